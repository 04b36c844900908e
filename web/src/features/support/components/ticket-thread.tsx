import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type Ticket } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { type AttachmentViewer } from '../api/attachment-image';
import { TicketAttachments } from './ticket-attachments';

/**
 * A ticket's messages, oldest first, as a list. Staff messages sit on a tinted card; an internal note
 * (staff view only) is yellow, dashed and labelled, so it never passes for a reply.
 */
export function TicketThread({
  ticketId,
  messages,
  labelledBy,
  viewer = 'host',
}: {
  ticketId: number;
  messages: Ticket['messages'];
  labelledBy?: string;
  viewer?: AttachmentViewer;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {messages.map((message) => (
        <li key={message.messageId} data-testid={message.internal ? 'ticket-note' : 'ticket-message'}>
          <Paper
            withBorder
            p="sm"
            radius="md"
            bg={message.internal ? 'yellow.0' : message.author === 'staff' ? 'blue.0' : undefined}
            style={
              message.internal ? { borderStyle: 'dashed', borderColor: 'var(--mantine-color-yellow-7)' } : undefined
            }
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {message.authorName}
                </Text>
                {message.internal ? (
                  <Badge
                    size="xs"
                    color="yellow"
                    variant="filled"
                    c="dark"
                    leftSection={<IconLock size={10} aria-hidden />}
                  >
                    {t('admin.support.noteBadge')}
                  </Badge>
                ) : message.author === 'staff' ? (
                  <Badge size="xs" variant="light">
                    {t('host.support.staffBadge')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createDate, locale)}
              </Text>
            </Group>
            <Text mt={6} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
            <TicketAttachments viewer={viewer} ticketId={ticketId} attachments={message.attachments ?? []} />
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
