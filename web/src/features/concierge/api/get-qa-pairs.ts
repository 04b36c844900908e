import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QaPair } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { qaPairsKey } from './ai-keys';

/** GET /ai/property/{propertyId}/qa: the host's own questions and answers. */
export async function getQaPairs(propertyId: number, signal?: AbortSignal): Promise<QaPair[]> {
  const result = await api<QaPair[]>('GET', `/ai/property/${propertyId}/qa`, { signal });
  if (!result) throw new Error('Q&A pairs could not be loaded');
  return result;
}

export const qaPairsQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: qaPairsKey(propertyId), queryFn: ({ signal }) => getQaPairs(propertyId, signal) });

export function useQaPairs(propertyId: number) {
  return useQuery(qaPairsQueryOptions(propertyId));
}
