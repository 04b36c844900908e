import { otherLanguage } from '@common/guide-languages';
import { isPlaceMachineTranslated } from '@common/machine-translation';
import { useTranslation } from '@web/lib/i18n/react';
import { TranslateControls } from '@web/components/translate-controls';
import { usePublicConfig } from '@web/lib/public-config';
import { useTranslateItems } from '@web/lib/translation/translation-api';
import { type EditorForm } from '../lib/editor-form';
import { type AttractionValues, type GuideLocale } from '../lib/editor-values';
import { useEditorPropertyId } from '../lib/editor-property';
import { textToHtml } from '../lib/rich-text';
import { applyPlaceTranslation, canTranslatePlaceInto, wouldReplacePlaceWords } from '../lib/translation';

/**
 * Under a place's description in one language: the "Machine translated" mark and, with a provider
 * configured, "Translate from English/Spanish" (asks before replacing the host's own words).
 */
export function PlaceTranslation({
  form,
  place,
  lang,
}: {
  form: EditorForm;
  place: AttractionValues;
  lang: GuideLocale;
}) {
  const { t } = useTranslation();
  const { translationProvider } = usePublicConfig();
  const propertyId = useEditorPropertyId();
  const translate = useTranslateItems(propertyId ?? 0);
  const from = otherLanguage(lang);
  const offered = Boolean(translationProvider) && propertyId !== null && canTranslatePlaceInto(place, lang);

  const run = async () => {
    const result = await translate
      .mutateAsync({
        from,
        to: lang,
        places: [{ attractionId: place.attractionId, description: textToHtml(place.description[from]) }],
      })
      .catch(() => null); // The API client has shown the error.
    const translated = result?.places[0];
    if (!translated) return false;
    applyPlaceTranslation(form, translated, lang);
    return true;
  };

  return (
    <TranslateControls
      lang={lang}
      marked={isPlaceMachineTranslated(place, lang)}
      offered={offered}
      pending={translate.isPending}
      wouldReplace={wouldReplacePlaceWords(place, lang)}
      translate={run}
      label={t('host.editor.translate.placeLabel', { name: place.name.trim() || t('host.editor.places.untitled') })}
    />
  );
}
