import { Alert, Badge, Button, Collapse, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMessage, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type GuestMessage,
  type MessageChannel,
  MESSAGE_STATUSES,
  type MessageStatus,
} from '@common/contracts/messages';
import { type PropertyListItem } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatInstant } from '@web/lib/guest-dates';
import { useMessageLog } from '../api/get-message-log';
import { useMarkMessageSent } from '../api/mark-message-sent';
import { useResendMessage } from '../api/resend-message';
import { type StayOption } from './template-editor';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<MessageStatus, string> = {
  scheduled: 'blue',
  sending: 'cyan',
  sent: 'teal',
  ready: 'grape',
  failed: 'red',
  cancelled: 'gray',
};
const CHANNEL_ICONS: Record<MessageChannel, typeof IconMail> = {
  email: IconMail,
  sms: IconMessage,
  whatsapp: IconBrandWhatsapp,
};

/** One message of the log, with what the host can do with it: read it, resend it, send it via WhatsApp. */
export function MessageRow({ message, locale }: { message: GuestMessage; locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const resend = useResendMessage();
  const markSent = useMarkMessageSent();
  const ChannelIcon = CHANNEL_ICONS[message.channel];
  const bodyId = `message-${message.messageId}-text`;
  // Scheduled messages are written when they go out: until then they have no text.
  const text = message.subject || (message.body.length > 90 ? `${message.body.slice(0, 90)}…` : message.body);
  const when = message.sentAt
    ? t('host.messages.log.sentAt', { when: formatInstant(message.sentAt, locale) })
    : t('host.messages.log.dueAt', { when: formatInstant(message.dueAt, locale) });

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color={STATUS_COLORS[message.status]}>
              {t(`host.messages.statuses.${message.status}`)}
            </Badge>
            <Group gap={4} wrap="nowrap">
              <ChannelIcon size={16} aria-hidden color="var(--mantine-color-gray-7)" />
              <Text size="sm" c="gray.7">
                {t(`host.messages.channels.${message.channel}`)}
              </Text>
            </Group>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {message.guestName} · {message.propertyName}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            {when}
          </Text>
        </Group>
        {message.templateName || text ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.templateName ? (
              <Text span size="sm" c="gray.7">
                {text ? `${message.templateName}: ` : message.templateName}
              </Text>
            ) : null}
            {text}
          </Text>
        ) : null}
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {message.to ? t('host.messages.log.to', { to: message.to }) : t('host.messages.log.noAddress')}
          {message.attempts > 1 ? ` · ${t('host.messages.log.attempts', { count: message.attempts })}` : ''}
        </Text>
        {message.error ? (
          <Text size="sm" c="red.8">
            {t(message.error)}
          </Text>
        ) : null}
        <Collapse expanded={open}>
          <Paper id={bodyId} bg="gray.0" p="sm" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        </Collapse>
        <Group gap="xs">
          {message.body ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={bodyId}
            >
              {open ? t('host.messages.log.hideText') : t('host.messages.log.showText')}
            </Button>
          ) : null}
          {message.status === 'ready' && message.whatsappUrl ? (
            <Button
              size="xs"
              color="teal"
              component="a"
              href={message.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
              onClick={() => markSent.mutate(message.messageId)}
              loading={markSent.isPending}
            >
              {t('host.messages.log.sendWhatsapp')}
            </Button>
          ) : null}
          {message.status === 'sent' || message.status === 'failed' ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRepeat size={14} aria-hidden />}
              onClick={() => resend.mutate(message.messageId)}
              loading={resend.isPending}
            >
              {t('host.messages.log.resend')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The message log: every planned and sent message, filtered by status, property or stay (`initialStayId`: a stay's own messages). */
export function MessageLog({
  properties,
  stays,
  locale,
  initialStayId = null,
}: {
  properties: PropertyListItem[];
  stays: StayOption[];
  locale: Locale;
  initialStayId?: string | null;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [stayId, setStayId] = useState<string | null>(initialStayId);
  const [page, setPage] = useState(1);
  const log = useMessageLog({
    status: (status ?? undefined) as MessageStatus | undefined,
    propertyId: propertyId ? Number(propertyId) : undefined,
    stayId: stayId ? Number(stayId) : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((log.data?.totalCount ?? 0) / PAGE_SIZE));
  const filter = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('host.messages.log.status')}
          placeholder={t('host.messages.log.anyStatus')}
          data={MESSAGE_STATUSES.map((value) => ({ value, label: t(`host.messages.statuses.${value}`) }))}
          value={status}
          onChange={filter(setStatus)}
          clearable
          checkIconPosition="right"
          style={{ flex: '1 1 160px' }}
        />
        {properties.length > 1 ? (
          <Select
            label={t('host.messages.schedules.property')}
            placeholder={t('host.messages.schedules.allProperties')}
            data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
            value={propertyId}
            onChange={filter(setPropertyId)}
            clearable
            checkIconPosition="right"
            style={{ flex: '1 1 180px' }}
          />
        ) : null}
        <Select
          label={t('host.messages.log.stay')}
          placeholder={t('host.messages.log.anyStay')}
          data={stays}
          value={stayId}
          onChange={filter(setStayId)}
          clearable
          searchable
          checkIconPosition="right"
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {log.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </Stack>
      ) : !log.data ? (
        <Alert color="red" variant="light">
          {t('host.messages.loadFailed')}
        </Alert>
      ) : log.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="gray.7" ta="center">
            {status || propertyId || stayId ? t('host.messages.log.emptyFiltered') : t('host.messages.log.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('host.messages.tabs.log')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {log.data.items.map((message) => (
            <MessageRow key={message.messageId} message={message} locale={locale} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`host.stays.pager.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
