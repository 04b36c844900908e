import { Badge, Group } from '@mantine/core';
import { itemMarks, type LanguageStates } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';

/** Small badges on a section, place or device: "Español: not written", "English: out of date" (decision 035). */
export function LanguageMarks({ states }: { states: LanguageStates }) {
  const { t } = useTranslation();
  const marks = itemMarks(states);
  if (!marks.length) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {marks.map(({ lang, mark }) => (
        <Badge key={lang} size="xs" color="orange" variant="light" data-testid={`language-mark-${lang}`} lang={lang}>
          {t(`host.editor.language.marks.${mark}`, { language: t(`language.${lang}`) })}
        </Badge>
      ))}
    </Group>
  );
}
