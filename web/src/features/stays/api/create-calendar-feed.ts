import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type CalendarFeed, type CalendarFeedInputSchema } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

export type CalendarFeedInput = z.input<typeof CalendarFeedInputSchema>;

/** POST /stays/feeds: the server fetches the calendar at once, then on a schedule. */
export function createCalendarFeed(input: CalendarFeedInput): Promise<CalendarFeed> {
  return apiOrThrow<CalendarFeed>('POST', '/stays/feeds', { body: input });
}

/** Adds a feed; its first fetch may already have imported stays, so stays reload too. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.stays.feeds.added' });
    },
  });
}
