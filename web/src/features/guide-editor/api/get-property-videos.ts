import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Video } from '@common/contracts/videos';
import { api } from '@web/lib/api-client';

/** GET /videos/property/{propertyId}: the videos a section may show (same key as the videos screen's list, so both refresh together). */
export async function getPropertyVideos(propertyId: number, signal?: AbortSignal): Promise<Video[]> {
  const result = await api<Video[]>('GET', `/videos/property/${propertyId}`, { signal, listCall: true });
  if (!result) throw new Error('Videos could not be loaded');
  return result;
}

export const propertyVideosQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: ['videos', propertyId], queryFn: ({ signal }) => getPropertyVideos(propertyId, signal) });

/** The property's videos, for the section video picker (nothing fetched without a property). */
export function usePropertyVideos(propertyId: number | null) {
  return useQuery({ ...propertyVideosQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
