import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { passwordToggleProps } from '@web/components/password-toggle';
import { BotCheckBadge, useBotCheck } from '@web/lib/bot-check';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { usePublicConfig } from '@web/lib/public-config';
import { getUser } from '@web/lib/session';
import { useIssueToken } from '../api/issue-token';
import { useCompleteSignIn } from '../hooks/use-sign-in-redirect';
import { GoogleSignIn } from './google-sign-in';

/** Email and password sign-in; the answer is stored and the visitor sent on (or to /login/verify). */
export function LoginForm({ initialEmail = '', carry }: { initialEmail?: string; carry: string }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.login);
  const issueToken = useIssueToken();
  const completeSignIn = useCompleteSignIn();
  const [preparing, setPreparing] = useState(false);
  const { googleClientId, scriptUrls } = usePublicConfig();

  // A visitor who signed out with "remember me" keeps the stored profile: use its e-mail.
  const [remembered] = useState(() => {
    const user = getUser();
    return user.rememberMe && !user.token && user.email ? user.email : '';
  });

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail || remembered, password: '', rememberMe: Boolean(remembered) },
    validate: {
      email: rules.email,
      password: (value) => (value ? null : t('auth.validation.required')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setPreparing(true);
    const botToken = await botCheck.getToken().finally(() => setPreparing(false));
    issueToken.mutate(
      { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe, botToken },
      { onSuccess: completeSignIn },
    );
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={issueToken.error} />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          withAsterisk={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...passwordToggleProps(t)}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={LocaleLink} to={`/login/forgot${carry}`} size="sm" fw={600}>
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
        </Stack>
        <Checkbox
          label={t('auth.fields.rememberMe')}
          key={form.key('rememberMe')}
          {...form.getInputProps('rememberMe', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth loading={preparing || issueToken.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
      {googleClientId ? (
        <GoogleSignIn
          clientId={googleClientId}
          scriptUrl={scriptUrls.googleIdentity}
          rememberMe={() => form.getValues().rememberMe}
          onSignedIn={completeSignIn}
        />
      ) : null}
      {botCheck.provider === 'altcha' ? <BotCheckBadge /> : null}
    </form>
  );
}
