import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconExternalLink, IconMailOff, IconPencil } from '@tabler/icons-react';
import { type Stay } from '@common/contracts/stays';
import { useTranslation } from '@web/lib/i18n/react';

/** The mark of a stay without a guest e-mail: its messages cannot be sent until one is added. */
export function NeedsEmailMark() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="orange" leftSection={<IconMailOff size={12} aria-hidden />}>
      {t('host.stays.needsEmail.mark')}
    </Badge>
  );
}

/** In a stay's details: why an e-mail is needed and the way to add it (saving it plans the messages again). */
export function NeedsEmailNotice({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailOff size={18} aria-hidden />}
      title={t('host.stays.needsEmail.mark')}
    >
      <Text size="sm" mb="xs">
        {t('host.stays.needsEmail.explain')}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onAdd}>
        {t('host.stays.needsEmail.add')}
      </Button>
    </Alert>
  );
}

/**
 * What the booking platform gave for a stay: its reservation code (or the host's), the last four
 * digits of the guest's phone, and a link to the reservation on the platform. Nothing when none is known.
 */
export function ReservationFacts({ stay }: { stay: Stay }) {
  const { t } = useTranslation();
  if (!stay.reservationCode && !stay.phoneLast4 && !stay.reservationUrl) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {stay.reservationCode ? (
        <div>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {t('host.stays.fields.reservationCode')}
          </Text>
          <Text size="sm" ff="monospace">
            {stay.reservationCode}
          </Text>
        </div>
      ) : null}
      {stay.phoneLast4 ? (
        <div>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {t('host.stays.reservation.phoneLast4')}
          </Text>
          <Text size="sm">{t('host.stays.reservation.phoneEndsIn', { digits: stay.phoneLast4 })}</Text>
        </div>
      ) : null}
      {stay.reservationUrl ? (
        <Group gap={4}>
          <Anchor href={stay.reservationUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('host.stays.reservation.open')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      ) : null}
    </SimpleGrid>
  );
}
