import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useResetPassword } from '../api/reset-password';

/** The new password for a reset link's email and code (POST /user/password/). */
export function ResetPasswordForm({ email, code, onChanged }: { email: string; code: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  const reset = useResetPassword();

  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.sameAs(value, values.password),
    },
  });

  const submit = form.onSubmit(
    ({ password }) => reset.mutate({ email, code, password }, { onSuccess: onChanged }),
    focusFirstInvalid,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={reset.error}>
          {' '}
          <Anchor component={LocaleLink} to={`/login/forgot?email=${encodeURIComponent(email)}`} fw={600} inherit>
            {t('auth.reset.failed.newLink')}
          </Anchor>
        </FormError>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
