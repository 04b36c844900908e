import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /host/confirm — built by the accounts feature. */
export function HostConfirmPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} ta="center" py={64}>
      {t('routes.hostConfirm')}
    </Title>
  );
}
