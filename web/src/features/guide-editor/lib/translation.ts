import { type TranslatedSection } from '@common/contracts/translation';
import { otherLanguage, type LanguageStates } from '@common/guide-languages';
import { isMachineTranslated } from '@common/machine-translation';
import { type EditorForm } from './editor-form';
import { type GuideLocale, type SectionValues } from './editor-values';
import { sectionLanguageStates } from './language-marks';

const written = (states: LanguageStates, lang: GuideLocale) =>
  states[lang] === 'written' || states[lang] === 'outdated';

/** The language a section can be translated from into `to`: the other one, when the host wrote it. */
export const canTranslateInto = (section: SectionValues, to: GuideLocale): boolean =>
  written(sectionLanguageStates(section), otherLanguage(to)) && !isMachineTranslated(section, otherLanguage(to));

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
