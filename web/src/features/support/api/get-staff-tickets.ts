import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type StaffTicketFilter, supportKeys } from './support-keys';
import { type TicketPage } from './types';

/** GET /admin/support/tickets?status&assignee&q&page&pageSize (Internal or Admin): every ticket, filtered. */
export async function getStaffTickets(filter: StaffTicketFilter, signal?: AbortSignal): Promise<TicketPage> {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.status) params.set('status', filter.status);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  const result = await api<TicketPage>('GET', `/admin/support/tickets?${params.toString()}`, {
    signal,
    listCall: true,
  });
  if (!result) throw new Error('Tickets could not be loaded');
  return result;
}

export const staffTicketsQueryOptions = (filter: StaffTicketFilter) => {
  const normalised = { ...filter, q: filter.q.trim() };
  return queryOptions({
    queryKey: supportKeys.staffTicketPage(normalised),
    queryFn: ({ signal }) => getStaffTickets(normalised, signal),
    placeholderData: keepPreviousData,
  });
};

export function useStaffTickets(filter: StaffTicketFilter) {
  return useQuery(staffTicketsQueryOptions(filter));
}
