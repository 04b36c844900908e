import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { useSessionUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { useChangePassword } from '../api/change-password';
import { useRequestPasswordChangeCode } from '../api/request-password-change-code';
import { SettingsSection } from './settings-section';

/**
 * Password change in two steps: a one-time code is mailed to the account's address (GET
 * /user/password/account/{email}), then the code and the new password are sent together.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { email = '' } = useSessionUser();
  const rules = useFormRules();
  const requestCode = useRequestPasswordChangeCode();
  const change = useChangePassword();

  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: {
      code: rules.required,
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.sameAs(value, values.password),
    },
  });

  const codeSent = requestCode.isSuccess;

  const cancel = () => {
    form.reset();
    requestCode.reset();
    change.reset();
  };

  const submit = form.onSubmit(
    ({ code, password }) =>
      change.mutate(
        { code: code.trim(), password },
        {
          onSuccess: () => {
            toasts.success({ summary: 'saved', detail: 'auth.account.password.changed' });
            cancel();
          },
        },
      ),
    focusFirstInvalid,
  );

  return (
    <SettingsSection
      title={t('auth.account.password.title')}
      description={t('auth.account.password.description', { email })}
    >
      {!codeSent ? (
        <Stack gap="md" align="flex-start">
          <FormError error={requestCode.error} />
          <Button
            variant="default"
            onClick={() => requestCode.mutate(email)}
            loading={requestCode.isPending}
            disabled={!email}
          >
            {t('auth.account.password.sendCode')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
              <Text size="sm">
                {t('auth.account.password.codeSent', { email })}{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => requestCode.mutate(email)}
                  disabled={requestCode.isPending}
                >
                  {t('auth.account.password.resend')}
                </Anchor>
              </Text>
            </Alert>
            <FormError error={change.error} />
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <TextInput
              label={t('auth.account.password.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              withAsterisk={false}
              maw={260}
              {...form.getInputProps('code')}
            />
            <NewPasswordFields form={form} />
            <Group justify="flex-end" gap="sm">
              <Button variant="subtle" color="gray" onClick={cancel}>
                {t('auth.account.password.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending}>
                {t('auth.account.password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
