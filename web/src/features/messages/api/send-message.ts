import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type GuestMessage, type SendRequestSchema } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

export type SendRequest = z.input<typeof SendRequestSchema>;

/** POST /messages/send: a template to one stay, now. */
export function sendMessage(request: SendRequest): Promise<GuestMessage> {
  return apiOrThrow<GuestMessage>('POST', '/messages/send', { body: request });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.messages.send.queued' });
    },
  });
}
