import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { apiOrThrow } from '@web/lib/api-call';
import { supportKeys } from './support-keys';

/** POST /support/tickets/{ticketId}/messages { body }: the host adds to the thread (a closed ticket reopens). */
export function addMessage(input: { ticketId: number; body: string }): Promise<Ticket> {
  return apiOrThrow<Ticket>('POST', `/support/tickets/${input.ticketId}/messages`, { body: { body: input.body } });
}

export function useAddMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessage,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticketPages() });
    },
  });
}
