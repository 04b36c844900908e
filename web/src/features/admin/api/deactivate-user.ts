import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserDetail } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { afterUserChange } from './user-mutation';

/** POST /admin/users/{userId}/deactivate (Admin): deactivates the user; their sessions end at once. */
export function deactivateUser(userId: string): Promise<AdminUserDetail> {
  return apiOrThrow<AdminUserDetail>('POST', `/admin/users/${encodeURIComponent(userId)}/deactivate`);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: (detail) => {
      afterUserChange(queryClient, detail);
      toasts.success({ summary: 'saved', detail: 'admin.users.done.deactivated' });
    },
  });
}
