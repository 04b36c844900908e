import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { getUser, signOut } from '@web/lib/session';

/** /login/reset?email=..&code=.. — the link of the reset mail: choose a new password. */
export function LoginResetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [changed, setChanged] = useState(false);

  if (!email || !code) {
    return (
      <AuthCard
        title={t('auth.reset.incomplete.title')}
        icon={
          <ThemeIcon size={52} radius="xl" variant="light" color="orange" aria-hidden>
            <IconLinkOff size={28} />
          </ThemeIcon>
        }
      >
        <Text>{t('auth.reset.incomplete.body')}</Text>
        <Button component={LocaleLink} to="/login/forgot" mt="xl">
          {t('auth.reset.incomplete.newLink')}
        </Button>
      </AuthCard>
    );
  }

  if (changed) {
    return (
      <AuthCard
        title={t('auth.reset.success.title')}
        icon={
          <ThemeIcon size={52} radius="xl" variant="light" color="teal" aria-hidden>
            <IconCircleCheck size={28} />
          </ThemeIcon>
        }
      >
        <Text>{t('auth.reset.success.body')}</Text>
        <Button
          component={LocaleLink}
          to={`/login?email=${encodeURIComponent(email)}`}
          state={{ notice: 'passwordChanged' }}
          size="md"
          mt="xl"
          fullWidth
        >
          {t('auth.reset.success.logIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('routes.loginReset')} lead={t('auth.reset.subtitle', { email })}>
      <ResetPasswordForm
        email={email}
        code={code}
        onChanged={() => {
          // The server ended every session of the account, so this browser's copy is stale if it is that account.
          if (getUser().email?.toLowerCase() === email.toLowerCase()) signOut();
          setChanged(true);
        }}
      />
    </AuthCard>
  );
}
