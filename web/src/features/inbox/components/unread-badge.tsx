import { Badge } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { useInboxSummary } from '../api/inbox';

/** The navigation's count of unread guest questions (polled every minute); nothing when there are none. */
export function InboxUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useInboxSummary({ poll: true });
  const count = data?.unreadCount ?? 0;
  if (!count) return null;
  return (
    <Badge size="sm" circle aria-label={t('host.inbox.unread', { count })} data-testid="inbox-unread">
      {count}
    </Badge>
  );
}
