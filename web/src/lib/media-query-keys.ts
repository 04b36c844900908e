import type { QueryClient } from '@tanstack/react-query';

/**
 * Query key root of the photo library (GET /media/library/{page}/{mediaSourceId}/{propertyId}).
 * The photos feature keys its pages under it (['media', 'library', page, source, property]); other
 * features invalidate it when the library may have changed, e.g. after a property save, which
 * reloads page 1.
 */
export const MEDIA_LIBRARY_QUERY_KEY = ['media', 'library'] as const;

const refreshListeners = new Set<() => void>();

/** The photo drawer listens: it goes back to its first library page (and reloads it) when asked. */
export function onLibraryRefreshRequested(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/**
 * After a property save: every cached library page is stale, and the
 * drawer shows page 1 again, loaded fresh (GET /media/library/1/{mediaSourceId}/{propertyId}).
 * Nothing is refetched for pages no longer shown; a drawer never opened loads page 1 when it opens.
 */
export function requestLibraryRefresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY, refetchType: 'none' });
  for (const listener of refreshListeners) listener();
}
