import {
  ITEM_LANGUAGES,
  type ItemLanguage,
  isStarterText,
  type LanguageState,
  type LanguageStates,
  languageStates,
  needsWork,
  nextEditedStamps,
  sectionTexts,
} from '@common/guide-languages';
import type { AttractionValues, SavedLanguages, SectionValues } from './editor-values';

/** Stands for "the save the host is about to make": later than any stamp the server wrote. */
const UNSAVED = '9999-12-31T23:59:59.999Z';

/**
 * The states the server will store on save (decision 035), computed live from the form: what the
 * host changed since the last save counts as edited now.
 */
function liveStates(
  saved: SavedLanguages | undefined,
  texts: SavedLanguages['texts'],
  starter?: (html: string, lang: ItemLanguage) => boolean,
): LanguageStates {
  const edited = nextEditedStamps(saved ?? null, texts, UNSAVED, starter);
  return languageStates(texts, edited, starter);
}

export const sectionLanguageStates = (section: SectionValues): LanguageStates =>
  liveStates(section.saved, sectionTexts(section), isStarterText);

export const placeLanguageStates = (place: AttractionValues): LanguageStates =>
  liveStates(place.saved, place.description);

/** A language's mark for the editor: why guests of that language do not get the host's up-to-date words; null when nothing to say. */
export function languageMark(states: LanguageStates, lang: ItemLanguage): Exclude<LanguageState, 'written'> | null {
  if (!needsWork(states, lang)) return null;
  const state = states[lang];
  return state === 'written' ? null : state;
}

/** The marks of one item, per language that has one. */
export const itemMarks = (states: LanguageStates) =>
  ITEM_LANGUAGES.flatMap((lang) => {
    const mark = languageMark(states, lang);
    return mark ? [{ lang, mark }] : [];
  });
