import { ITEM_LANGUAGES, type ItemLanguage, languageMark } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import type { EditorValues, GuideLocale } from '../lib/editor-values';
import { placeLanguageStates, sectionLanguageStates } from '../lib/language-marks';

/**
 * The publish check's list per language (decision 035): the sections and places not written there
 * (missing or still starter text while the other language is written) and those out of date.
 */
export function useLanguageWork(guide: EditorValues['guide'], lang: GuideLocale) {
  const { t } = useTranslation();
  const other = lang === 'es' ? 'en' : 'es';
  const items = [
    ...guide.sections.map((section) => ({
      label: section.title[lang] || section.title[other] || t(`host.editor.sectionKinds.${section.kind}`),
      states: sectionLanguageStates(section),
    })),
    ...guide.attractions.map((place) => ({
      label: place.name.trim() || t('host.editor.places.untitled'),
      states: placeLanguageStates(place),
    })),
  ];
  return ITEM_LANGUAGES.flatMap((language: ItemLanguage) => {
    const missing: string[] = [];
    const outdated: string[] = [];
    for (const item of items) {
      const mark = languageMark(item.states, language);
      if (mark === 'outdated') outdated.push(item.label);
      else if (mark) missing.push(item.label);
    }
    return missing.length || outdated.length ? [{ lang: language, missing, outdated }] : [];
  });
}
