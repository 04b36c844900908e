import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { adminKeys } from './admin-keys';

/** GET /admin/users/{userId}/export (Admin): the user's data as JSON (no secrets). */
export function exportUser(userId: string): Promise<unknown> {
  return apiOrThrow<unknown>('GET', `/admin/users/${encodeURIComponent(userId)}/export`);
}

/** Hands the answer to the browser as a file download named user-{id}.json. */
export function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
