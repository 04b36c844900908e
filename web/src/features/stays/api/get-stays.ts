import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type StayPage } from '@common/contracts/stays';
import { api } from '@web/lib/api-client';
import { type StayListParams, staysListQueryKey, toQueryString } from './stay-keys';

/** GET /stays?propertyId&status&q&page&pageSize: one page of the host's stays. */
export async function getStays(params: StayListParams, signal?: AbortSignal): Promise<StayPage> {
  const result = await api<StayPage>('GET', `/stays${toQueryString({ ...params })}`, { signal, listCall: true });
  if (!result) throw new Error('Stays could not be loaded');
  return result;
}

export const staysQueryOptions = (params: StayListParams) =>
  queryOptions({
    queryKey: staysListQueryKey(params),
    queryFn: ({ signal }) => getStays(params, signal),
    // Typing in the search box or paging keeps the current rows until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** One page of stays with these filters. */
export function useStays(params: StayListParams) {
  return useQuery(staysQueryOptions(params));
}
