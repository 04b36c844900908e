import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { apiOrThrow } from '@web/lib/api-call';
import { supportKeys } from './support-keys';

/** POST /admin/support/tickets/{ticketId}/messages { body, internal }: a reply e-mails the host, a note never reaches them. */
export function addStaffMessage(input: { ticketId: number; body: string; internal: boolean }): Promise<Ticket> {
  return apiOrThrow<Ticket>('POST', `/admin/support/tickets/${input.ticketId}/messages`, {
    body: { body: input.body, internal: input.internal },
  });
}

export function useAddStaffMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffMessage,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.staffTicket(ticket.ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.staffTicketPages() });
    },
  });
}
