import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Property, type PropertyDuplicate } from '@common/contracts/property';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { PROPERTIES_QUERY_KEY, propertyQueryKey, withLocale } from '@web/lib/properties/property-keys';

/**
 * Copies a property and its guide into a new one (POST /property/user/{propertyId}/duplicate, owner
 * only); the editor that opens next has the copy without asking again, the lists read it on their next fetch.
 */
export function useDuplicateProperty() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ propertyId, name }: { propertyId: number } & PropertyDuplicate) => {
      const result = await api<Property>('POST', withLocale(`/property/user/${propertyId}/duplicate`, locale), {
        body: { name },
        idempotent: true,
      });
      if (!result) throw new Error('Property could not be duplicated');
      return result;
    },
    onSuccess: (property) => {
      queryClient.setQueryData<Property | null>(propertyQueryKey(locale, property.propertyId), property);
      void queryClient.invalidateQueries({
        queryKey: PROPERTIES_QUERY_KEY,
        predicate: (query) => query.queryKey.at(-1) !== property.propertyId,
      });
    },
  });
}
