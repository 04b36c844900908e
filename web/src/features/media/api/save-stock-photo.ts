import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MEDIA_LIMITS,
  type MediaLibraryItem,
  type SaveStockPhotoRequest,
  type StockPhoto,
} from '@common/contracts/media';
import { apiOrThrow } from '@web/lib/api-call';
import { MEDIA_LIBRARY_QUERY_KEY } from '@web/lib/media-query-keys';

/** What the server keeps of a stock photo: the photo itself and the photographer's credit. */
export const stockPhotoCopy = (photo: StockPhoto): SaveStockPhotoRequest => ({
  photoId: photo.id,
  url: photo.src.original,
  ...(photo.alt ? { alt: photo.alt.slice(0, MEDIA_LIMITS.altMax) } : {}),
  ...(photo.photographer ? { photographer: photo.photographer.slice(0, 200) } : {}),
  ...(photo.photographer_url ? { photographerUrl: photo.photographer_url } : {}),
});

/** POST /media/library/stock/{propertyId}: a copy of the stock photo in the guide's library (source Stock photos). */
export function saveStockPhoto(propertyId: number, photo: StockPhoto): Promise<MediaLibraryItem> {
  return apiOrThrow<MediaLibraryItem>('POST', `/media/library/stock/${propertyId}`, { body: stockPhotoCopy(photo) });
}

/** Saves the copy when a stock photo is assigned; the library shows it once saved. */
export function useSaveStockPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, photo }: { propertyId: number; photo: StockPhoto }) => saveStockPhoto(propertyId, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY }),
  });
}
