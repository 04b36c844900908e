import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /login/forgot — built by the accounts feature. */
export function LoginForgotPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} ta="center" py={64}>
      {t('routes.loginForgot')}
    </Title>
  );
}
