import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@common/contracts/user';
import { useTranslation } from '@web/lib/i18n/react';
import { PasswordStrengthMeter } from './password-strength-meter';
import { passwordToggleProps } from './password-toggle';

/** The slice of a Mantine form these fields need: a `password` and a `confirmPassword` value. */
interface NewPasswordForm {
  values: { password: string };
  getInputProps: (path: 'password' | 'confirmPassword') => GetInputPropsReturnType;
}

/**
 * A new password with its strength meter, and its confirmation: the same pair on sign-up, on the
 * reset page and in the account's password change, so browsers and password managers see the same
 * fields everywhere.
 */
export function NewPasswordFields({
  form,
  labelKey = 'auth.fields.newPassword',
}: {
  form: NewPasswordForm;
  labelKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <PasswordInput
          label={t(labelKey)}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...passwordToggleProps(t)}
          {...form.getInputProps('password')}
        />
        <PasswordStrengthMeter password={form.values.password} minLength={PASSWORD_MIN_LENGTH} />
      </div>
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...passwordToggleProps(t)}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
