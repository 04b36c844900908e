import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { CALENDAR_FEEDS_QUERY_KEY } from './stay-keys';

/** DELETE /stays/feeds/{feedId}: no more fetching; the stays it imported are kept. */
export function deleteCalendarFeed(feedId: number): Promise<{ feedId: number }> {
  return apiOrThrow<{ feedId: number }>('DELETE', `/stays/feeds/${feedId}`);
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.stays.feeds.deleted' });
    },
  });
}
