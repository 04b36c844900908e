import { ActionIcon, Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { deviceTexts, languageStates } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { LanguageMarks } from '@web/components/language-marks';
import { IconFileTypePdf, IconPencil, IconPlus, IconTrash, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { DEVICE_LIMITS, type Device } from '@common/contracts/devices';
import { type PropertyListItem } from '@common/contracts/property';
import { SharedBadge } from '@web/lib/shared-blocks/shared-badge';
import { UseSharedBlockMenu } from '@web/lib/shared-blocks/use-shared-block-menu';
import { useDeleteDevice } from '../api/delete-device';
import { useDevices } from '../api/get-devices';
import { DeviceForm } from './device-form';
import { chosenProperty, PropertySelect } from './property-select';
import { SharedDeviceForm } from './shared-device-form';

/** The devices of one property: list, add, edit, delete. */
export function DevicesPanel({ properties }: { properties: PropertyListItem[] }) {
  const { t } = useTranslation();
  // ?property=ID (a link from Shared blocks) opens that property's devices.
  const [chosen, setChosen] = useState<number | null>(
    () => Number(new URLSearchParams(window.location.search).get('property')) || null,
  );
  const propertyId = chosenProperty(properties, chosen);
  const devices = useDevices(propertyId);
  const remove = useDeleteDevice();
  const [editing, setEditing] = useState<Device | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Device | null>(null);

  const isCoHost = properties.find((p) => p.propertyId === propertyId)?.isCoHost ?? false;

  if (propertyId === null) return <Alert variant="light">{t('host.devices.noProperties')}</Alert>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PropertySelect
          properties={properties}
          value={propertyId}
          onChange={setChosen}
          label={t('host.devices.property')}
        />
        <Group gap="sm">
          <UseSharedBlockMenu
            kind="device"
            propertyId={propertyId}
            isCoHost={isCoHost}
            used={(devices.data ?? []).flatMap((d) => (d.sharedBlockId ? [d.sharedBlockId] : []))}
            dirty={false}
            full={(devices.data?.length ?? 0) >= DEVICE_LIMITS.perProperty}
          />
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('host.devices.add')}
          </Button>
        </Group>
      </Group>
      {devices.isPending ? (
        <Skeleton h={72} radius="md" />
      ) : devices.isError ? (
        <Alert color="red" variant="light">
          {t('host.devices.loadFailed')}
        </Alert>
      ) : devices.data.length === 0 ? (
        <Text c="dimmed">{t('host.devices.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.data.map((device) => (
            <Paper key={device.deviceId} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {device.name}
                    </Text>
                    <Badge variant="light">{t(`host.devices.categories.${device.category}`)}</Badge>
                    {device.sharedBlockId ? <SharedBadge /> : null}
                    <LanguageMarks states={languageStates(deviceTexts(device), device.edited)} />
                  </Group>
                  <Text size="sm" c="gray.7">
                    {[device.location, [device.brand, device.model].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Group gap="sm">
                    {device.videoId ? (
                      <Group gap={4}>
                        <IconVideo size={14} aria-hidden />
                        <Text size="xs">{t('host.devices.hasVideo')}</Text>
                      </Group>
                    ) : null}
                    {device.manual ? (
                      <Group gap={4}>
                        <IconFileTypePdf size={14} aria-hidden />
                        <Text size="xs">{t('host.devices.hasManual')}</Text>
                      </Group>
                    ) : null}
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('host.devices.editNamed', { name: device.name })}
                    onClick={() => setEditing(device)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('host.devices.deleteNamed', { name: device.name })}
                    onClick={() => setDeleting(device)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && editing !== 'new' && editing.sharedBlockId ? (
        <SharedDeviceForm
          key={editing.deviceId}
          propertyId={propertyId}
          device={{ ...editing, sharedBlockId: editing.sharedBlockId }}
          isCoHost={isCoHost}
          onClose={() => setEditing(null)}
        />
      ) : editing ? (
        <DeviceForm
          key={editing === 'new' ? 'new' : editing.deviceId}
          propertyId={propertyId}
          device={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('host.devices.delete')}>
        <Text>{t('host.devices.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('host.devices.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => deleting && void remove.mutateAsync(deleting.deviceId).then(() => setDeleting(null))}
          >
            {t('host.devices.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
