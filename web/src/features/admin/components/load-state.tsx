import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';

/** What an admin section shows while its data loads (placeholder lines in its place), or when it could not be loaded. */
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
    <Stack gap="xs" py="xs" role="status" aria-label={t('admin.loading')}>
      <Skeleton h={14} w="70%" radius="sm" />
      <Skeleton h={14} w="55%" radius="sm" />
      <Skeleton h={14} w="62%" radius="sm" />
    </Stack>
  );
}
