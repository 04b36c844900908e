import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { peekPublicConfig } from '@web/lib/public-config';
import { listQueryKey } from './list-keys';

/**
 * Lookup lists (docs/product.md, "Lookup lists"): each list is loaded once per language, kept in the query cache for
 * the whole visit and persisted in localStorage, so the next visit starts without asking again.
 *
 * The server says its lists only change with a release, so a persisted copy carries the build version
 * of the server that answered it; a copy from another build is ignored and fetched again.
 */

const STORAGE_PREFIX = 'lists:v1';

interface PersistedList<T> {
  version: string;
  items: T[];
}

/** localStorage key of one list in one language (plus a parameter such as a country id). */
export const listStorageKey = (name: string, locale: Locale, param?: string | number) =>
  [STORAGE_PREFIX, name, locale, ...(param === undefined ? [] : [String(param)])].join(':');

const currentVersion = () => peekPublicConfig()?.buildVersion ?? '';

/** The persisted copy of a list, or undefined when there is none (or it came from another build). */
export function readPersistedList<T>(key: string): T[] | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PersistedList<T>>;
    if (value.version !== currentVersion() || !Array.isArray(value.items)) return undefined;
    return value.items;
  } catch {
    return undefined;
  }
}

export function persistList<T>(key: string, items: T[]): void {
  try {
    const value: PersistedList<T> = { version: currentVersion(), items };
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the in-memory cache still serves this visit.
  }
}

/** A failed lookup is an error state (already toasted by the api client), never an empty list that sticks. */
export class ListUnavailableError extends Error {
  constructor(readonly list: string) {
    super(`Lookup list ${list} could not be loaded`);
    this.name = 'ListUnavailableError';
  }
}

/**
 * Query options for GET {path}?locale={locale}: never stale, seeded from localStorage, persisted after
 * the first successful answer.
 */
export function lookupQueryOptions<T>(name: string, path: string, locale: Locale, param?: string | number) {
  const storageKey = listStorageKey(name, locale, param);
  return queryOptions({
    queryKey: listQueryKey(name, locale, param),
    queryFn: async ({ signal }): Promise<T[]> => {
      const items = await api<T[]>('GET', `${path}?locale=${locale}`, { listCall: true, signal });
      if (!items) throw new ListUnavailableError(name);
      persistList(storageKey, items);
      return items;
    },
    initialData: () => readPersistedList<T>(storageKey),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const EMPTY: never[] = [];

/** A lookup list in the page's language; an empty array while loading or when it failed. */
export function useLookupList<T>(
  name: string,
  path: string,
  options: { param?: string | number; enabled?: boolean } = {},
) {
  const locale = useLocale();
  const query = useQuery({
    ...lookupQueryOptions<T>(name, path, locale, options.param),
    enabled: options.enabled ?? true,
  });
  return { items: query.data ?? (EMPTY as T[]), isLoading: query.isLoading, isError: query.isError };
}
