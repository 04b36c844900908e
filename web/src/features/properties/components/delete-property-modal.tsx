import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { useDeleteProperty } from '../api/delete-property';

/**
 * Asks before deleting a property and deletes it on confirmation (toast removed / property_removed).
 * Closed when `property` is null.
 */
export function DeletePropertyModal({ property, onClose }: { property: Property | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteProperty();
  const confirm = () => {
    if (!property) return;
    deletion.mutate(property.propertyId, { onSuccess: onClose });
  };
  return (
    <Modal opened={property !== null} onClose={onClose} title={t('host.properties.deleteTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('host.properties.deleteMessage', { name: property?.name ?? '' })}</Text>
        {property?.guide.published ? (
          <Text size="sm" c="red.8" fw={500}>
            {t('host.properties.deletePublished')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('host.properties.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {t('host.properties.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
