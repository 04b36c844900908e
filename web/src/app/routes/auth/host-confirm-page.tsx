import { Stack, Title } from '@mantine/core';
import { Logo } from '@web/components/brand/logo';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useTranslation } from 'react-i18next';

/** /host/confirm — built by the accounts feature. */
export function HostConfirmPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xl" py={48}>
      <LocaleLink to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
        <Logo size={34} />
      </LocaleLink>
      <Title order={1} ta="center">
        {t('routes.hostConfirm')}
      </Title>
    </Stack>
  );
}
