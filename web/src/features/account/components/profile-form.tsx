import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isLocale, LOCALES, type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useSessionUser } from '@web/lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhoto } from './profile-photo';
import { SettingsSection } from './settings-section';

/** Names, phone and language of the signed-in user (PUT /user). The email is shown, not editable. */
export function ProfileForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const pageLocale = useLocale();
  const rules = useFormRules();
  const update = useUpdateProfile();

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      locale: (isLocale(user.locale) ? user.locale : pageLocale) as Locale,
    },
    validate: { firstName: rules.name, lastName: rules.name, phoneNumber: rules.phone },
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        locale: values.locale,
      }),
    focusFirstInvalid,
  );

  return (
    <SettingsSection title={t('auth.account.profile.title')} description={t('auth.account.profile.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={update.error} />
          <ProfilePhoto />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              required
              withAsterisk={false}
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              required
              withAsterisk={false}
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth.account.profile.email')}
            description={t('auth.account.profile.emailDescription')}
            value={user.email ?? ''}
            readOnly
            variant="filled"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('auth.fields.phone')}
              description={t('auth.fields.phoneDescription')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
            />
            <Select
              label={t('auth.account.profile.language')}
              description={t('auth.account.profile.languageDescription')}
              data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
              allowDeselect={false}
              checkIconPosition="right"
              key={form.key('locale')}
              {...form.getInputProps('locale')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('auth.account.profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
