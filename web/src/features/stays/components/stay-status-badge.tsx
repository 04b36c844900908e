import { Badge } from '@mantine/core';
import { type StayStatus } from '@common/contracts/stays';
import { useTranslation } from '@web/lib/i18n/react';

const COLORS: Record<StayStatus, string> = { upcoming: 'blue', inHouse: 'teal', past: 'gray' };

/** Upcoming / In house / Past. */
export function StayStatusBadge({ status }: { status: StayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0 }}>
      {t(`host.stays.statusBadge.${status}`)}
    </Badge>
  );
}
