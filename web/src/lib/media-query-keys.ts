import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * Query key root of the photo library (GET /media/library/{page}/{mediaSourceId}/{propertyId}).
 * The photos feature keys its pages under it (['media', 'library', page, source, property]); other
 * features invalidate it when the library may have changed, e.g. after a property save, which
 * reloads page 1.
 */
export const MEDIA_LIBRARY_QUERY_KEY = ['media', 'library'] as const;

/**
 * When the library was last reset (sent back to page 1): state the query cache owns (no request
 * behind it), written by a property save and read by the photo drawer. A time, not a count, so it
 * only moves forward: a cleared cache (signing out) or a refresh of every query (an accepted
 * invitation) starts it again at 0, below any reset the drawer has seen, and the next save is
 * still later than all of them.
 */
const LIBRARY_RESET_QUERY_KEY = ['media', 'libraryReset'] as const;

/**
 * After a property save: every cached library page is stale, and the drawer shows page 1 again,
 * loaded fresh (GET /media/library/1/{mediaSourceId}/{propertyId}). Nothing is refetched for pages
 * no longer shown; a drawer never opened loads page 1 when it opens.
 */
export function requestLibraryRefresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY, refetchType: 'none' });
  queryClient.setQueryData<number>(LIBRARY_RESET_QUERY_KEY, (last) => Math.max(Date.now(), (last ?? 0) + 1));
}

/**
 * The time of the library's last reset (see requestLibraryRefresh), 0 before any: the photo drawer
 * goes back to page 1 when it moves past the last one it acted on.
 */
export function useLibraryReset(): number {
  return useQuery({
    queryKey: LIBRARY_RESET_QUERY_KEY,
    queryFn: () => 0,
    initialData: 0,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
