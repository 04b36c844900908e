import { Badge } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';

/** On an item in the editor (section, place, device): it is a copy of a shared block (decision 047). */
export function SharedBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
      {t('host.sharedBlocks.badge')}
    </Badge>
  );
}
