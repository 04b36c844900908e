import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherLanguage } from '@common/guide-languages';
import { isPlaceMachineTranslated } from '@common/machine-translation';
import { MachineBadge } from '@web/components/machine-mark';
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
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const from = otherLanguage(lang);
  const marked = isPlaceMachineTranslated(place, lang);
  const offered = Boolean(translationProvider) && propertyId !== null && canTranslatePlaceInto(place, lang);
  if (!offered && !marked) return null;

  const run = async () => {
    setConfirming(false);
    setDone(false);
    const result = await translate
      .mutateAsync({
        from,
        to: lang,
        places: [{ attractionId: place.attractionId, description: textToHtml(place.description[from]) }],
      })
      .catch(() => null); // The API client has shown the error.
    const translated = result?.places[0];
    if (!translated) return;
    applyPlaceTranslation(form, translated, lang);
    setDone(true);
  };

  const label = t('host.editor.translate.placeLabel', { name: place.name.trim() || t('host.editor.places.untitled') });
  return (
    <Group gap="sm" justify="space-between" wrap="wrap" role="group" aria-label={label}>
      <Group gap="xs">
        <MachineBadge shown={marked} />
      </Group>
      {offered ? (
        confirming ? (
          <Group gap="xs" role="group" aria-label={t(`host.editor.translate.replace_${lang}`)}>
            <Text size="sm">{t(`host.editor.translate.replace_${lang}`)}</Text>
            <Button size="xs" color="orange" onClick={() => void run()}>
              {t('host.editor.translate.replaceConfirm')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('host.editor.translate.cancel')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLanguage size={14} aria-hidden />}
            loading={translate.isPending}
            onClick={() => (wouldReplacePlaceWords(place, lang) ? setConfirming(true) : void run())}
          >
            {t(`host.editor.translate.from_${from}`)}
          </Button>
        )
      ) : null}
      {done ? (
        <Text size="xs" c="gray.7" role="status" w="100%">
          {t('host.editor.translate.done')}
        </Text>
      ) : null}
    </Group>
  );
}
