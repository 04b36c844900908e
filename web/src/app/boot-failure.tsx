import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { LogoMark } from '@web/components/brand/logo-mark';
import { theme } from './theme';

/** Shown when GET /api/config fails: without it the app cannot talk to the server. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MantineProvider theme={theme}>
      <Center mih="100vh" p="md" component="main">
        <Stack align="center" ta="center" maw={440} gap="md">
          <LogoMark size={48} />
          <Title order={1} fz={24}>
            {t('app.bootFailed.title')}
          </Title>
          <Text c="gray.7">{t('app.bootFailed.message')}</Text>
          <Button onClick={onRetry}>{t('app.bootFailed.retry')}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
