import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GuestMessage } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** POST /messages/log/{messageId}/resend: a new message with the same text, sent now. */
export function resendMessage(messageId: number): Promise<GuestMessage> {
  return apiOrThrow<GuestMessage>('POST', `/messages/log/${messageId}/resend`);
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.messages.log.resent' });
    },
  });
}
