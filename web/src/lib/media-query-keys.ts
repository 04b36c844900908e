import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * Query key root of the photo library (GET /media/library/{page}/{mediaSourceId}/{propertyId}).
 * The photos feature keys its pages under it (['media', 'library', page, source, property]); other
 * features invalidate it when the library may have changed, e.g. after a property save, which
 * reloads page 1.
 */
export const MEDIA_LIBRARY_QUERY_KEY = ['media', 'library'] as const;

/**
 * How many times the library was reset (sent back to page 1) since the app started: state the
 * query cache owns (no request behind it), written by a property save and read by the photo drawer.
 */
const LIBRARY_RESETS_QUERY_KEY = ['media', 'libraryResets'] as const;

/**
 * After a property save: every cached library page is stale, and the drawer shows page 1 again,
 * loaded fresh (GET /media/library/1/{mediaSourceId}/{propertyId}). Nothing is refetched for pages
 * no longer shown; a drawer never opened loads page 1 when it opens.
 */
export function requestLibraryRefresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY, refetchType: 'none' });
  queryClient.setQueryData<number>(LIBRARY_RESETS_QUERY_KEY, (resets) => (resets ?? 0) + 1);
}

/** The library's reset count (see requestLibraryRefresh): the photo drawer goes back to page 1 when it changes. */
export function useLibraryResets(): number {
  return useQuery({
    queryKey: LIBRARY_RESETS_QUERY_KEY,
    queryFn: () => 0,
    initialData: 0,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
