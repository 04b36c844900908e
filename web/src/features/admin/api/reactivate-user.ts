import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserDetail } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { afterUserChange } from './user-mutation';

/** POST /admin/users/{userId}/reactivate (Admin): reactivates the user. */
export function reactivateUser(userId: string): Promise<AdminUserDetail> {
  return apiOrThrow<AdminUserDetail>('POST', `/admin/users/${encodeURIComponent(userId)}/reactivate`);
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: (detail) => {
      afterUserChange(queryClient, detail);
      toasts.success({ summary: 'saved', detail: 'admin.users.done.reactivated' });
    },
  });
}
