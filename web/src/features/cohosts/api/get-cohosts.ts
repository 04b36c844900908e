import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CoHostsOfProperty } from '@common/contracts/cohosts';
import { api } from '@web/lib/api-client';
import { COHOSTS_QUERY_KEY } from './cohost-keys';

/** GET /cohosts: every property the host owns, with its co-hosts and open invitations. */
export async function getCoHosts(signal?: AbortSignal): Promise<CoHostsOfProperty[]> {
  const result = await api<CoHostsOfProperty[]>('GET', '/cohosts', { signal, listCall: true });
  if (!result) throw new Error('Co-hosts could not be loaded');
  return result;
}

export const coHostsQueryOptions = () =>
  queryOptions({ queryKey: COHOSTS_QUERY_KEY, queryFn: ({ signal }) => getCoHosts(signal) });

export function useCoHosts() {
  return useQuery(coHostsQueryOptions());
}
