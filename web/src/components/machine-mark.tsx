import { Badge } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { TooltipOnDemand } from './tooltip-on-demand';

/** "Machine translated" on text still as a translation service wrote it (decision 055); nothing otherwise. */
export function MachineBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <TooltipOnDemand label={t('host.editor.translate.machineHint')} multiline w={260}>
      <Badge
        variant="light"
        color="indigo"
        leftSection={<IconLanguage size={12} aria-hidden />}
        tabIndex={0}
        aria-description={t('host.editor.translate.machineHint')}
      >
        {t('host.editor.translate.machine')}
      </Badge>
    </TooltipOnDemand>
  );
}
