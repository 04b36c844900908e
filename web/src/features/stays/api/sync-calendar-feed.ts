import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeed } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';

/** POST /stays/feeds/{feedId}/sync: fetch the calendar now; the answer carries the new status. */
export function syncCalendarFeed(feedId: number): Promise<CalendarFeed> {
  return apiOrThrow<CalendarFeed>('POST', `/stays/feeds/${feedId}/sync`);
}

/** Fetches a feed now; stays and feeds reload (a failure shows on the feed as its translated error). */
export function useSyncCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendarFeed,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY }),
  });
}
