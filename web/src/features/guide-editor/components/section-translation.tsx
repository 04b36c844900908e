import { otherLanguage } from '@common/guide-languages';
import { isMachineTranslated } from '@common/machine-translation';
import { TranslateControls } from '@web/components/translate-controls';
import { usePublicConfig } from '@web/lib/public-config';
import { useTranslateSections } from '../api/translate-sections';
import { type EditorForm } from '../lib/editor-form';
import { type GuideLocale, type SectionValues } from '../lib/editor-values';
import { useEditorPropertyId } from '../lib/editor-property';
import { applyTranslation, canTranslateInto, wouldReplaceOwnWords } from '../lib/translation';

/**
 * Above a section's fields in one language: the machine-translation mark and, with a translation
 * provider configured, "Translate from English/Spanish" (asks before replacing the host's own words).
 */
export function SectionTranslation({
  form,
  section,
  lang,
}: {
  form: EditorForm;
  section: SectionValues;
  lang: GuideLocale;
}) {
  const { translationProvider } = usePublicConfig();
  const propertyId = useEditorPropertyId();
  const translate = useTranslateSections(propertyId ?? 0);
  const from = otherLanguage(lang);
  const offered = Boolean(translationProvider) && propertyId !== null && canTranslateInto(section, lang);

  const run = async () => {
    const result = await translate
      .mutateAsync({
        from,
        to: lang,
        sections: [{ sectionId: section.sectionId, title: section.title[from], body: section.body[from] }],
      })
      .catch(() => null); // The API client has shown the error.
    const translated = result?.sections[0];
    if (!translated) return false;
    applyTranslation(form, translated, lang);
    return true;
  };

  return (
    <TranslateControls
      lang={lang}
      marked={isMachineTranslated(section, lang)}
      offered={offered}
      pending={translate.isPending}
      wouldReplace={wouldReplaceOwnWords(section, lang)}
      translate={run}
    />
  );
}
