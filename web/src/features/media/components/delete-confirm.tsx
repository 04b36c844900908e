import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';

/**
 * The confirmation before deleting a library photo: header "Confirm", message
 * media_delete_confirmation. Cancel is the default focus, so Enter never deletes by accident;
 * Escape and a click outside cancel too.
 */
export function DeleteConfirm({
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('Confirm')} centered size="sm" withCloseButton={false}>
      <Text size="sm">{t('media_delete_confirmation')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('host.photos.actions.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={deleting}>
          {t('host.photos.actions.confirmDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
