import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUPPORT_LIMITS, type Ticket } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { useAddMessage } from '../api/add-message';
import { applyFieldErrors, unplacedError } from './field-errors';
import { StatusBadge } from './status-badge';
import { TicketThread } from './ticket-thread';

/** One of the host's tickets: its thread (replies only) and a box to add a message. */
export function TicketDetail({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const add = useAddMessage();
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: { body: (value) => (value.trim() ? null : t('host.support.form.required')) },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { ticketId: ticket.ticketId, body: values.body.trim() },
      { onSuccess: () => form.reset(), onError: (error) => applyFieldErrors(error, t, form.setFieldError, ['body']) },
    ),
  );
  const headingId = `ticket-${ticket.ticketId}-thread`;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={ticket.status} />
        {ticket.propertyName ? (
          <Text size="sm" c="dimmed">
            {t('host.support.aboutProperty', { name: ticket.propertyName })}
          </Text>
        ) : null}
      </Group>
      <Title order={3} size="h5" id={headingId}>
        {t('host.support.thread')}
      </Title>
      <TicketThread ticketId={ticket.ticketId} messages={ticket.messages} labelledBy={headingId} />
      {ticket.status === 'closed' ? (
        <Alert variant="light" color="gray">
          {t('host.support.closedHint')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError error={unplacedError(add.error, ['body'])} />
          <Textarea
            label={t('host.support.reply')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={SUPPORT_LIMITS.body}
            {...form.getInputProps('body')}
          />
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('host.support.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
