import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScheduleExistingStays } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/**
 * GET /messages/schedules/{scheduleId}/existing-stays: how many guests booked before a booking
 * schedule it has not messaged (shown to the host before they apply it to them).
 */
export function countExistingStays(scheduleId: number): Promise<ScheduleExistingStays> {
  return apiOrThrow<ScheduleExistingStays>('GET', `/messages/schedules/${scheduleId}/existing-stays`);
}

/** POST /messages/schedules/{scheduleId}/existing-stays: plans the schedule's message for them now. */
export function applyToExistingStays(scheduleId: number): Promise<ScheduleExistingStays> {
  return apiOrThrow<ScheduleExistingStays>('POST', `/messages/schedules/${scheduleId}/existing-stays`);
}

export function useApplyToExistingStays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToExistingStays,
    onSuccess: ({ stayCount }) => {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      toasts.success({
        summary: 'saved',
        detail: 'host.messages.schedules.existingApplied',
        params: { count: stayCount },
      });
    },
  });
}
