import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';

/** POST /admin/ai/runs/{propertyId}/retry (Admin): queues a new indexing run of the property. */
export function retryIndex(propertyId: number): Promise<{ queued: true }> {
  return apiOrThrow<{ queued: true }>('POST', `/admin/ai/runs/${propertyId}/retry`);
}

export function useRetryIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryIndex,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.ai() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toasts.success({ summary: 'saved', detail: 'admin.ai.retryQueued' });
    },
  });
}
