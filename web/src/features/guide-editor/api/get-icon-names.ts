import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEDIA_LIMITS } from '@common/contracts/media';
import { api } from '@web/lib/api-client';

/** GET /media/autocomplete/icon/{text}: Tabler icon names matching the text (name or keyword), best first. */
export async function getIconNames(text: string, signal?: AbortSignal): Promise<string[]> {
  return (await api<string[]>('GET', `/media/autocomplete/icon/${encodeURIComponent(text)}`, { signal })) ?? [];
}

const normalise = (text: string) => text.trim().toLowerCase().slice(0, MEDIA_LIMITS.iconTextMax);

export const iconNamesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['media', 'autocomplete', 'icon', normalise(text)] as const,
    queryFn: ({ signal }) => getIconNames(normalise(text), signal),
    // The server's list only changes with a release.
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

/** Icon names for what the host typed; idle (no call) while `text` is empty or `enabled` is false. */
export function useIconNames(text: string, enabled: boolean) {
  return useQuery({ ...iconNamesQueryOptions(text), enabled: enabled && normalise(text).length > 0 });
}
