import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { downloadJson } from '@web/lib/download';
import { adminKeys } from './admin-keys';

/** GET /admin/users/{userId}/export (Admin): the user's data as JSON (no secrets). */
export function exportUser(userId: string): Promise<unknown> {
  return apiOrThrow<unknown>('GET', `/admin/users/${encodeURIComponent(userId)}/export`);
}

export function useExportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportUser,
    onSuccess: (data, userId) => {
      downloadJson(data, `user-${userId}.json`);
      // An export is written to the audit log.
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
