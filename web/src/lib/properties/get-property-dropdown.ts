import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PropertyListItem } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { propertyDropdownQueryKey, withLocale } from './property-keys';

/** GET /property/user/list: the host's properties for dropdowns (label name, value propertyId). */
export async function getPropertyDropdown(locale: Locale, signal?: AbortSignal): Promise<PropertyListItem[]> {
  const result = await api<PropertyListItem[]>('GET', withLocale('/property/user/list', locale), {
    signal,
    listCall: true,
  });
  if (!result) throw new Error('Property list could not be loaded');
  return result;
}

export const propertyDropdownQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: propertyDropdownQueryKey(locale),
    queryFn: ({ signal }) => getPropertyDropdown(locale, signal),
  });

/** The host's properties as dropdown options. */
export function usePropertyDropdown() {
  return useQuery(propertyDropdownQueryOptions(useLocale()));
}
