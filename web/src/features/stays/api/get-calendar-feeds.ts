import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CalendarFeed } from '@common/contracts/stays';
import { api } from '@web/lib/api-client';
import { calendarFeedsQueryKey, toQueryString } from './stay-keys';

/** GET /stays/feeds?propertyId: the calendar feeds of one property, or of all the host's. */
export async function getCalendarFeeds(propertyId: number | null, signal?: AbortSignal): Promise<CalendarFeed[]> {
  const result = await api<CalendarFeed[]>('GET', `/stays/feeds${toQueryString({ propertyId })}`, {
    signal,
    listCall: true,
  });
  if (!result) throw new Error('Calendar feeds could not be loaded');
  return result;
}

export const calendarFeedsQueryOptions = (propertyId: number | null) =>
  queryOptions({
    queryKey: calendarFeedsQueryKey(propertyId),
    queryFn: ({ signal }) => getCalendarFeeds(propertyId, signal),
  });

export function useCalendarFeeds(propertyId: number | null) {
  return useQuery(calendarFeedsQueryOptions(propertyId));
}
