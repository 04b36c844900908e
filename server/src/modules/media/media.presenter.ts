import type { MediaLibraryItem } from '@common/contracts/media';
import type { MediaRow } from '../../db/schema';

/** A library row as the contract shows it. Paths stay relative to the public image base URL. */
export function presentMediaItem(row: MediaRow): MediaLibraryItem {
  return {
    mediaId: row.id,
    mediaSourceId: row.mediaSourceId,
    propertyId: row.propertyId,
    smallImagePath: row.smallPath,
    largeImagePath: row.largePath,
    width: row.width,
    height: row.height,
    smallWidth: row.smallWidth,
    smallHeight: row.smallHeight,
    alt: row.alt,
    fileName: row.fileName,
    photographer: row.photographer,
    photographerUrl: row.photographerUrl,
    createDate: row.createDate.toISOString(),
  };
}
