import { isStarterText, type LanguageStates, sectionTexts, statesOnSave } from '@common/guide-languages';
import type { AttractionValues, SectionValues } from './editor-values';

/** A section's language states as the server will store them on save (decision 035), live from the form. */
export const sectionLanguageStates = (section: SectionValues): LanguageStates =>
  statesOnSave(section.saved, sectionTexts(section), isStarterText);

/** A place's language states as the server will store them on save, live from the form. */
export const placeLanguageStates = (place: AttractionValues): LanguageStates =>
  statesOnSave(place.saved, place.description);
