import { Anchor, Stack, Text } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { VerifyTwoFactorForm } from '@web/features/auth/components/verify-two-factor-form';
import { useCompleteSignIn, useRedirectTarget } from '@web/features/auth/hooks/use-sign-in-redirect';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocalePath } from '@web/lib/i18n/use-locale';
import { ROLES, setUser, tokenRoles, useSessionUser } from '@web/lib/session';

/**
 * /login/verify — the second factor. Reachable only with a TwoFa-pending token from /login; a full
 * sign-in goes on to `redirect`, no token goes back to /login.
 */
export function LoginVerifyPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { target, carry } = useRedirectTarget();
  const completeSignIn = useCompleteSignIn();
  const pending = tokenRoles(user.token).includes(ROLES.twoFa);

  if (!pending) return <Navigate to={user.token ? target : localePath(`/login${carry}`)} replace />;

  const cancel = () => {
    // Forget the half sign-in; the TwoFa token grants nothing else anyway.
    setUser({});
    void navigate(localePath(`/login${carry}`), { replace: true });
  };

  return (
    <Stack align="center" gap="lg">
      <LocaleLink to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
        <Logo size={34} />
      </LocaleLink>
      <AuthCard
        bare
        title={t('routes.loginVerify')}
        lead={
          <>
            {t('auth.verify.subtitle')}
            {user.email ? (
              <Text size="sm" c="gray.7" mt={4}>
                {t('auth.verify.signedInAs', { email: user.email })}
              </Text>
            ) : null}
          </>
        }
        footer={
          <Anchor component="button" type="button" onClick={cancel} fw={600} size="sm">
            {t('auth.verify.cancel')}
          </Anchor>
        }
      >
        <VerifyTwoFactorForm onVerified={completeSignIn} />
      </AuthCard>
    </Stack>
  );
}
