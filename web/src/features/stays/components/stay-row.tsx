import { ActionIcon, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCircleCheck,
  IconDoorExit,
  IconDots,
  IconEye,
  IconLinkOff,
  IconMailPlus,
  IconPencil,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { type Stay } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { daysBetween, formatCalendarDate } from '@web/lib/guest-dates';
import { NeedsEmailMark } from './stay-reservation';
import { StayStatusBadge } from './stay-status-badge';

/** One stay in the host's list: name, status, dates, property, guests, opens, and its actions menu. */
export function StayRow({
  stay,
  locale,
  onOpen,
  onEdit,
  onDelete,
}: {
  stay: Stay;
  locale: Locale;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const nights = daysBetween(stay.checkInDate, stay.checkOutDate);
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onOpen}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('host.stays.openNamed', { name: stay.guestName })}
        >
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {stay.guestName}
              </Text>
              <StayStatusBadge status={stay.status} />
              {stay.email ? null : <NeedsEmailMark />}
              {stay.link.revoked ? (
                <IconLinkOff
                  size={16}
                  color="var(--mantine-color-gray-7)"
                  aria-label={t('host.stays.link.revokedShort')}
                />
              ) : null}
            </Group>
            <Text size="sm">
              {formatCalendarDate(stay.checkInDate, locale)} → {formatCalendarDate(stay.checkOutDate, locale)} ·{' '}
              {t('host.stays.nights', { count: nights })}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text size="sm" c="gray.7">
                {stay.propertyName}
              </Text>
              {stay.reservationCode ? (
                <Text size="sm" c="gray.7">
                  {t('host.stays.reservation.codeShort', { code: stay.reservationCode })}
                </Text>
              ) : null}
              <Group gap={4} wrap="nowrap">
                <IconUsers size={14} aria-hidden color="var(--mantine-color-gray-7)" />
                <Text size="sm" c="gray.7">
                  {t('host.stays.guestCount', { count: stay.guestCount })}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconEye size={14} aria-hidden color="var(--mantine-color-gray-7)" />
                <Text size="sm" c="gray.7">
                  {t('host.stays.opens', { count: stay.link.openCount })}
                </Text>
              </Group>
              {stay.checkedOutAt ? (
                <Group gap={4} wrap="nowrap">
                  <IconDoorExit size={14} aria-hidden color="var(--mantine-color-gray-7)" />
                  <Text size="sm" c="gray.7">
                    {t('host.stays.checkedOutShort')}
                  </Text>
                </Group>
              ) : stay.arrivedAt ? (
                <Group gap={4} wrap="nowrap">
                  <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-teal-8)" />
                  <Text size="sm" c="teal.9">
                    {t('host.stays.arrivedShort')}
                  </Text>
                </Group>
              ) : null}
            </Group>
          </Stack>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('host.stays.actionsNamed', { name: stay.guestName })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onOpen}>
              {t('host.stays.linkAndDetails')}
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('host.stays.edit')}
            </Menu.Item>
            {stay.email ? null : (
              <Menu.Item leftSection={<IconMailPlus size={16} aria-hidden />} onClick={onEdit}>
                {t('host.stays.needsEmail.add')}
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('host.stays.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
