import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY, STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** DELETE /stays/{stayId}: the stay goes and its pending messages are cancelled. */
export function deleteStay(stayId: number): Promise<{ stayId: number }> {
  return apiOrThrow<{ stayId: number }>('DELETE', `/stays/${stayId}`);
}

export function useDeleteStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.stays.deleted' });
    },
  });
}
