import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';

/** Shown while the first page's code loads (index.html has its own splash for the config load). */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-label={t('app.loading')}>
      <Loader color="brand" type="dots" />
    </Center>
  );
}
