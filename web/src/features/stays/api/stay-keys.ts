import { type StayStatus } from '@common/contracts/stays';
import { STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';

/** The filters of the stays list (GET /stays); page is 1-based like the API. */
export interface StayListParams {
  propertyId?: number;
  status?: StayStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export const staysListQueryKey = (params: StayListParams) => [...STAYS_QUERY_KEY, 'list', params] as const;
export const stayQueryKey = (stayId: number) => [...STAYS_QUERY_KEY, 'one', stayId] as const;
export const stayAgendaQueryKey = (days: number) => [...STAYS_QUERY_KEY, 'agenda', days] as const;
export const CALENDAR_FEEDS_QUERY_KEY = [...STAYS_QUERY_KEY, 'feeds'] as const;
export const calendarFeedsQueryKey = (propertyId: number | null) =>
  [...CALENDAR_FEEDS_QUERY_KEY, propertyId ?? 'all'] as const;

/** "?a=1&b=x" from the defined values, or "" when none. */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
