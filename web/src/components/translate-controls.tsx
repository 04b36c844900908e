import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { type ItemLanguage, otherLanguage } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { MachineBadge } from './machine-mark';

/**
 * Under a section's, place's or device's text in one language (decision 055): the "Machine
 * translated" mark and, when `offered`, "Translate from English/Spanish". When the translation would
 * replace the host's own words, it asks first. `translate` runs the request and puts the answer in
 * place; it resolves true when it did (an error has then been shown by the API client).
 */
export function TranslateControls({
  lang,
  marked,
  offered,
  pending,
  wouldReplace,
  translate,
  label,
}: {
  lang: ItemLanguage;
  marked: boolean;
  offered: boolean;
  pending: boolean;
  wouldReplace: boolean;
  translate: () => Promise<boolean>;
  /** Names the group for screen readers where several items share a screen. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  if (!offered && !marked) return null;
  const from = otherLanguage(lang);

  const run = async () => {
    setConfirming(false);
    setDone(false);
    setDone(await translate());
  };

  return (
    <Group gap="sm" justify="space-between" wrap="wrap" {...(label ? { role: 'group', 'aria-label': label } : {})}>
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
            loading={pending}
            onClick={() => (wouldReplace ? setConfirming(true) : void run())}
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
