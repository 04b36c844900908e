import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AiSettings } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { aiSettingsKey } from './ai-keys';

/** GET /ai/property/{propertyId}/settings: tone, instructions, topics to avoid, escalation contact. */
export async function getAiSettings(propertyId: number, signal?: AbortSignal): Promise<AiSettings> {
  const result = await api<AiSettings>('GET', `/ai/property/${propertyId}/settings`, { signal });
  if (!result) throw new Error('AI settings could not be loaded');
  return result;
}

export const aiSettingsQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: aiSettingsKey(propertyId), queryFn: ({ signal }) => getAiSettings(propertyId, signal) });

export function useAiSettings(propertyId: number) {
  return useQuery(aiSettingsQueryOptions(propertyId));
}
