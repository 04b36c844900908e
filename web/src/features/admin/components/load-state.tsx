import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an admin section shows while its data loads, or when it could not be loaded. */
export function LoadState({ isError }: { isError: boolean }) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('admin.loadFailed')}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('admin.loading')} />
    </Center>
  );
}
