import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserDetail } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { afterUserChange } from './user-mutation';

/** POST /admin/users/{userId}/reset-2fa (Admin): turns off the user's two-factor sign-in. */
export function resetTwoFactorUser(userId: string): Promise<AdminUserDetail> {
  return apiOrThrow<AdminUserDetail>('POST', `/admin/users/${encodeURIComponent(userId)}/reset-2fa`);
}

export function useResetTwoFactorUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactorUser,
    onSuccess: (detail) => {
      afterUserChange(queryClient, detail);
      toasts.success({ summary: 'saved', detail: 'admin.users.done.twoFactorReset' });
    },
  });
}
