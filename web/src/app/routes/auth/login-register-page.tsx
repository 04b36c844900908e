import { Anchor, Button, List, Text, ThemeIcon } from '@mantine/core';
import { IconMailFast } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { useRedirectTarget } from '@web/features/auth/hooks/use-sign-in-redirect';
import { LocaleLink } from '@web/lib/i18n/locale-link';

/** /login/register — create an account; then "check your email" (the same for known addresses). */
export function LoginRegisterPage() {
  const { t } = useTranslation();
  const { carry } = useRedirectTarget();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard
        title={t('auth.register.sent.title')}
        icon={
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconMailFast size={28} />
          </ThemeIcon>
        }
      >
        <Text>{t('auth.register.sent.body', { email: sentTo })}</Text>
        <List size="sm" c="gray.7" mt="md" spacing={6}>
          <List.Item>{t('auth.register.sent.existing')}</List.Item>
          <List.Item>{t('auth.register.sent.spam')}</List.Item>
        </List>
        <Button component={LocaleLink} to={`/login${carry}`} variant="light" mt="xl">
          {t('auth.register.sent.back')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('routes.loginRegister')}
      lead={t('auth.register.subtitle')}
      width={520}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={LocaleLink} to={`/login${carry}`} fw={600}>
            {t('auth.register.logIn')}
          </Anchor>
        </>
      }
    >
      <RegisterForm onSent={setSentTo} />
    </AuthCard>
  );
}
