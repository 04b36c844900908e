import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';
import { type OutboxMail } from './get-outbox';

/** POST /admin/outbox/{mailId}/resend (Admin): sends a kept mail again. */
export function resendMail(mailId: string): Promise<OutboxMail> {
  return apiOrThrow<OutboxMail>('POST', `/admin/outbox/${encodeURIComponent(mailId)}/resend`);
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: (mail) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toasts.success({ summary: 'saved', detail: 'admin.tools.outbox.resent', params: { to: mail.to } });
    },
  });
}
