import { Anchor, Group, Image, Skeleton, Text } from '@mantine/core';
import { type TicketAttachment } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { attachmentPath, type AttachmentViewer, useAttachmentUrl } from '../api/attachment-image';

function Screenshot({
  viewer,
  ticketId,
  attachment,
  index,
}: {
  viewer: AttachmentViewer;
  ticketId: number;
  attachment: TicketAttachment;
  index: number;
}) {
  const { t } = useTranslation();
  const url = useAttachmentUrl(attachmentPath(viewer, ticketId, attachment.attachmentId));
  const label = t('host.support.screenshot.alt', {
    index: index + 1,
    width: attachment.width,
    height: attachment.height,
  });
  if (url === null) return <Skeleton w={160} h={100} radius="sm" />;
  if (url === 'failed')
    return (
      <Text size="xs" c="red.8">
        {t('host.support.screenshot.loadFailed')}
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={t('host.support.screenshot.open', { label })}>
      <Image
        src={url}
        alt={label}
        w={160}
        h={100}
        fit="cover"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
        data-testid="ticket-screenshot"
      />
    </Anchor>
  );
}

/** A message's screenshots as thumbnails; each opens the full image in a new tab. */
export function TicketAttachments({
  viewer,
  ticketId,
  attachments,
}: {
  viewer: AttachmentViewer;
  ticketId: number;
  attachments: TicketAttachment[];
}) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {attachments.map((attachment, index) => (
        <Screenshot
          key={attachment.attachmentId}
          viewer={viewer}
          ticketId={ticketId}
          attachment={attachment}
          index={index}
        />
      ))}
    </Group>
  );
}
