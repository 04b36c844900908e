import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';
import { SCHEDULES_QUERY_KEY } from './message-keys';

/** DELETE /messages/schedules/{scheduleId}: its pending messages are cancelled. */
export function deleteSchedule(scheduleId: number): Promise<{ scheduleId: number }> {
  return apiOrThrow<{ scheduleId: number }>('DELETE', `/messages/schedules/${scheduleId}`);
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.messages.schedules.deleted' });
    },
  });
}
