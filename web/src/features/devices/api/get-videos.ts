import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Video } from '@common/contracts/videos';
import { api } from '@web/lib/api-client';
import { videosQueryKey } from './device-keys';

/** GET /videos/property/{propertyId}: the property's videos, oldest first. */
export async function getVideos(propertyId: number, signal?: AbortSignal): Promise<Video[]> {
  const result = await api<Video[]>('GET', `/videos/property/${propertyId}`, { signal, listCall: true });
  if (!result) throw new Error('Videos could not be loaded');
  return result;
}

export const videosQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: videosQueryKey(propertyId), queryFn: ({ signal }) => getVideos(propertyId, signal) });

/** A property's videos (nothing is fetched while no property is chosen). */
export function useVideos(propertyId: number | null) {
  return useQuery({ ...videosQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
