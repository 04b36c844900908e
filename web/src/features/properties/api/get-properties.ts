import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Property } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { propertiesQueryKey, withLocale } from './property-keys';

/** GET /property/user: the host's properties (own and co-hosted, never deleted ones). */
export async function getProperties(locale: Locale, signal?: AbortSignal): Promise<Property[]> {
  const result = await api<Property[]>('GET', withLocale('/property/user', locale), { signal });
  // A failed call has been toasted; an error state lets the page offer to try again.
  if (!result) throw new Error('Properties could not be loaded');
  return result;
}

export const propertiesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: propertiesQueryKey(locale),
    queryFn: ({ signal }) => getProperties(locale, signal),
  });

/** The host's properties in the page's language. */
export function useProperties() {
  return useQuery(propertiesQueryOptions(useLocale()));
}

/**
 * One property of the list (there is no single-property call): undefined while loading, null when the
 * host has no such property (someone else's, deleted, or never existed).
 */
export function useProperty(propertyId: number | string) {
  const query = useProperties();
  const property = query.data ? (query.data.find((item) => String(item.propertyId) === String(propertyId)) ?? null) : undefined;
  return { ...query, property };
}
