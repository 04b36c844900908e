import type { Attraction, GuideSection } from '@common/contracts/property';
import { isStarterText, nextEditedStamps, sectionTexts } from '@common/guide-languages';
import { keptMachineMarks, keptPlaceMarks } from '@common/machine-translation';

/**
 * Keeps each saved section's and place's per-language "last written" stamps (decision 035): the
 * client's `edited` is ignored; the stamps come from comparing the saved words with the stored ones.
 * A section's or place's machine-translation marks (decision 055) are kept only where they match the saved words.
 */
export function stampSections(stored: GuideSection[], saved: GuideSection[], now: string): GuideSection[] {
  const byId = new Map(stored.map((s) => [s.sectionId, s]));
  return saved.map((section) => {
    const before = byId.get(section.sectionId);
    const edited = nextEditedStamps(
      before ? { texts: sectionTexts(before), edited: before.edited } : null,
      sectionTexts(section),
      now,
      isStarterText,
    );
    const { machine: _sent, ...fields } = section;
    const machine = keptMachineMarks(section);
    return { ...fields, edited, ...(Object.keys(machine).length ? { machine } : {}) };
  });
}

export function stampAttractions(stored: Attraction[], saved: Attraction[], now: string): Attraction[] {
  const byId = new Map(stored.map((a) => [a.attractionId, a]));
  return saved.map((attraction) => {
    const before = byId.get(attraction.attractionId);
    const edited = nextEditedStamps(
      before ? { texts: before.description ?? {}, edited: before.edited } : null,
      attraction.description ?? {},
      now,
    );
    const { machine: _sent, ...fields } = attraction;
    const machine = keptPlaceMarks(attraction);
    return { ...fields, edited, ...(Object.keys(machine).length ? { machine } : {}) };
  });
}
