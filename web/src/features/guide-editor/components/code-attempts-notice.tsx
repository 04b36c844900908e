import { Alert } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { useCodeAttempts } from '../api/get-code-attempts';

/**
 * Tells the host that someone is guessing the guide's access code (wrong codes in the last 24 hours,
 * from all devices together), with the advice to pick a longer code. Nothing while there are none.
 */
export function CodeAttemptsNotice({ propertyId, hasCode }: { propertyId: number; hasCode: boolean }) {
  const { t } = useTranslation();
  const { data } = useCodeAttempts(propertyId, hasCode);
  if (!hasCode || !data || data.wrongCodes === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconShieldExclamation size={18} aria-hidden />} role="status">
      {t('host.editor.sharing.codeAttempts', { count: data.wrongCodes })}
    </Alert>
  );
}
