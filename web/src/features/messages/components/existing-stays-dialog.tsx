import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { useApplyToExistingStays } from '../api/existing-stays';

/** A booking schedule just saved, and how many guests booked before it have not had its message. */
export interface ExistingStaysOffer {
  scheduleId: number;
  stayCount: number;
}

/**
 * Asks whether a new booking schedule should also go to the guests already booked, showing how
 * many: it goes only to new bookings unless the host says so here.
 */
export function ExistingStaysDialog({ offer, onClose }: { offer: ExistingStaysOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyToExistingStays();
  const count = offer?.stayCount ?? 0;
  return (
    <Modal opened={offer !== null} onClose={onClose} title={t('host.messages.schedules.existingTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('host.messages.schedules.existingMessage', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('host.messages.schedules.existingSkip')}
          </Button>
          <Button
            loading={apply.isPending}
            onClick={() => offer && apply.mutate(offer.scheduleId, { onSuccess: onClose })}
          >
            {t('host.messages.schedules.existingApply', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
