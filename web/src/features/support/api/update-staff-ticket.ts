import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket, type TicketStatus } from '@common/contracts/support';
import { apiOrThrow } from '@web/lib/api-call';
import { supportKeys } from './support-keys';

export interface TicketUpdate {
  ticketId: number;
  status?: TicketStatus;
  /** A staff user id, or null for nobody. */
  assigneeUserId?: string | null;
}

/** PUT /admin/support/tickets/{ticketId} { status?, assigneeUserId? } (Internal or Admin). */
export function updateStaffTicket({ ticketId, ...body }: TicketUpdate): Promise<Ticket> {
  return apiOrThrow<Ticket>('PUT', `/admin/support/tickets/${ticketId}`, { body });
}

export function useUpdateStaffTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.staffTicket(ticket.ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.staffTicketPages() });
    },
  });
}
