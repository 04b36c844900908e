import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StayAgenda } from '@common/contracts/stays';
import { api } from '@web/lib/api-client';
import { stayAgendaQueryKey } from './stay-keys';

/** GET /stays/agenda?days: arrivals and departures from today, and guests' recent "I've arrived" / "I've checked out". */
export async function getStayAgenda(days: number, signal?: AbortSignal): Promise<StayAgenda> {
  const result = await api<StayAgenda>('GET', `/stays/agenda?days=${days}`, { signal, listCall: true });
  if (!result) throw new Error('Agenda could not be loaded');
  return result;
}

export const stayAgendaQueryOptions = (days: number) =>
  queryOptions({ queryKey: stayAgendaQueryKey(days), queryFn: ({ signal }) => getStayAgenda(days, signal) });

/** The dashboard's agenda for `days` days. */
export function useStayAgenda(days: number) {
  return useQuery(stayAgendaQueryOptions(days));
}
