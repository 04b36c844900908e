import { Alert, Button, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { SUPPORT_LIMITS } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { BotCheckBadge, useBotCheck } from '@web/lib/bot-check';
import { useReasonTypes } from '@web/lib/lists/get-reason-types';
import { focusFirstInvalid, useFormRules } from '@web/lib/form-rules';
import { useLocale } from '@web/lib/i18n';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSendContact } from '../api/send-contact';
import { applyFieldErrors, unplacedError } from './field-errors';

const FIELDS = ['name', 'email', 'reasonTypeId', 'subject', 'body'] as const;

/**
 * The public contact form (no account): name, e-mail, topic, subject and message behind the bot
 * check; a thank-you note replaces it once sent. Renders the same on the server and in the browser
 * (no clock, no random ids) because the contact page is prerendered, with its fields read-only until hydrated.
 */
export function PublicContactForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFormRules();
  const reasons = useReasonTypes();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.contact);
  const send = useSendContact();
  const [preparing, setPreparing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The prerendered fields are read-only until the app has hydrated them (text typed earlier would be
  // lost); still focusable, so focusing one is the intent that starts the app (main.tsx).
  const readOnly = !useHydrated();

  const required = (value: string) => (value.trim() ? null : t('marketing.contact.form.required'));
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', reasonTypeId: '', subject: '', body: '' },
    validate: { name: required, email: rules.email, reasonTypeId: required, subject: required, body: required },
  });

  const submit = form.onSubmit(async (values) => {
    setPreparing(true);
    const botToken = await botCheck.getToken().finally(() => setPreparing(false));
    const email = values.email.trim();
    send.mutate(
      {
        name: values.name.trim(),
        email,
        reasonTypeId: Number(values.reasonTypeId),
        subject: values.subject.trim(),
        body: values.body.trim(),
        locale,
        botToken,
      },
      {
        onSuccess: () => {
          form.reset();
          setSentTo(email);
        },
        onError: (error) => applyFieldErrors(error, t, form.setFieldError, FIELDS),
      },
    );
  }, focusFirstInvalid);

  if (sentTo !== null) {
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={t('marketing.contact.form.thanksTitle')}
      >
        <Text size="sm">{t('marketing.contact.form.thanksText', { email: sentTo })}</Text>
        <Button
          variant="light"
          mt="md"
          onClick={() => {
            send.reset();
            setSentTo(null);
          }}
        >
          {t('marketing.contact.form.another')}
        </Button>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <Title order={2} size="h3" id="contact-form-title" mb="xs">
        {t('marketing.contact.form.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('marketing.contact.form.lead')}
      </Text>
      <Stack gap="md">
        <FormError error={unplacedError(send.error, FIELDS)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('marketing.contact.form.name')}
            autoComplete="name"
            maxLength={SUPPORT_LIMITS.name}
            readOnly={readOnly}
            required
            withAsterisk={false}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('marketing.contact.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            readOnly={readOnly}
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Select
          label={t('marketing.contact.form.topic')}
          placeholder={t('marketing.contact.form.topicPlaceholder')}
          data={reasons.items.map((reason) => ({ value: String(reason.reasonTypeId), label: reason.name }))}
          required
          withAsterisk={false}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('reasonTypeId')}
          value={form.values.reasonTypeId || null}
          onChange={(value) => form.setFieldValue('reasonTypeId', value ?? '')}
        />
        <TextInput
          label={t('marketing.contact.form.subject')}
          maxLength={SUPPORT_LIMITS.subject}
          readOnly={readOnly}
          required
          withAsterisk={false}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('marketing.contact.form.message')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={SUPPORT_LIMITS.body}
          readOnly={readOnly}
          required
          withAsterisk={false}
          {...form.getInputProps('body')}
        />
        <Button type="submit" size="md" loading={preparing || send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('marketing.contact.form.submit')}
        </Button>
      </Stack>
      {botCheck.provider === 'altcha' ? <BotCheckBadge /> : null}
    </form>
  );
}
