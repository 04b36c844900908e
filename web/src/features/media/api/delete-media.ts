import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeletedMedia, type MediaLibraryItem, type MediaLibraryPage } from '@common/contracts/media';
import { PROPERTIES_QUERY_KEY } from '@web/lib/properties/property-keys';
import { apiOrThrow } from '@web/lib/api-call';
import { MEDIA_LIBRARY_QUERY_KEY } from '@web/lib/media-query-keys';
import { libraryPageQueryKey, type LibraryPageRequest } from './get-library-page';

/** DELETE /media/library/{mediaId}/{mediaSourceId}: the item and its files are gone. */
export function deleteMedia(item: Pick<MediaLibraryItem, 'mediaId' | 'mediaSourceId'>): Promise<DeletedMedia> {
  return apiOrThrow<DeletedMedia>('DELETE', `/media/library/${item.mediaId}/${item.mediaSourceId}`);
}

/**
 * Deletes a library photo shown on `shownPage`. On success it is removed from that page locally
 * without reloading it; the other cached pages of the library are marked stale
 * (their items have shifted), and the properties whose guide used the photo are refetched, since the
 * server removed it from them.
 */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item }: { item: MediaLibraryItem; shownPage: LibraryPageRequest }) => deleteMedia(item),
    onSuccess: async (deleted, { shownPage }) => {
      const key = libraryPageQueryKey(shownPage);
      await queryClient.cancelQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY, refetchType: 'none' });
      queryClient.setQueryData<MediaLibraryPage>(key, (page) =>
        page
          ? {
              items: page.items.filter((item) => item.mediaId !== deleted.mediaId),
              totalCount: Math.max(0, page.totalCount - 1),
            }
          : page,
      );
      if (deleted.removedFromPropertyIds.length > 0)
        await queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY });
    },
  });
}
