import { type DeviceInput } from '@common/contracts/devices';
import { type TranslatedDevice } from '@common/contracts/translation';
import { type ItemLanguage, type LanguageStates, otherLanguage } from '@common/guide-languages';
import { isDeviceMachineTranslated } from '@common/machine-translation';
import { TranslateControls } from '@web/components/translate-controls';
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
  const { translationProvider } = usePublicConfig();
  const translate = useTranslateItems(propertyId);
  const from = otherLanguage(lang);
  const marked = isDeviceMachineTranslated(values, lang);

  const run = async () => {
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
    if (!translated) return false;
    onTranslated(translated);
    return true;
  };

  return (
    <TranslateControls
      lang={lang}
      marked={marked}
      offered={Boolean(translationProvider) && written(states, from) && !isDeviceMachineTranslated(values, from)}
      pending={translate.isPending}
      wouldReplace={written(states, lang) && !marked}
      translate={run}
    />
  );
}
