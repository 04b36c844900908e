import { Stack } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { AccountDeletionSettings } from '@web/features/account/components/account-deletion-settings';
import { DataExportSettings } from '@web/features/account/components/data-export-settings';
import { OnboardingSettings } from '@web/features/account/components/onboarding-settings';
import { PasswordChangeForm } from '@web/features/account/components/password-change-form';
import { ProfileForm } from '@web/features/account/components/profile-form';
import { TwoFactorSettings } from '@web/features/account/components/two-factor-settings';
import { HostContactForm } from '@web/features/inbox';
import { useLocalePath } from '@web/lib/i18n/use-locale';
import { isFullySignedIn } from '@web/lib/route-guards';
import { useSessionUser, wasSignedOutByUser } from '@web/lib/session';

/**
 * /account — the host's profile and security settings. The route guards only cover paths with
 * "home", but everything here needs a signed-in user: without one, this page asks for a sign-in
 * and comes back.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { token } = useSessionUser();
  const location = useLocation();
  const localePath = useLocalePath();

  if (!isFullySignedIn(token)) {
    // Signing out here lands on /; only a visitor arriving without a session is asked to sign in.
    if (!token && wasSignedOutByUser()) return <Navigate to={localePath('/')} replace />;
    return (
      <Navigate to={localePath(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)} replace />
    );
  }

  return (
    <Stack gap="lg" maw={820}>
      <PageIntro title={t('host.pages.account.title')} description={t('host.pages.account.description')} />
      <ProfileForm />
      <HostContactForm />
      <PasswordChangeForm />
      <TwoFactorSettings />
      <OnboardingSettings />
      <DataExportSettings />
      <AccountDeletionSettings />
    </Stack>
  );
}
