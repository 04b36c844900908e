import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GuestMessage } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';

/** POST /messages/log/{messageId}/sent: a WhatsApp message the host has sent by hand. */
export function markMessageSent(messageId: number): Promise<GuestMessage> {
  return apiOrThrow<GuestMessage>('POST', `/messages/log/${messageId}/sent`);
}

export function useMarkMessageSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageSent,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY }),
  });
}
