import {
  ActionIcon,
  Button,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DEVICE_CATEGORIES,
  DEVICE_LIMITS,
  type Device,
  type DeviceCategory,
  type DeviceInput,
} from '@common/contracts/devices';
import { type ApiError } from '@common/contracts/api';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { deviceTexts, statesOnSave } from '@common/guide-languages';
import { LanguageMarks } from '@web/components/language-marks';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { type ApiCallError } from '@web/lib/api-call';
import { LAYERS } from '@web/lib/ui-constants';
import { useVideos } from '../api/get-videos';
import { DeviceTranslation } from './device-translation';
import { NewManualField, refusalText, SavedManualField } from './manual-field';
import { useDeviceSubmit } from './use-device-submit';

type Lang = 'en' | 'es';
interface Photo {
  mediaId: number;
  url: string;
}

/** Dropdowns open inside the modal, so above it (the layer order puts modals over menus). */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

const blank = (propertyId: number): DeviceInput => ({
  propertyId,
  name: '',
  category: 'other',
  location: '',
  brand: '',
  model: '',
  howTo: {},
  troubleshooting: {},
  mediaIds: [],
  videoId: null,
});

/**
 * Add or edit a device: details, how-to and troubleshooting per language, photos from the drawer, a
 * video and the PDF manual. A new device's manual is chosen here and uploaded by the same Save
 * (useDeviceSubmit); a saved device's manual is replaced or removed at once.
 */
