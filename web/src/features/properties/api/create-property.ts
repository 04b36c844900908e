import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Property } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { PROPERTIES_QUERY_KEY, propertiesQueryKey, propertyQueryKey, withLocale } from './property-keys';

/** POST /property/user (no body): a new property with a starter guide, named in the request language. */
export async function createProperty(locale: Locale): Promise<Property> {
  const result = await api<Property>('POST', withLocale('/property/user', locale), { idempotent: true });
  if (!result) throw new Error('Property could not be created');
  return result;
}

/** Creates a property (POST /property/user) and appends it to the cached list. */
export function useCreateProperty() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createProperty(locale),
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
