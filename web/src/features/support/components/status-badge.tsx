import { Badge } from '@mantine/core';
import { type TicketStatus } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';

const COLORS: Record<TicketStatus, string> = { open: 'blue', waiting: 'yellow', closed: 'gray' };

/** A ticket's status as a coloured badge with its name in words (`staff`: worded for the team). */
export function StatusBadge({ status, staff = false }: { status: TicketStatus; staff?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} style={{ flex: 'none' }}>
      {t(staff ? `admin.support.status.${status}` : `host.support.status.${status}`)}
    </Badge>
  );
}
