import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { api } from '@web/lib/api-client';
import { supportKeys } from './support-keys';

/** GET /admin/support/tickets/{ticketId} (Internal or Admin): the ticket with replies and internal notes. */
export async function getStaffTicket(ticketId: number, signal?: AbortSignal): Promise<Ticket> {
  const result = await api<Ticket>('GET', `/admin/support/tickets/${ticketId}`, { signal });
  if (!result) throw new Error('Ticket could not be loaded');
  return result;
}

export const staffTicketQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: supportKeys.staffTicket(ticketId),
    queryFn: ({ signal }) => getStaffTicket(ticketId, signal),
  });

export function useStaffTicket(ticketId: number | null) {
  return useQuery({ ...staffTicketQueryOptions(ticketId ?? 0), enabled: ticketId !== null });
}
