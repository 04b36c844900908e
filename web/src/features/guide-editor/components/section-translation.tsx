import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherLanguage } from '@common/guide-languages';
import { isMachineTranslated } from '@common/machine-translation';
import { MachineBadge } from '@web/components/machine-mark';
import { usePublicConfig } from '@web/lib/public-config';
import { useTranslateSections } from '../api/translate-sections';
import { type EditorForm } from '../lib/editor-form';
import { type GuideLocale, type SectionValues } from '../lib/editor-values';
import { useEditorPropertyId } from '../lib/editor-property';
import { applyTranslation, canTranslateInto, wouldReplaceOwnWords } from '../lib/translation';

/** The "Machine translated" mark of a section's language, while its words are still the provider's. */
export function MachineMark({ section, lang }: { section: SectionValues; lang: GuideLocale }) {
  return <MachineBadge shown={isMachineTranslated(section, lang)} />;
}

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
  const { t } = useTranslation();
  const { translationProvider } = usePublicConfig();
  const propertyId = useEditorPropertyId();
  const translate = useTranslateSections(propertyId ?? 0);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const from = otherLanguage(lang);
  const offered = Boolean(translationProvider) && propertyId !== null && canTranslateInto(section, lang);
  const mark = <MachineMark section={section} lang={lang} />;
  if (!offered && !isMachineTranslated(section, lang)) return null;

  const run = async () => {
    setConfirming(false);
    setDone(false);
    const result = await translate
      .mutateAsync({
        from,
        to: lang,
        sections: [{ sectionId: section.sectionId, title: section.title[from], body: section.body[from] }],
      })
      .catch(() => null); // The API client has shown the error.
    const translated = result?.sections[0];
    if (!translated) return;
    applyTranslation(form, translated, lang);
    setDone(true);
  };

  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Group gap="xs">{mark}</Group>
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
            onClick={() => (wouldReplaceOwnWords(section, lang) ? setConfirming(true) : void run())}
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
