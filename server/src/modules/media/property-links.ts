import type { Db } from '../../db/client';
import type { GuideContent, PropertyRow } from '../../db/schema';
import { changeGuide, type ChangeEvents } from '../../events';
import { AccessPolicy } from '../access';
import { PropertyRepository } from '../property';
import type { GuideMediaUsage, PropertyAccess } from './media.service';
import { nextModifyDate } from '../../lib/modify-date';

/**
 * The media module's view of properties: who may use a property's library (the access policy's
 * `guide.update`) and, through the property module's repository, taking a deleted photo out of the
 * guides that show it (announced as guide.changed with each guide it changes).
 */
export class PropertyLinks implements PropertyAccess, GuideMediaUsage {
  private readonly properties: PropertyRepository;
  private readonly access: AccessPolicy;

  constructor(
    db: Db,
    private readonly events: ChangeEvents,
  ) {
    this.properties = new PropertyRepository(db);
    this.access = new AccessPolicy(db);
  }

  async requireLibrary(userId: string, propertyId: number): Promise<void> {
    await this.access.require(userId, 'guide.update', { propertyId });
  }

  /**
   * Guide usage as seen by one user: the guides of the properties that user may edit. A photo can
   * only be assigned from the drawer to a guide its user edits, so these are the guides that can
   * show it (a URL pasted into some other host's guide is that host's business; it stops loading).
   */
  async removeMedia(userId: string, photo: { mediaId: number; imagePaths: string[] }): Promise<number[]> {
    const changed: number[] = [];
    for (const { row } of await this.properties.listVisible(userId)) {
      // A concurrent save wins the race: read again and retry, a few times.
      let current: PropertyRow | null = row;
      for (let attempt = 0; current && attempt < 3; attempt++) {
        const values = withoutMedia(current, photo);
        if (!values) break;
        const { id, modifyDate } = current;
        const saved = await changeGuide(this.events, id, (tx) =>
          new PropertyRepository(tx).updateIfUnchanged(id, modifyDate, {
            ...values,
            modifyDate: nextModifyDate(modifyDate),
          }),
        );
        if (saved) {
          changed.push(current.id);
          break;
        }
        current = (await this.properties.findVisible(userId, current.id))?.row ?? null;
      }
    }
    return changed;
  }
}

/** The guide columns with the photo taken out, or null when the property does not show it. */
export function withoutMedia(
  row: Pick<PropertyRow, 'guide' | 'propertyImage' | 'propertyImageMediaId'>,
  photo: { mediaId: number; imagePaths: string[] },
): Pick<PropertyRow, 'guide' | 'propertyImage' | 'propertyImageMediaId'> | null {
  const showsPhoto = (url: string | null | undefined) => !!url && photo.imagePaths.some((p) => url.includes(p));
  let touched = false;
  const guide: GuideContent = {
    ...row.guide,
    sections: row.guide.sections.map((section) => {
      const mediaIds = section.mediaIds.filter((id) => id !== photo.mediaId);
      const imageUrls = section.imageUrls.filter((url) => !showsPhoto(url));
      if (mediaIds.length === section.mediaIds.length && imageUrls.length === section.imageUrls.length) return section;
      touched = true;
      return { ...section, mediaIds, imageUrls };
    }),
    attractions: row.guide.attractions.map((attraction) => {
      const dropId = attraction.mediaId === photo.mediaId;
      const dropUrl = showsPhoto(attraction.imageUrl);
      if (!dropId && !dropUrl) return attraction;
      touched = true;
      return {
        ...attraction,
        mediaId: dropId ? null : attraction.mediaId,
        imageUrl: dropUrl ? null : attraction.imageUrl,
      };
    }),
  };
  const propertyImageMediaId = row.propertyImageMediaId === photo.mediaId ? null : row.propertyImageMediaId;
  const propertyImage = showsPhoto(row.propertyImage) ? null : row.propertyImage;
  if (propertyImageMediaId !== row.propertyImageMediaId || propertyImage !== row.propertyImage) touched = true;
  return touched ? { guide, propertyImage, propertyImageMediaId } : null;
}
