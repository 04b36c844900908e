import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MediaLibraryPage } from '@common/contracts/media';
import { api } from '@web/lib/api-client';
import { MEDIA_LIBRARY_QUERY_KEY } from '@web/lib/media-query-keys';

/** Which library page to show: `page` is the drawer's zero-based pager index. */
export interface LibraryPageRequest {
  page: number;
  mediaSourceId: number;
  propertyId: number;
}

/**
 * Query key of one library page: ['media', 'library', wirePage, mediaSourceId, propertyId], the
 * wire page being 1-based, so invalidating ['media', 'library'] (as a property save does) reloads it.
 */
export const libraryPageQueryKey = ({ page, mediaSourceId, propertyId }: LibraryPageRequest) =>
  [...MEDIA_LIBRARY_QUERY_KEY, page + 1, mediaSourceId, propertyId] as const;

/**
 * GET /media/library/{page+1}/{mediaSourceId}/{propertyId}: the pager is zero-based, the API 1-based
 * (docs/product.md, "Photo drawer"). A failed call (already toasted) is an error state, never an empty page that sticks.
 */
export async function getLibraryPage(request: LibraryPageRequest, signal?: AbortSignal): Promise<MediaLibraryPage> {
  const { page, mediaSourceId, propertyId } = request;
  const result = await api<MediaLibraryPage>('GET', `/media/library/${page + 1}/${mediaSourceId}/${propertyId}`, {
    signal,
  });
  if (!result) throw new Error('Library page could not be loaded');
  return result;
}

export const libraryPageQueryOptions = (request: LibraryPageRequest) =>
  queryOptions({
    queryKey: libraryPageQueryKey(request),
    queryFn: ({ signal }) => getLibraryPage(request, signal),
    // Paging within one source and guide keeps the grid in place while the next page loads.
    placeholderData: (previous, previousQuery) => {
      const [, , , source, property] = previousQuery?.queryKey ?? [];
      return source === request.mediaSourceId && property === request.propertyId
        ? keepPreviousData(previous)
        : undefined;
    },
  });

/** One library page; idle while the source or the guide is not chosen yet. */
export function useLibraryPage(request: LibraryPageRequest | null) {
  return useQuery({
    ...libraryPageQueryOptions(request ?? { page: 0, mediaSourceId: 0, propertyId: 0 }),
    enabled: request !== null,
  });
}
