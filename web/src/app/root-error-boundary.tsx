import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { isChunkLoadError, reloadOnceForChunkError } from '@web/lib/chunk-reload';
import { BootSplash } from './boot-splash';
import { NotFoundPage } from './routes/not-found-page';

// One decision per error object, so re-renders (and StrictMode's double render) do not reload twice.
const reloadDecisions = new WeakMap<object, boolean>();

function reloadingFor(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!error || typeof error !== 'object') return reloadOnceForChunkError();
  if (!reloadDecisions.has(error)) reloadDecisions.set(error, reloadOnceForChunkError());
  return reloadDecisions.get(error)!;
}

/**
 * The root route's error boundary. A part of the app that failed to load (usually: a new build was
 * deployed) reloads the page, at most once per 10 s; anything else shows a calm error page.
 */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Center mih="100vh" bg="gray.0" p="md" component="main">
        <NotFoundPage />
      </Center>
    );
  }
  if (reloadingFor(error)) return <BootSplash />;

  console.error(error);
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Stack align="center" ta="center" maw={480} gap="md">
        <Logo size={34} />
        <Title order={1} fz={28} mt="md">
          {t('app.crash.title')}
        </Title>
        <Text c="gray.7">{t('app.crash.message')}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('app.crash.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {t('app.crash.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
