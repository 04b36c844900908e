import type { GuideSection, LocalizedText, SectionKind } from '@common/contracts/property';
import { isStarterText, nextEditedStamps, sectionTexts } from '@common/guide-languages';
import type { SharedBlockRow } from '../../db/schema';

/** What a copy takes from its block; everything else of the section (order, photos, video, sensitive) is the guide's. */
export const blockContent = (block: SharedBlockRow) => ({
  kind: block.sectionKind as SectionKind,
  icon: block.icon,
  title: { ...block.title } as LocalizedText,
  body: { ...block.body } as LocalizedText,
  sharedBlockId: block.id,
});

/**
 * The section rewritten from the block, its language stamps moved on as a save would move them
 * (decision 035): a language whose words changed is written now.
 */
export function rewriteCopy(section: GuideSection, block: SharedBlockRow, now: string): GuideSection {
  const next = { ...section, ...blockContent(block) };
  const edited = nextEditedStamps(
    { texts: sectionTexts(section), edited: section.edited },
    sectionTexts(next),
    now,
    isStarterText,
  );
  return { ...next, edited };
}

/** A new copy of the block at the end of a guide of `count` sections. */
export function newCopy(block: SharedBlockRow, sectionId: string, count: number, now: string): GuideSection {
  const content = blockContent(block);
  return {
    sectionId,
    ...content,
    sensitive: false,
    sortOrder: count,
    mediaIds: [],
    imageUrls: [],
    edited: nextEditedStamps(null, sectionTexts(content), now),
  };
}

/** The section as a plain one of its guide: same words, no longer following the block. */
export function detachCopy(section: GuideSection): GuideSection {
  const { sharedBlockId: _dropped, ...plain } = section;
  return plain;
}
