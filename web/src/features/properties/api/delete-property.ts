import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeletedProperty, type Property } from '@common/contracts/property';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { toasts } from '@web/lib/toasts';
import { PROPERTIES_QUERY_KEY, propertiesQueryKey, propertyQueryKey } from '@web/lib/properties/property-keys';

/** DELETE /property/user/{propertyId}: soft delete; the guest guide stops working. */
export async function deleteProperty(propertyId: number): Promise<DeletedProperty> {
  const result = await api<DeletedProperty>('DELETE', `/property/user/${propertyId}`);
  if (!result) throw new Error('Property could not be deleted');
  return result;
}

/** Deletes a property, drops it from the cached list and says so (toast removed / property_removed). */
export function useDeleteProperty() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) => deleteProperty(propertyId),
    onSuccess: ({ propertyId }) => {
      queryClient.setQueryData<Property[]>(propertiesQueryKey(locale), (list) =>
        list?.filter((item) => item.propertyId !== propertyId),
      );
      queryClient.setQueryData<Property | null>(propertyQueryKey(locale, propertyId), null);
      void queryClient.invalidateQueries({
        queryKey: PROPERTIES_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== locale || query.queryKey[1] !== 'user',
      });
      toasts.success({ summary: 'removed', detail: 'property_removed' });
    },
  });
}
