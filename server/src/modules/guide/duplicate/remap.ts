import type { GuideContent, PropertyRow } from '../../../db/schema';

/** Old ids and file keys of the source, to the copy's: what a guide names is rewritten through this. */
export interface Remap {
  media: Map<number, number>;
  videos: Map<number, number>;
  /** Old file key (small or large variant) -> new one; URLs in the guide contain the keys. */
  paths: Map<string, string>;
}

/** A photo's id in the copy; null when the photo was not copied (its files were missing). */
const mediaId = (remap: Remap, id: number | null | undefined): number | null =>
  id === null || id === undefined ? null : (remap.media.get(id) ?? null);

export const remapMediaIds = (remap: Remap, ids: number[]): number[] =>
  ids.flatMap((id) => (remap.media.has(id) ? [remap.media.get(id)!] : []));

export const remapVideoId = (remap: Remap, id: number | null | undefined): number | null =>
  id === null || id === undefined ? null : (remap.videos.get(id) ?? null);

/** A URL of a copied photo points at the copy's file; any other URL stays as it was. */
export function remapUrl(remap: Remap, url: string | null): string | null {
  if (!url) return url;
  for (const [from, to] of remap.paths) if (url.includes(from)) return url.replace(from, to);
  return url;
}

/** The guide columns of the copy: the same content, naming the copy's photos and videos. */
export function remapGuideColumns(
  row: Pick<PropertyRow, 'guide' | 'propertyImage' | 'propertyImageMediaId'>,
  remap: Remap,
): Pick<PropertyRow, 'guide' | 'propertyImage' | 'propertyImageMediaId'> {
  const guide: GuideContent = {
    ...row.guide,
    sections: row.guide.sections.map((section) => {
      const { videoId, ...rest } = section;
      const newVideoId = remapVideoId(remap, videoId);
      return {
        ...rest,
        mediaIds: remapMediaIds(remap, section.mediaIds),
        imageUrls: section.imageUrls.map((url) => remapUrl(remap, url)!),
        ...(newVideoId !== null ? { videoId: newVideoId } : {}),
      };
    }),
    attractions: row.guide.attractions.map((attraction) => ({
      ...attraction,
      mediaId: mediaId(remap, attraction.mediaId),
      imageUrl: remapUrl(remap, attraction.imageUrl ?? null),
    })),
  };
  return {
    guide,
    propertyImageMediaId: mediaId(remap, row.propertyImageMediaId),
    propertyImage: remapUrl(remap, row.propertyImage),
  };
}
