import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { ApiCallError } from '@web/lib/api-call';

/**
 * The server's answer to a refused form, repeated inside the form (the api client has already shown
 * its toast, which disappears): the first error's translated description. Nothing for failures that
 * never reached the server; their toast says so. `children` adds a way out (e.g. "Request a new link").
 */
export function FormError({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiCallError) || error.status === null) return null;
  const first = error.errors[0];
  const message = first ? t(first.description, { ...first.params }) : t('errors.internal');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="sm">
      {message}
      {children}
    </Alert>
  );
}
