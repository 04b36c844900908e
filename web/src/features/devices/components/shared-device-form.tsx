import { ActionIcon, Button, Group, Image, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ApiError } from '@common/contracts/api';
import { DEVICE_LIMITS, type Device } from '@common/contracts/devices';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { type ApiCallError } from '@web/lib/api-call';
import { SharedCopyNotice } from '@web/lib/shared-blocks/shared-copy-notice';
import { LAYERS } from '@web/lib/ui-constants';
import { useVideos } from '../api/get-videos';
import { SavedManualField } from './manual-field';
import { useDeviceSubmit } from './use-device-submit';

const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

/**
 * Edit a device that is a copy of a shared block (docs/decisions/047-shared-blocks.md): its name,
 * category, brand, model and texts are the block's (edited in Shared blocks); where it is in this
 * home, its photos, video and manual are this property's own. "Detach" makes it an ordinary device.
 */
export function SharedDeviceForm({
  propertyId,
  device,
  isCoHost,
  onClose,
}: {
  propertyId: number;
  device: Device & { sharedBlockId: number };
  isCoHost: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  const videos = useVideos(propertyId);
  const save = useDeviceSubmit(device);
  const [location, setLocation] = useState(device.location);
  const [videoId, setVideoId] = useState(device.videoId);
  const [photos, setPhotos] = useState(() => device.photos.map((p) => ({ mediaId: p.mediaId, url: p.smallUrl })));
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [refused, setRefused] = useState<ApiCallError | null>(null);
  const dirty =
    location !== device.location ||
    videoId !== device.videoId ||
    photos.map((p) => p.mediaId).join() !== device.mediaIds.join();
  const fieldError = (field: string) => {
    const found = errors.find((e) => e.field === field || e.field?.startsWith(`${field}.`));
    return found ? t(found.description, found.params) : undefined;
  };
  const submit = async () => {
    setErrors([]);
    setRefused(null);
    const outcome = await save.submit(
      { ...device, propertyId, location, videoId, mediaIds: photos.map((p) => p.mediaId) },
      null,
    );
    if (outcome.ok) return onClose();
    setErrors(outcome.error.errors);
    if (!outcome.error.errors.some((e) => e.field)) setRefused(outcome.error);
  };

  return (
    <Modal opened onClose={onClose} title={t('host.devices.edit')} size="lg">
      <Stack gap="sm">
        <FormError error={refused} />
        <SharedCopyNotice
          kind="device"
          sharedBlockId={device.sharedBlockId}
          propertyId={propertyId}
          isCoHost={isCoHost}
          dirty={dirty}
          onDetached={onClose}
        />
        <div>
          <Text fw={600}>{device.name}</Text>
          <Text size="sm" c="gray.7">
            {[t(`host.devices.categories.${device.category}`), [device.brand, device.model].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <TextInput
          label={t('host.devices.location')}
          placeholder={t('host.devices.locationPlaceholder')}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.location}
          error={fieldError('location')}
          data-autofocus
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
          value={videoId ? String(videoId) : ''}
          onChange={(v) => setVideoId(v ? Number(v) : null)}
          allowDeselect={false}
          comboboxProps={ABOVE_MODAL}
          error={fieldError('videoId')}
        />
        <SavedManualField device={device} />
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
