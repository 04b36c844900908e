import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { useConfirmSignup } from '@web/features/auth/api/confirm-signup';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { ApiCallError } from '@web/lib/api-call';

const outcomeIcon = (color: string, icon: ReactNode) => (
  <ThemeIcon size={52} radius="xl" variant="light" color={color} aria-hidden>
    {icon}
  </ThemeIcon>
);

/**
 * /login/confirm?email=..&code=.. — the link of the confirmation mail. Confirms once on arrival
 * (POST /user/signupconfirmation); a refused code (409) shows the "Error" warning toast (docs/api.md,
 * "409") and explains how to get a new link.
 */
export function LoginConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const confirm = useConfirmSignup();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    // Once per visit: a code is single use, and React may run effects twice in development.
    if (sent.current || !email || !code) return;
    sent.current = true;
    mutate({ email, code });
  }, [code, email, mutate]);

  if (!email || !code) {
    return (
      <AuthCard title={t('auth.confirm.incomplete.title')} icon={outcomeIcon('orange', <IconLinkOff size={28} />)}>
        <Text>{t('auth.confirm.incomplete.body')}</Text>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('auth.confirm.success.title')} icon={outcomeIcon('teal', <IconCircleCheck size={28} />)}>
        <Text>{t('auth.confirm.success.body')}</Text>
        <Button
          component={LocaleLink}
          to={`/login?email=${encodeURIComponent(confirm.data.email || email)}`}
          state={{ notice: 'confirmed' }}
          size="md"
          mt="xl"
          fullWidth
        >
          {t('auth.confirm.success.logIn')}
        </Button>
      </AuthCard>
    );
  }

  if (confirm.isError) {
    const error = confirm.error;
    const reason =
      error instanceof ApiCallError && error.errors[0]
        ? t(error.errors[0].description, { ...error.errors[0].params })
        : null;
    return (
      <AuthCard title={t('auth.confirm.failed.title')} icon={outcomeIcon('orange', <IconAlertTriangle size={28} />)}>
        <Stack gap="md">
          {reason ? (
            <Alert color="orange" variant="light">
              {reason}
            </Alert>
          ) : null}
          <Text>{t('auth.confirm.failed.body')}</Text>
          <Text>{t('auth.confirm.failed.newLink')}</Text>
          <Group gap="sm" mt="sm">
            <Button component={LocaleLink} to={`/login?email=${encodeURIComponent(email)}`}>
              {t('auth.confirm.failed.logIn')}
            </Button>
            <Button component={LocaleLink} to="/login/register" variant="default">
              {t('auth.confirm.failed.signUp')}
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('routes.loginConfirm')}>
      <Stack align="center" gap="md" py="lg" role="status">
        <Loader aria-hidden />
        <Text>{t('auth.confirm.pending')}</Text>
      </Stack>
    </AuthCard>
  );
}
