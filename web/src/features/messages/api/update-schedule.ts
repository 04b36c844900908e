import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessageSchedule, type ScheduleUpdateSchema } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';
import { SCHEDULES_QUERY_KEY } from './message-keys';

export type ScheduleUpdate = z.input<typeof ScheduleUpdateSchema>;

/** PUT /messages/schedules: its pending messages are re-planned. */
export function updateSchedule(update: ScheduleUpdate): Promise<MessageSchedule> {
  return apiOrThrow<MessageSchedule>('PUT', '/messages/schedules', { body: update });
}

/** Saves a schedule (also the active toggle, which `quiet` keeps from toasting). */
export function useUpdateSchedule({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      if (!quiet) toasts.success({ summary: 'saved', detail: 'host.messages.schedules.saved' });
    },
  });
}
