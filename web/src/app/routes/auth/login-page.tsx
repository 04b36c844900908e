import { Alert, Anchor } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { LoginForm } from '@web/features/auth/components/login-form';
import { useRedirectTarget } from '@web/features/auth/hooks/use-sign-in-redirect';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { isFullySignedIn } from '@web/lib/route-guards';
import { useSessionUser } from '@web/lib/session';

/** What the page before said happened (router state), e.g. after a confirmed email or a new password. */
export type LoginNotice = 'confirmed' | 'passwordChanged';

const NOTICE_KEYS: Record<LoginNotice, string> = {
  confirmed: 'auth.login.confirmedNotice',
  passwordChanged: 'auth.login.passwordChangedNotice',
};

/** /login — email and password (and Google when configured); afterwards back to `redirect`. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { notice?: LoginNotice } | null };
  const { target, carry } = useRedirectTarget();
  const { token } = useSessionUser();

  // Already signed in (e.g. the back button after logging in): straight on.
  if (isFullySignedIn(token)) return <Navigate to={target} replace />;

  const notice = state?.notice ? NOTICE_KEYS[state.notice] : null;
  return (
    <AuthCard
      title={t('routes.login')}
      lead={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={LocaleLink} to={`/login/register${carry}`} fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </>
      }
    >
      {notice ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} mb="md" role="status">
          {t(notice)}
        </Alert>
      ) : null}
      <LoginForm initialEmail={params.get('email') ?? ''} carry={carry} />
    </AuthCard>
  );
}
