import { type Video, type VideoKind, videoLinkUrls } from '@common/contracts/videos';
import type { MediaRow, VideoRow } from '../../db/schema';
import { FILES_ROUTE_PREFIX } from '../storage';

/** A video as hosts see it. `poster` is the poster's library row when it still exists. */
export function presentVideo(row: VideoRow, poster: MediaRow | undefined, imageBaseUrl: string): Video {
  const kind = row.kind as VideoKind;
  const link = kind !== 'file' && row.providerVideoId ? videoLinkUrls(kind, row.providerVideoId) : null;
  const fileUrl = kind === 'file' && row.fileKey ? `${FILES_ROUTE_PREFIX}${row.fileKey}` : null;
  return {
    videoId: row.id,
    propertyId: row.propertyId,
    kind,
    providerVideoId: row.providerVideoId,
    url: link?.url ?? fileUrl ?? '',
    embedUrl: link?.embedUrl ?? null,
    fileUrl,
    contentType: row.contentType,
    byteSize: row.byteSize,
    title: row.title ?? {},
    posterMediaId: poster ? row.posterMediaId : null,
    posterUrl: poster ? `${imageBaseUrl}${poster.smallPath}` : null,
    createDate: row.createDate.toISOString(),
    modifyDate: row.modifyDate.toISOString(),
  };
}
