import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { supportKeys } from './support-keys';
import { type TicketPage } from './types';

export const TICKET_PAGE_SIZE = 25;

/** GET /support/tickets?page&pageSize: the signed-in host's own tickets. */
export async function getTickets(page: number, signal?: AbortSignal): Promise<TicketPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(TICKET_PAGE_SIZE) });
  const result = await api<TicketPage>('GET', `/support/tickets?${params.toString()}`, { signal, listCall: true });
  if (!result) throw new Error('Tickets could not be loaded');
  return result;
}

export const ticketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: supportKeys.ticketPage(page),
    queryFn: ({ signal }) => getTickets(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTickets(page: number) {
  return useQuery(ticketsQueryOptions(page));
}
