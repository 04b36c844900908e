import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { GUIDE_LOCALES } from '@common/contracts/property-constants';
import { otherLanguage } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { usePublicConfig } from '@web/lib/public-config';
import {
  saveTranslatedDevice,
  useInvalidateDevices,
  usePropertyDevices,
  useTranslateItems,
} from '@web/lib/translation/translation-api';
import { type EditorForm } from '../lib/editor-form';
import { type GuideLocale } from '../lib/editor-values';
import { useEditorPropertyId } from '../lib/editor-property';
import { textToHtml } from '../lib/rich-text';
import {
  applyPlaceTranslation,
  applyTranslation,
  devicesToTranslate,
  placesToTranslate,
  sectionsToTranslate,
} from '../lib/translation';

interface Done {
  to: GuideLocale;
  count: number;
  items: boolean;
  devicesSaved: number;
  devicesFailed: number;
}

/**
 * "Translate N items into Spanish/English": every section, place and device the host wrote in one
 * language that is missing, starter text or out of date in the other, in one call. Sections and
 * places land in the working copy (saved with the guide); devices, edited on their own screen, are
 * saved at once. Shown only with a provider configured.
 */
export function TranslateGuide({ form }: { form: EditorForm }) {
  const { t } = useTranslation();
  const { translationProvider } = usePublicConfig();
  const propertyId = useEditorPropertyId();
  const translate = useTranslateItems(propertyId ?? 0);
  const devices = usePropertyDevices(propertyId, Boolean(translationProvider));
  const reloadDevices = useInvalidateDevices();
  const [running, setRunning] = useState<GuideLocale | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  if (!translationProvider || propertyId === null) return null;
  const { sections, attractions } = form.values.guide;
  const offers = GUIDE_LOCALES.map((to) => ({
    to,
    sections: sectionsToTranslate(sections, to),
    places: placesToTranslate(attractions, to),
    devices: devicesToTranslate(devices.data ?? [], to),
  }))
    .map((offer) => ({ ...offer, count: offer.sections.length + offer.places.length + offer.devices.length }))
    .filter((offer) => offer.count > 0);
  if (offers.length === 0 && !done) return null;
  /** Only sections: the wording names them; else "items", with the count of each kind. */
  const onlySections = offers.every((offer) => offer.count === offer.sections.length);

  const run = async (offer: (typeof offers)[number]) => {
    const { to } = offer;
    const from = otherLanguage(to);
    setRunning(to);
    setDone(null);
    const result = await translate
      .mutateAsync({
        from,
        to,
        sections: offer.sections.map((section) => ({
          sectionId: section.sectionId,
          title: section.title[from],
          body: section.body[from],
        })),
        places: offer.places.map((place) => ({
          attractionId: place.attractionId,
          description: textToHtml(place.description[from]),
        })),
        devices: offer.devices.map((device) => ({
          deviceId: device.deviceId,
          howTo: device.howTo[from] ?? '',
          troubleshooting: device.troubleshooting[from] ?? '',
        })),
      })
      .catch(() => null); // The API client has shown the error.
    if (!result) return setRunning(null);
    for (const translated of result.sections) applyTranslation(form, translated, to);
    for (const translated of result.places) applyPlaceTranslation(form, translated, to);
    let devicesSaved = 0;
    let devicesFailed = 0;
    for (const translated of result.devices) {
      const device = offer.devices.find((d) => d.deviceId === translated.deviceId);
      if (!device) continue;
      const saved = await saveTranslatedDevice(device, to, translated).catch(() => null);
      if (saved) devicesSaved++;
      else devicesFailed++;
    }
    if (result.devices.length) reloadDevices();
    setRunning(null);
    setDone({
      to,
      count: result.sections.length + result.places.length + result.devices.length,
      items: !onlySections,
      devicesSaved,
      devicesFailed,
    });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        {offers.map((offer) => (
          <Button
            key={offer.to}
            size="xs"
            variant="light"
            leftSection={<IconLanguage size={14} aria-hidden />}
            loading={running === offer.to}
            disabled={running !== null && running !== offer.to}
            onClick={() => void run(offer)}
          >
            {t(`host.editor.translate.${onlySections ? 'guideInto' : 'guideItemsInto'}_${offer.to}`, {
              count: offer.count,
            })}
          </Button>
        ))}
      </Group>
      {!onlySections && offers.length > 0 && !done ? (
        <Text size="xs" c="gray.7">
          {offers
            .map((offer) =>
              t('host.editor.translate.guideItemsDetail', {
                sections: offer.sections.length,
                places: offer.places.length,
                devices: offer.devices.length,
              }),
            )
            .join(' / ')}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7" role="status">
        {done
          ? [
              t(`host.editor.translate.${done.items ? 'guideItemsDone' : 'guideDone'}_${done.to}`, {
                count: done.count,
              }),
              done.devicesSaved ? t('host.editor.translate.devicesSaved', { count: done.devicesSaved }) : '',
              done.devicesFailed ? t('host.editor.translate.devicesNotSaved') : '',
            ]
              .filter(Boolean)
              .join(' ')
          : t(onlySections ? 'host.editor.translate.guideHint' : 'host.editor.translate.guideItemsHint')}
      </Text>
    </Stack>
  );
}
