import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { BotCheckBadge, useBotCheck } from '@web/lib/bot-check';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The email of the account whose password is forgotten; `onSent` gets it after the neutral answer. */
export function ForgotPasswordForm({
  initialEmail = '',
  onSent,
}: {
  initialEmail?: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const rules = useFormRules();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.forgot);
  const request = useRequestPasswordReset();
  const [preparing, setPreparing] = useState(false);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: { email: rules.email },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setPreparing(true);
    const botToken = await botCheck.getToken().finally(() => setPreparing(false));
    const trimmed = email.trim();
    request.mutate({ email: trimmed, botToken }, { onSuccess: () => onSent(trimmed) });
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={request.error} />
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
        <Button type="submit" size="md" fullWidth loading={preparing || request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
      {botCheck.provider === 'altcha' ? <BotCheckBadge /> : null}
    </form>
  );
}
