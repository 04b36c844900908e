import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /login — built by the accounts feature. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} ta="center" py={64}>
      {t('routes.login')}
    </Title>
  );
}
