import type { GuideSection } from '@common/contracts/property';

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
