import { type Device } from '@common/contracts/devices';
import { type TranslatedPlace, type TranslatedSection } from '@common/contracts/translation';
import { deviceTexts, languageStates, otherLanguage, type LanguageStates } from '@common/guide-languages';
import { isDeviceMachineTranslated, isMachineTranslated, isPlaceMachineTranslated } from '@common/machine-translation';
import { type EditorForm } from './editor-form';
import { type AttractionValues, type GuideLocale, type SectionValues } from './editor-values';
import { placeLanguageStates, sectionLanguageStates } from './language-marks';
import { htmlToText } from './rich-text';

const written = (states: LanguageStates, lang: GuideLocale) =>
  states[lang] === 'written' || states[lang] === 'outdated';

/**
 * The language a section can be translated from into `to`: the other one, when the host wrote it. A
 * copy of a shared block is not: its words are the block's (decision 047), and a save keeps them.
 */
export const canTranslateInto = (section: SectionValues, to: GuideLocale): boolean =>
  !section.sharedBlockId &&
  written(sectionLanguageStates(section), otherLanguage(to)) &&
  !isMachineTranslated(section, otherLanguage(to));

/** Whether translating into `to` would replace words the host wrote there (asks first). */
export const wouldReplaceOwnWords = (section: SectionValues, to: GuideLocale): boolean =>
  written(sectionLanguageStates(section), to) && !isMachineTranslated(section, to);

/**
 * The sections the whole-guide translation into `to` takes: written by the host in the other
 * language and, in `to`, missing, starter text or out of date (never the host's up-to-date words).
 */
export function sectionsToTranslate(sections: SectionValues[], to: GuideLocale): SectionValues[] {
  return sections.filter(
    (section) => canTranslateInto(section, to) && sectionLanguageStates(section)[to] !== 'written',
  );
}

/** Puts a translation into the working copy, marked machine-translated until the host edits it. */
export function applyTranslation(form: EditorForm, translated: TranslatedSection, to: GuideLocale): void {
  const index = form.getValues().guide.sections.findIndex((section) => section.sectionId === translated.sectionId);
  if (index < 0) return; // Removed while the translation was on its way.
  const path = `guide.sections.${index}` as const;
  const section = form.getValues().guide.sections[index]!;
  form.setFieldValue(`${path}.title.${to}`, translated.title);
  form.setFieldValue(`${path}.body.${to}`, translated.body);
  form.setFieldValue(`${path}.machine`, { ...section.machine, [to]: translated.machine });
}

/** Whether a place's description can be translated into `to`: the host wrote it in the other language. */
export const canTranslatePlaceInto = (place: AttractionValues, to: GuideLocale): boolean =>
  !place.sharedBlockId &&
  written(placeLanguageStates(place), otherLanguage(to)) &&
  !isPlaceMachineTranslated(place, otherLanguage(to));

/** Whether translating a place into `to` would replace a description the host wrote there (asks first). */
export const wouldReplacePlaceWords = (place: AttractionValues, to: GuideLocale): boolean =>
  written(placeLanguageStates(place), to) && !isPlaceMachineTranslated(place, to);

/** The places the whole-guide translation into `to` takes (as for sections). */
export const placesToTranslate = (places: AttractionValues[], to: GuideLocale): AttractionValues[] =>
  places.filter((place) => canTranslatePlaceInto(place, to) && placeLanguageStates(place)[to] !== 'written');

/** The saved devices the whole-guide translation into `to` takes: written in the other language, not up to date in `to`. */
export function devicesToTranslate(devices: Device[], to: GuideLocale): Device[] {
  const from = otherLanguage(to);
  return devices.filter((device) => {
    if (device.sharedBlockId) return false; // The block's words (decision 047).
    const states = languageStates(deviceTexts(device), device.edited);
    return written(states, from) && !isDeviceMachineTranslated(device, from) && states[to] !== 'written';
  });
}

/** Puts a place's translated description (plain text in the form) into the working copy, marked. */
export function applyPlaceTranslation(form: EditorForm, translated: TranslatedPlace, to: GuideLocale): void {
  const places = form.getValues().guide.attractions;
  const index = places.findIndex((place) => place.attractionId === translated.attractionId);
  if (index < 0) return;
  form.setFieldValue(`guide.attractions.${index}.description.${to}`, htmlToText(translated.description));
  form.setFieldValue(`guide.attractions.${index}.machine`, { ...places[index]!.machine, [to]: translated.machine });
}
