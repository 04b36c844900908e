import { Button, FileInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { SUPPORT_LIMITS, type Ticket } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { BotCheckBadge, useBotCheck } from '@web/lib/bot-check';
import { useReasonTypes } from '@web/lib/lists/get-reason-types';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useCreateTicket } from '../api/create-ticket';
import { useUploadScreenshot } from '../api/upload-screenshot';
import { applyFieldErrors, unplacedError } from './field-errors';

const FIELDS = ['reasonTypeId', 'subject', 'body', 'propertyId'] as const;
const SCREENSHOT_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
const MEGABYTES = SUPPORT_LIMITS.screenshotBytes / (1024 * 1024);

/**
 * The host's "write to support" form: topic, subject, message, an optional property and an optional
 * screenshot, behind the bot check. The screenshot is sent once the ticket exists (the server checks
 * it is really an image); if it is refused, the ticket stays sent and the form says why.
 */
export function TicketForm({ onCreated }: { onCreated: (ticket: Ticket) => void }) {
  const { t } = useTranslation();
  const reasons = useReasonTypes();
  const properties = usePropertyDropdown();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.contact);
  const create = useCreateTicket();
  const upload = useUploadScreenshot();
  const [preparing, setPreparing] = useState(false);

  const required = (value: string) => (value.trim() ? null : t('host.support.form.required'));
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasonTypeId: '', subject: '', body: '', propertyId: '', screenshot: null as File | null },
    validate: {
      reasonTypeId: required,
      subject: required,
      body: required,
      screenshot: (file: File | null) =>
        !file
          ? null
          : !file.type.startsWith('image/')
            ? t('host.support.errors.notAnImage')
            : file.size > SUPPORT_LIMITS.screenshotBytes
              ? t('host.support.errors.screenshotTooLarge', { maxMegabytes: MEGABYTES })
              : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setPreparing(true);
    const botToken = await botCheck.getToken().finally(() => setPreparing(false));
    create.mutate(
      {
        reasonTypeId: Number(values.reasonTypeId),
        subject: values.subject.trim(),
        body: values.body.trim(),
        propertyId: values.propertyId ? Number(values.propertyId) : null,
        botToken,
      },
      {
        onSuccess: (ticket) => {
          const screenshot = values.screenshot;
          form.reset();
          if (!screenshot) {
            onCreated(ticket);
            return;
          }
          upload.mutate(
            { ticketId: ticket.ticketId, file: screenshot },
            {
              onSuccess: onCreated,
              onError: (error) => {
                onCreated(ticket);
                // The ticket is sent; the refusal shows next to the (now empty) screenshot field.
                applyFieldErrors(
                  error,
                  t,
                  (field, message) =>
                    form.setFieldError(field, t('host.support.form.screenshotRefused', { reason: message })),
                  ['screenshot'],
                  { file: 'screenshot' },
                );
              },
            },
          );
        },
        onError: (error) => applyFieldErrors(error, t, form.setFieldError, FIELDS),
      },
    );
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label={t('host.support.form.title')}>
      <Stack gap="md">
        <FormError error={unplacedError(create.error, FIELDS)} />
        <Select
          label={t('host.support.form.topic')}
          placeholder={t('host.support.form.topicPlaceholder')}
          data={reasons.items.map((reason) => ({ value: String(reason.reasonTypeId), label: reason.name }))}
          required
          withAsterisk={false}
          allowDeselect={false}
          {...form.getInputProps('reasonTypeId')}
          value={form.values.reasonTypeId || null}
          onChange={(value) => form.setFieldValue('reasonTypeId', value ?? '')}
        />
        <Select
          label={t('host.support.form.property')}
          description={t('host.support.form.propertyDescription')}
          placeholder={t('host.support.form.propertyPlaceholder')}
          data={(properties.data ?? []).map((property) => ({
            value: String(property.propertyId),
            label: property.name,
          }))}
          clearable
          {...form.getInputProps('propertyId')}
          value={form.values.propertyId || null}
          onChange={(value) => form.setFieldValue('propertyId', value ?? '')}
        />
        <TextInput
          label={t('host.support.form.subject')}
          maxLength={SUPPORT_LIMITS.subject}
          required
          withAsterisk={false}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('host.support.form.message')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={SUPPORT_LIMITS.body}
          required
          withAsterisk={false}
          {...form.getInputProps('body')}
        />
        <FileInput
          label={t('host.support.form.screenshot')}
          description={t('host.support.form.screenshotHint', { maxMegabytes: MEGABYTES })}
          placeholder={t('host.support.form.screenshotPlaceholder')}
          accept={SCREENSHOT_TYPES}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          {...form.getInputProps('screenshot')}
        />
        <Button
          type="submit"
          loading={preparing || create.isPending || upload.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('host.support.form.submit')}
        </Button>
      </Stack>
      {botCheck.provider === 'altcha' ? <BotCheckBadge /> : null}
    </form>
  );
}
