import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /login/register — built by the accounts feature. */
export function LoginRegisterPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} ta="center" py={64}>
      {t('routes.loginRegister')}
    </Title>
  );
}
