import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessageSchedule } from '@common/contracts/messages';
import { api } from '@web/lib/api-client';
import { SCHEDULES_QUERY_KEY } from './message-keys';

/** GET /messages/schedules. */
export async function getSchedules(signal?: AbortSignal): Promise<MessageSchedule[]> {
  const result = await api<MessageSchedule[]>('GET', '/messages/schedules', { signal, listCall: true });
  if (!result) throw new Error('Schedules could not be loaded');
  return result;
}

export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: SCHEDULES_QUERY_KEY, queryFn: ({ signal }) => getSchedules(signal) });

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
