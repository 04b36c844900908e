import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { Trans, useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { NewPasswordFields } from '@web/components/new-password-fields';
import { BotCheckBadge, useBotCheck } from '@web/lib/bot-check';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useSignUp } from '../api/sign-up';

/**
 * Sign-up: names, email, optional phone, a new password with its strength meter and a repeat, and
 * the terms. `onSent` receives the email once the server has answered (the same answer whether or
 * not the address already had an account).
 */
export function RegisterForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFormRules();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.signup);
  const signUp = useSignUp();
  const [preparing, setPreparing] = useState(false);

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate: {
      firstName: rules.name,
      lastName: rules.name,
      email: rules.email,
      phoneNumber: rules.phone,
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.sameAs(value, values.password),
      acceptTerms: (value) => (value ? null : t('auth.validation.acceptTerms')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setPreparing(true);
    const botToken = await botCheck.getToken().finally(() => setPreparing(false));
    const email = values.email.trim();
    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        phoneNumber: values.phoneNumber.trim() || undefined,
        locale,
        botToken,
      },
      { onSuccess: () => onSent(email) },
    );
  }, focusFirstInvalid);

  const link = (to: string) => <Anchor component={LocaleLink} to={to} target="_blank" fw={600} inherit />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={signUp.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            required
            withAsterisk={false}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            required
            withAsterisk={false}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('auth.fields.phone')}
          description={t('auth.fields.phoneDescription')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <NewPasswordFields form={form} labelKey="auth.fields.password" />
        <Checkbox
          label={
            <Text span size="sm">
              <Trans
                i18nKey="auth.register.terms"
                components={{ terms: link('/service/terms'), privacy: link('/service/privacy') }}
              />
            </Text>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth loading={preparing || signUp.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
      {botCheck.provider === 'altcha' ? <BotCheckBadge /> : null}
    </form>
  );
}
