import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { ADMIN_QUERY_KEY } from './admin-keys';

/** POST /admin/tools/purge (Admin): removes for good the properties deleted more than N days ago. */
export function purgeProperties(olderThanDays: number): Promise<{ purged: number }> {
  return apiOrThrow<{ purged: number }>('POST', '/admin/tools/purge', { body: { olderThanDays } });
}

export function usePurgeProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeProperties,
    onSuccess: ({ purged }) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'admin.tools.purge.done', params: { count: purged } });
    },
  });
}
