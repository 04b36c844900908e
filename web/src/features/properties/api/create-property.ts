import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Property, type PropertyCreate } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import {
  PROPERTIES_QUERY_KEY,
  propertiesQueryKey,
  propertyQueryKey,
  withLocale,
} from '@web/lib/properties/property-keys';

/** POST /property/user: a new property with a starter guide, named as the host asked. */
export async function createProperty(locale: Locale, body: NonNullable<PropertyCreate>): Promise<Property> {
  const result = await api<Property>('POST', withLocale('/property/user', locale), { body, idempotent: true });
  if (!result) throw new Error('Property could not be created');
  return result;
}

/** Creates a property (POST /property/user) and appends it to the cached list. */
export function useCreateProperty() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<PropertyCreate>) => createProperty(locale, body),
    onSuccess: (property) => {
      queryClient.setQueryData<Property[]>(propertiesQueryKey(locale), (list) => (list ? [...list, property] : list));
      // The editor opens next: it has the new property without asking again.
      queryClient.setQueryData<Property | null>(propertyQueryKey(locale, property.propertyId), property);
      // Other languages' copies and the dropdown learn about it on their next read.
      void queryClient.invalidateQueries({
        queryKey: PROPERTIES_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== locale || query.queryKey[1] !== 'user',
      });
    },
  });
}
