import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type UserSession } from '@common/contracts/user';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

type Mode = 'totp' | 'recovery';

const TOTP_PATTERN = /^\d{6}$/;

/**
 * The second step of a sign-in: the 6-digit code of the authenticator app, or (after a switch) one
 * of the recovery codes. The TwoFa token stored by the first step is the call's Bearer.
 */
export function VerifyTwoFactorForm({ onVerified }: { onVerified: (user: UserSession) => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [mode, setMode] = useState<Mode>('totp');

  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = value.replace(/\s+/g, '');
        if (mode === 'totp') return TOTP_PATTERN.test(code) ? null : t('auth.validation.totp');
        return code.length >= 6 ? null : t('auth.validation.recoveryCode');
      },
    },
  });

  const switchMode = () => {
    setMode((current) => (current === 'totp' ? 'recovery' : 'totp'));
    form.reset();
    verify.reset();
  };

  const submit = form.onSubmit(({ code }) => {
    const normalised = mode === 'totp' ? code.replace(/\s+/g, '') : code.trim();
    verify.mutate(
      { code: normalised },
      {
        onSuccess: onVerified,
        // A wrong code is useless to edit: clear it and put the cursor back for the next one.
        onError: () => {
          form.setFieldValue('code', '');
          form.getInputNode('code')?.focus();
        },
      },
    );
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={verify.error} />
        {mode === 'totp' ? (
          <TextInput
            key="totp"
            label={t('auth.verify.codeLabel')}
            description={t('auth.verify.codeDescription')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            required
            withAsterisk={false}
            data-autofocus
            autoFocus
            styles={{
              input: { fontSize: 22, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums', textAlign: 'center' },
            }}
            size="lg"
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="recovery"
            label={t('auth.verify.recoveryLabel')}
            description={t('auth.verify.recoveryDescription')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            withAsterisk={false}
            autoFocus
            size="lg"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center' } }}
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('auth.verify.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" fw={600} onClick={switchMode}>
            {mode === 'totp' ? t('auth.verify.useRecovery') : t('auth.verify.useApp')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
