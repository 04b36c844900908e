import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_LOCALES } from '@common/contracts/property';
import { otherLanguage } from '@common/guide-languages';
import { usePublicConfig } from '@web/lib/public-config';
import { useTranslateSections } from '../api/translate-sections';
import { type EditorForm } from '../lib/editor-form';
import { type GuideLocale } from '../lib/editor-values';
import { useEditorPropertyId } from '../lib/editor-property';
import { applyTranslation, sectionsToTranslate } from '../lib/translation';

/**
 * "Translate N sections into Spanish/English": every section the host wrote in one language that is
 * missing, starter text or out of date in the other, in one call. Shown only with a provider configured.
 */
export function TranslateGuide({ form }: { form: EditorForm }) {
  const { t } = useTranslation();
  const { translationProvider } = usePublicConfig();
  const propertyId = useEditorPropertyId();
  const translate = useTranslateSections(propertyId ?? 0);
  const [running, setRunning] = useState<GuideLocale | null>(null);
  const [done, setDone] = useState<{ to: GuideLocale; count: number } | null>(null);
  if (!translationProvider || propertyId === null) return null;
  const sections = form.values.guide.sections;
  const offers = GUIDE_LOCALES.map((to) => ({ to, sections: sectionsToTranslate(sections, to) })).filter(
    (offer) => offer.sections.length > 0,
  );
  if (offers.length === 0 && !done) return null;

  const run = async (to: GuideLocale, chosen: typeof sections) => {
    const from = otherLanguage(to);
    setRunning(to);
    setDone(null);
    const result = await translate
      .mutateAsync({
        from,
        to,
        sections: chosen.map((section) => ({
          sectionId: section.sectionId,
          title: section.title[from],
          body: section.body[from],
        })),
      })
      .catch(() => null);
    setRunning(null);
    if (!result) return;
    for (const translated of result.sections) applyTranslation(form, translated, to);
    setDone({ to, count: result.sections.length });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        {offers.map(({ to, sections: chosen }) => (
          <Button
            key={to}
            size="xs"
            variant="light"
            leftSection={<IconLanguage size={14} aria-hidden />}
            loading={running === to}
            disabled={running !== null && running !== to}
            onClick={() => void run(to, chosen)}
          >
            {t(`host.editor.translate.guideInto_${to}`, { count: chosen.length })}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="gray.7" role="status">
        {done
          ? t(`host.editor.translate.guideDone_${done.to}`, { count: done.count })
          : t('host.editor.translate.guideHint')}
      </Text>
    </Stack>
  );
}
