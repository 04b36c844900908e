import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AiIndexStatus } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { aiPropertiesKey } from './ai-keys';

/** While a run is in progress the list is polled this often, so the page sees it end. */
export const INDEXING_POLL_MS = 2000;

/** GET /ai/property: the host's properties with their knowledge-base state. */
export async function getAiProperties(signal?: AbortSignal): Promise<AiIndexStatus[]> {
  const result = await api<AiIndexStatus[]>('GET', '/ai/property', { signal, listCall: true });
  if (!result) throw new Error('AI state could not be loaded');
  return result;
}

export const aiPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: aiPropertiesKey(),
    queryFn: ({ signal }) => getAiProperties(signal),
    refetchInterval: (query) => (query.state.data?.some((p) => p.isIndexing) ? INDEXING_POLL_MS : false),
  });

export function useAiProperties() {
  return useQuery(aiPropertiesQueryOptions());
}
