import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessageSchedule, type ScheduleInputSchema } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGE_LOG_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';
import { SCHEDULES_QUERY_KEY } from './message-keys';

export type ScheduleInput = z.input<typeof ScheduleInputSchema>;

/** POST /messages/schedules: pending messages are planned for the existing stays. */
export function createSchedule(input: ScheduleInput): Promise<MessageSchedule> {
  return apiOrThrow<MessageSchedule>('POST', '/messages/schedules', { body: input, idempotent: true });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LOG_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.messages.schedules.saved' });
    },
  });
}