export function DeviceForm({
  propertyId,
  device,
  opened,
  onClose,
}: {
  propertyId: number;
  device: Device | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  const videos = useVideos(propertyId);
  const save = useDeviceSubmit(device);
  const [values, setValues] = useState<DeviceInput>(() => (device ? { ...device, propertyId } : blank(propertyId)));
  const [photos, setPhotos] = useState<Photo[]>(
    () => device?.photos.map((p) => ({ mediaId: p.mediaId, url: p.smallUrl })) ?? [],
  );
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<ApiError[]>([]);
  /** A refusal no field shows (e.g. too many devices, the server failing). */
  const [refused, setRefused] = useState<ApiCallError | null>(null);
  /** A new device's manual, until Save has uploaded it; why its last upload was refused. */
  const [manualFile, setManualFile] = useState<File | null>(null);
  const [manualError, setManualError] = useState<string | null>(null);

  const set = <K extends keyof DeviceInput>(key: K, value: DeviceInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (field: string) => {
    const found = errors.find((e) => e.field === field || e.field?.startsWith(`${field}.`));
    return found ? t(found.description, found.params) : undefined;
  };
  const submit = async () => {
    setErrors([]);
    setRefused(null);
    setManualError(null);
    const outcome = await save.submit({ ...values, mediaIds: photos.map((p) => p.mediaId) }, manualFile);
    if (outcome.ok) return onClose();
    if (outcome.step === 'manual') {
      // The device is stored; the dialog stays open with the file, so Save tries the manual again.
      setManualError(t('host.devices.manualNotUploaded', { reason: refusalText(t, outcome.error) }));
      return;
    }
    setErrors(outcome.error.errors);
    if (!outcome.error.errors.some((e) => e.field)) setRefused(outcome.error);
  };
  const text = (field: 'howTo' | 'troubleshooting') => values[field]?.[lang] ?? '';
  // What the save will store per language (decision 035): not written or out of date, live.
  const states = statesOnSave(
    device ? { texts: deviceTexts(device), edited: device.edited } : null,
    deviceTexts(values),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={device ? t('host.devices.edit') : t('host.devices.add')} size="lg">
      <Stack gap="sm">
        <FormError error={refused} />
        <TextInput
          label={t('host.devices.name')}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.name}
          required
          error={fieldError('name')}
          data-autofocus
        />
        <Select
          label={t('host.devices.category')}
          data={DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`host.devices.categories.${c}`) }))}
          value={values.category}
          onChange={(c) => c && set('category', c as DeviceCategory)}
          allowDeselect={false}
          searchable
          comboboxProps={ABOVE_MODAL}
          error={fieldError('category')}
        />
        <TextInput
          label={t('host.devices.location')}
          placeholder={t('host.devices.locationPlaceholder')}
          value={values.location ?? ''}
          onChange={(e) => set('location', e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.location}
          error={fieldError('location')}
        />
        <Group grow>
          <TextInput
            label={t('host.devices.brand')}
            value={values.brand ?? ''}
            onChange={(e) => set('brand', e.currentTarget.value)}
            maxLength={DEVICE_LIMITS.brand}
            error={fieldError('brand')}
          />
          <TextInput
            label={t('host.devices.model')}
            value={values.model ?? ''}
            onChange={(e) => set('model', e.currentTarget.value)}
            maxLength={DEVICE_LIMITS.model}
            error={fieldError('model')}
          />
        </Group>
        <SegmentedControl
          aria-label={t('host.devices.language')}
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ]}
        />
        <LanguageMarks states={states} />
        <DeviceTranslation
          propertyId={propertyId}
          deviceId={device?.deviceId ?? null}
          values={values}
          states={states}
          lang={lang}
          onTranslated={(tr) =>
            setValues((v) => ({
              ...v,
              howTo: { ...v.howTo, [lang]: tr.howTo },
              troubleshooting: { ...v.troubleshooting, [lang]: tr.troubleshooting },
              machine: { ...v.machine, [lang]: tr.machine },
            }))
          }
        />
        <RichTextField
          key={`howTo-${lang}`}
          label={`${t('host.devices.howTo')} (${lang.toUpperCase()})`}
          value={text('howTo')}
          onChange={(html) => set('howTo', { ...values.howTo, [lang]: html })}
          error={fieldError('howTo')}
        />
        <RichTextField
          key={`trouble-${lang}`}
          label={`${t('host.devices.troubleshooting')} (${lang.toUpperCase()})`}
          value={text('troubleshooting')}
          onChange={(html) => set('troubleshooting', { ...values.troubleshooting, [lang]: html })}
          error={fieldError('troubleshooting')}
        />
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t('host.devices.photos')}
          </Text>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {photos.map((photo) => (
              <div key={photo.mediaId} style={{ position: 'relative' }}>
                <Image src={photo.url} alt="" radius="sm" h={72} fit="cover" />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  aria-label={t('host.devices.removePhoto')}
                  onClick={() => setPhotos((list) => list.filter((p) => p.mediaId !== photo.mediaId))}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
          {fieldError('mediaIds') ? (
            <Text c="red" size="sm">
              {fieldError('mediaIds')}
            </Text>
          ) : null}
          {drawer.canAssign && photos.length < DEVICE_LIMITS.photos ? (
            <Button
              mt="xs"
              variant="light"
              size="xs"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              onClick={() =>
                drawer.open(undefined, {
                  onAssign: (photo) =>
                    photo.mediaId !== null &&
                    setPhotos((list) =>
                      list.some((p) => p.mediaId === photo.mediaId)
                        ? list
                        : [...list, { mediaId: photo.mediaId!, url: photo.url }],
                    ),
                })
              }
            >
              {t('host.devices.addPhoto')}
            </Button>
          ) : null}
        </div>
        <Select
          label={t('host.devices.video')}
          data={[
            { value: '', label: t('host.devices.noVideo') },
            ...(videos.data ?? []).map((v) => ({
              value: String(v.videoId),
              label: v.title.en || v.title.es || t('host.videos.untitled'),
            })),
          ]}
          value={values.videoId ? String(values.videoId) : ''}
          onChange={(v) => set('videoId', v ? Number(v) : null)}
          allowDeselect={false}
          comboboxProps={ABOVE_MODAL}
          error={fieldError('videoId')}
        />
        {device ? (
          <SavedManualField device={device} />
        ) : (
          <NewManualField
            file={manualFile}
            onChange={(file) => {
              setManualFile(file);
              setManualError(null);
            }}
            error={manualError}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('host.devices.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.pending}>
            {t('host.devices.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
