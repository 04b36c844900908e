import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Property } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { propertyPagesQueryKey, propertyQueryKey, withLocale } from './property-keys';

/** Properties per page of the properties screen (a manager may have thousands). */
export const PROPERTY_PAGE_SIZE = 24;

async function fetchProperties(path: string, signal?: AbortSignal): Promise<Property[]> {
  const result = await api<Property[]>('GET', path, { signal });
  // A failed call has been toasted; an error state lets the page offer to try again.
  if (!result) throw new Error('Properties could not be loaded');
  return result;
}

/** GET /property/user?limit=&after=: one page, by propertyId. */
export async function getPropertyPage(
  locale: Locale,
  limit: number,
  after: number,
  signal?: AbortSignal,
): Promise<Property[]> {
  return fetchProperties(`${withLocale('/property/user', locale)}&limit=${limit}&after=${after}`, signal);
}

/** GET /property/user?propertyId=: one property, or null when the host has no such property. */
export async function getProperty(locale: Locale, propertyId: number, signal?: AbortSignal): Promise<Property | null> {
  const list = await fetchProperties(`${withLocale('/property/user', locale)}&propertyId=${propertyId}`, signal);
  return list[0] ?? null;
}

/** The first `limit` properties (dashboards: a glance, the getting-started steps). */
export function useFirstProperties(limit: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...propertyPagesQueryKey(locale), 'first', limit],
    queryFn: ({ signal }) => getPropertyPage(locale, limit, 0, signal),
  });
}

export const propertyPagesQueryOptions = (locale: Locale) =>
  infiniteQueryOptions({
    queryKey: propertyPagesQueryKey(locale),
    queryFn: ({ signal, pageParam }) => getPropertyPage(locale, PROPERTY_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    // A full page may have a next one; a short page is the last.
    getNextPageParam: (last: Property[]) =>
      last.length === PROPERTY_PAGE_SIZE ? last[last.length - 1]!.propertyId : undefined,
  });

/** The host's properties page by page, in the page's language. */
export function usePropertyPages() {
  return useInfiniteQuery(propertyPagesQueryOptions(useLocale()));
}

/**
 * One property (there is no single-property path: GET /property/user?propertyId=): undefined while
 * loading, null when the host has no such property (someone else's, deleted, or never existed).
 */
export function useProperty(propertyId: number | string) {
  const locale = useLocale();
  const id = Number(propertyId);
  const query = useQuery({
    queryKey: propertyQueryKey(locale, id),
    queryFn: ({ signal }) => getProperty(locale, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  return { ...query, property: query.data };
}
