import type { Attraction, GuideSection } from '@common/contracts/property';

/**
 * A section that is a copy of a shared block (docs/decisions/047-shared-blocks.md) keeps the stored
 * link and the block's words on a property save: `sharedBlockId` is read-only, and the kind, icon,
 * title and body of a copy change only through the block (or after detaching it). The guide's own
 * parts of the section (order, photos, video, sensitive) are saved as sent.
 */
export function keepSharedCopies(stored: GuideSection[], saved: GuideSection[]): GuideSection[] {
  const copies = new Map(
    stored.filter((s) => typeof s.sharedBlockId === 'number').map((s) => [s.sectionId, s] as const),
  );
  return saved.map((section) => {
    const copy = copies.get(section.sectionId);
    if (!copy) return section;
    const { kind, icon, title, body, sharedBlockId } = copy;
    return { ...section, kind, icon, title, body, sharedBlockId };
  });
}

/**
 * A place that is a copy of a shared block keeps the stored link and the block's words on a
 * property save, as a section does: its type, name, description, address, location, link and phone
 * change only through the block (or after detaching it). Its photo and position are the guide's own.
 */
export function keepSharedPlaces(stored: Attraction[], saved: Attraction[]): Attraction[] {
  const copies = new Map(
    stored.filter((a) => typeof a.sharedBlockId === 'number').map((a) => [a.attractionId, a] as const),
  );
  return saved.map((attraction) => {
    const { sharedBlockId: _sent, ...place } = attraction;
    const copy = copies.get(attraction.attractionId);
    if (!copy) return place;
    const { attractionTypeId, name, description, address, latitude, longitude, url, phone, sharedBlockId } = copy;
    return { ...place, attractionTypeId, name, description, address, latitude, longitude, url, phone, sharedBlockId };
  });
}
