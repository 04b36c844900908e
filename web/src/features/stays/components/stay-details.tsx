import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Divider,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconExternalLink,
  IconLinkOff,
  IconMail,
  IconPencil,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { type Stay } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatTime } from '@web/lib/dates';
import { formatCalendarDate, formatInstant } from '@web/lib/guest-dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { usePublicConfig } from '@web/lib/public-config';
import { useRenewStayLink } from '../api/renew-stay-link';
import { useRevokeStayLink } from '../api/revoke-stay-link';
import { useQrCode } from '../hooks/use-qr-code';
import { absoluteStayLink } from '../lib/stay-link';
import { NeedsEmailNotice, ReservationFacts } from './stay-reservation';
import { StayStatusBadge } from './stay-status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

type LinkAction = 'revoke' | 'renew';

/**
 * One stay: dates, contact, the guest's own guide link (copy, open, QR code) with its opens, the
 * guest's "I've arrived" / "I've checked out", and revoking or renewing the link after a confirmation.
 */
export function StayDetails({ stay, locale, onEdit }: { stay: Stay; locale: Locale; onEdit: () => void }) {
  const { t } = useTranslation();
  const { publicUrl } = usePublicConfig();
  const link = stay.link.revoked ? null : absoluteStayLink(stay.link.url, publicUrl);
  const qr = useQrCode(link);
  const revoke = useRevokeStayLink();
  const renew = useRenewStayLink();
  const [confirming, setConfirming] = useState<LinkAction | null>(null);
  const never = t('host.stays.details.never');
  const fileName = `${
    stay.guestName
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'guest'
  }-qr.png`;

  const confirm = () => {
    const action = confirming === 'revoke' ? revoke : renew;
    action.mutate(stay.stayId, { onSettled: () => setConfirming(null) });
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <StayStatusBadge status={stay.status} />
        <Badge variant="light" color="gray">
          {t('host.stays.guestCount', { count: stay.guestCount })}
        </Badge>
        <Badge variant="light" color="gray">
          {t(`language.${stay.locale}`)}
        </Badge>
        {stay.source !== 'manual' ? (
          <Badge variant="light" color="grape">
            {t(`host.stays.source.${stay.source}`)}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('host.stays.fields.property')} value={stay.propertyName} />
        <Fact label={t('host.stays.details.timeZone')} value={stay.timeZone} />
        <Fact
          label={t('host.stays.details.checkIn')}
          value={`${formatCalendarDate(stay.checkInDate, locale)} · ${formatTime(stay.checkInTime, locale)}`}
        />
        <Fact
          label={t('host.stays.details.checkOut')}
          value={`${formatCalendarDate(stay.checkOutDate, locale)} · ${formatTime(stay.checkOutTime, locale)}`}
        />
        <Fact label={t('host.stays.fields.email')} value={stay.email ?? '—'} />
        <Fact label={t('host.stays.fields.phone')} value={stay.phone ?? '—'} />
      </SimpleGrid>
      <ReservationFacts stay={stay} />
      {stay.email ? null : <NeedsEmailNotice onAdd={onEdit} />}
      {stay.notes ? <Fact label={t('host.stays.fields.notes')} value={stay.notes} /> : null}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('host.stays.edit')}
        </Button>
        <Button
          variant="subtle"
          component={LocaleLink}
          to={`/home/guide/messages?tab=log&stayId=${stay.stayId}`}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('host.stays.details.messages')}
        </Button>
      </Group>

      <Divider />
      <Title order={3} size="h5">
        {t('host.stays.link.title')}
      </Title>
      {link ? (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
            <TextInput
              label={t('host.stays.link.label')}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              rightSectionWidth={40}
              rightSection={
                <CopyButton value={link} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('host.stays.link.copied') : t('host.stays.link.copy')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={copied ? t('host.stays.link.copied') : t('host.stays.link.copy')}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {t('host.stays.link.open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Text size="sm" c="gray.7">
              {t('host.stays.link.window', {
                from: formatInstant(stay.link.unlocksAt, locale),
                until: formatInstant(stay.link.locksAt, locale),
              })}
            </Text>
          </Stack>
          <Stack gap={6} align="center">
            {qr ? (
              <Image
                src={qr}
                alt={t('host.stays.link.qrAlt', { name: stay.guestName })}
                w={132}
                h={132}
                radius="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
            ) : (
              <Skeleton w={132} h={132} />
            )}
            {qr ? (
              <Button
                component="a"
                href={qr}
                download={fileName}
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                {t('host.stays.link.downloadQr')}
              </Button>
            ) : null}
          </Stack>
        </Group>
      ) : (
        <Alert color="gray" variant="light" icon={<IconLinkOff size={18} aria-hidden />}>
          {t('host.stays.link.revokedNote')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact
          label={t('host.stays.details.firstOpened')}
          value={formatInstant(stay.link.firstOpenedAt, locale) || never}
        />
        <Fact
          label={t('host.stays.details.lastOpened')}
          value={formatInstant(stay.link.lastOpenedAt, locale) || never}
        />
        <Fact label={t('host.stays.details.opens')} value={String(stay.link.openCount)} />
        <Fact
          label={t('host.stays.details.arrived')}
          value={formatInstant(stay.arrivedAt, locale) || t('host.stays.details.notYet')}
        />
        <Fact
          label={t('host.stays.details.checkedOut')}
          value={formatInstant(stay.checkedOutAt, locale) || t('host.stays.details.notYet')}
        />
      </SimpleGrid>
      <Group gap="sm">
        {!stay.link.revoked ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconLinkOff size={16} aria-hidden />}
            onClick={() => setConfirming('revoke')}
          >
            {t('host.stays.link.revoke')}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => setConfirming('renew')}
        >
          {t('host.stays.link.renew')}
        </Button>
      </Group>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`host.stays.link.${confirming}Title`) : ''}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{confirming ? t(`host.stays.link.${confirming}Message`, { name: stay.guestName }) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              {t('host.stays.cancel')}
            </Button>
            <Button
              color={confirming === 'revoke' ? 'red' : undefined}
              onClick={confirm}
              loading={revoke.isPending || renew.isPending}
            >
              {confirming ? t(`host.stays.link.${confirming}Confirm`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
