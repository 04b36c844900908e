import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId } from 'react';
import type { HostContact } from '@common/contracts/inbox';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { useHostContact, useSaveHostContact } from '../api/inbox';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How guests reach the host (PUT /inbox/contact): phone, WhatsApp and e-mail for every guide of the
 * account, and whether the phone is shown to guests (off until the host says so). The account page
 * shows it, and the getting-started checklist links here (#guest-contact).
 */
export function HostContactForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = useFormRules();
  const { data } = useHostContact();
  const save = useSaveHostContact();
  const optional = (rule: (v: string) => string | null) => (value: string) => (value.trim() ? rule(value) : null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phone: '', whatsapp: '', email: '', showPhone: false },
    validate: {
      phone: optional(rules.phone),
      whatsapp: optional(rules.phone),
      email: optional((v) => (EMAIL.test(v.trim()) ? null : t('host.contact.invalidEmail'))),
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!data) return;
    const values = fromContact(data);
    setValues(values);
    resetDirty(values);
  }, [data, setValues, resetDirty]);

  const submit = form.onSubmit((values) => save.mutate(values), focusFirstInvalid);

  return (
    <Paper
      component="section"
      id="guest-contact"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} size="h4" id={titleId}>
          {t('host.contact.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('host.contact.description')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('host.contact.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('host.contact.whatsapp')}
              type="tel"
              inputMode="tel"
              key={form.key('whatsapp')}
              {...form.getInputProps('whatsapp')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('host.contact.showPhone')}
            description={t('host.contact.showPhoneDescription')}
            key={form.key('showPhone')}
            {...form.getInputProps('showPhone', { type: 'checkbox' })}
          />
          <TextInput
            label={t('host.contact.email')}
            description={t('host.contact.emailDescription')}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('host.contact.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const fromContact = (c: HostContact) => ({
  phone: c.phone ?? '',
  whatsapp: c.whatsapp ?? '',
  email: c.email ?? '',
  showPhone: c.showPhone,
});
