import { type TicketStatus } from '@common/contracts/support';

/** Query keys of support tickets: the host's own under ['support'], staff views under ['admin', 'support']. */
export const SUPPORT_QUERY_KEY = ['support'] as const;
export const STAFF_SUPPORT_QUERY_KEY = ['admin', 'support'] as const;

export interface StaffTicketFilter {
  status: TicketStatus | null;
  assignee: 'me' | 'nobody' | null;
  q: string;
  page: number;
  pageSize: number;
}

export const supportKeys = {
  /** Every page of the host's list (not the ticket details, which mutations replace directly). */
  ticketPages: () => [...SUPPORT_QUERY_KEY, 'tickets', 'page'] as const,
  ticketPage: (page: number) => [...SUPPORT_QUERY_KEY, 'tickets', 'page', page] as const,
  ticket: (ticketId: number) => [...SUPPORT_QUERY_KEY, 'tickets', 'detail', ticketId] as const,
  staffTicketPages: () => [...STAFF_SUPPORT_QUERY_KEY, 'tickets', 'page'] as const,
  staffTicketPage: (filter: StaffTicketFilter) => [...STAFF_SUPPORT_QUERY_KEY, 'tickets', 'page', filter] as const,
  staffTicket: (ticketId: number) => [...STAFF_SUPPORT_QUERY_KEY, 'tickets', 'detail', ticketId] as const,
};
