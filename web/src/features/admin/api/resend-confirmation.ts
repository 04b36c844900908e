import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { afterUserChange } from './user-mutation';

/** POST /admin/users/{userId}/resend-confirmation (Internal, Admin): a new confirmation link by e-mail. */
export function resendConfirmation(userId: string): Promise<{ mailSent: true }> {
  return apiOrThrow<{ mailSent: true }>('POST', `/admin/users/${encodeURIComponent(userId)}/resend-confirmation`);
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => {
      afterUserChange(queryClient);
      toasts.success({ summary: 'saved', detail: 'admin.users.done.confirmationSent' });
    },
  });
}
