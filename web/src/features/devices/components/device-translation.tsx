import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceInput } from '@common/contracts/devices';
import { type TranslatedDevice } from '@common/contracts/translation';
import { type ItemLanguage, type LanguageStates, otherLanguage } from '@common/guide-languages';
import { isDeviceMachineTranslated } from '@common/machine-translation';
import { MachineBadge } from '@web/components/machine-mark';
import { usePublicConfig } from '@web/lib/public-config';
import { useTranslateItems } from '@web/lib/translation/translation-api';

const written = (states: LanguageStates, lang: ItemLanguage) =>
  states[lang] === 'written' || states[lang] === 'outdated';

/**
 * In the device dialog, for the language shown: the "Machine translated" mark and, with a provider
 * configured and the other language written, "Translate from English/Spanish" (asks before replacing
 * the host's own words). The translation goes into the dialog; Save stores it with its mark.
 */
export function DeviceTranslation({
  propertyId,
  deviceId,
  values,
  states,
  lang,
  onTranslated,
}: {
  propertyId: number;
  deviceId: number | null;
  values: DeviceInput;
  states: LanguageStates;
  lang: ItemLanguage;
  onTranslated: (translated: TranslatedDevice) => void;
}) {
  const { t } = useTranslation();
  const { translationProvider } = usePublicConfig();
  const translate = useTranslateItems(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const from = otherLanguage(lang);
  const marked = isDeviceMachineTranslated(values, lang);
  const offered = Boolean(translationProvider) && written(states, from) && !isDeviceMachineTranslated(values, from);
  if (!offered && !marked) return null;

  const run = async () => {
    setConfirming(false);
    setDone(false);
    const result = await translate
      .mutateAsync({
        from,
        to: lang,
        devices: [
          {
            deviceId: deviceId ?? 0,
            howTo: values.howTo?.[from] ?? '',
            troubleshooting: values.troubleshooting?.[from] ?? '',
          },
        ],
      })
      .catch(() => null); // The API client has shown the error.
    const translated = result?.devices[0];
    if (!translated) return;
    onTranslated(translated);
    setDone(true);
  };

  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
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
            onClick={() => (written(states, lang) && !marked ? setConfirming(true) : void run())}
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
