import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { apiOrThrow } from '@web/lib/api-call';
import { supportKeys } from './support-keys';

export interface CreateTicketInput {
  reasonTypeId: number;
  subject: string;
  body: string;
  propertyId: number | null;
  botToken: string | undefined;
}

/** POST /support/tickets (signed-in host): a new ticket; the server e-mails an acknowledgement. */
export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  return apiOrThrow<Ticket>('POST', '/support/tickets', { body: input });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticketPages() });
    },
  });
}
