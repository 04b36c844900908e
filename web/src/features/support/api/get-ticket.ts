import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { api } from '@web/lib/api-client';
import { supportKeys } from './support-keys';

/** GET /support/tickets/{ticketId}: one of the host's tickets with its replies (never internal notes). */
export async function getTicket(ticketId: number, signal?: AbortSignal): Promise<Ticket> {
  const result = await api<Ticket>('GET', `/support/tickets/${ticketId}`, { signal });
  if (!result) throw new Error('Ticket could not be loaded');
  return result;
}

export const ticketQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: supportKeys.ticket(ticketId), queryFn: ({ signal }) => getTicket(ticketId, signal) });

export function useTicket(ticketId: number | null) {
  return useQuery({ ...ticketQueryOptions(ticketId ?? 0), enabled: ticketId !== null });
}
