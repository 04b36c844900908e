import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /login/reset — built by the accounts feature. */
export function LoginResetPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} ta="center" py={64}>
      {t('routes.loginReset')}
    </Title>
  );
}
