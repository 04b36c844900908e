import { Anchor, Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailFast } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { useRedirectTarget } from '@web/features/auth/hooks/use-sign-in-redirect';
import { LocaleLink } from '@web/lib/i18n/locale-link';

/** /login/forgot — asks for a reset link; the answer never says whether the account exists. */
export function LoginForgotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { carry } = useRedirectTarget();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');

  const backLink = (
    <Anchor component={LocaleLink} to={`/login${carry}`} fw={600}>
      <Group gap={4} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
        <IconArrowLeft size={16} aria-hidden />
        {t('auth.forgot.back')}
      </Group>
    </Anchor>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={t('auth.forgot.sent.title')}
        icon={
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconMailFast size={28} />
          </ThemeIcon>
        }
        footer={backLink}
      >
        <Text>{t('auth.forgot.sent.body', { email: sentTo })}</Text>
        <Button
          variant="default"
          mt="xl"
          onClick={() => {
            setLastEmail(sentTo);
            setSentTo(null);
          }}
        >
          {t('auth.forgot.sent.again')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('routes.loginForgot')} lead={t('auth.forgot.subtitle')} footer={backLink}>
      <ForgotPasswordForm initialEmail={lastEmail} onSent={setSentTo} />
    </AuthCard>
  );
}
