import { Button, Card, Group, SegmentedControl, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUPPORT_LIMITS, TICKET_STATUSES, type Ticket, type TicketStatus } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { formatDateTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { useSessionUser } from '@web/lib/session';
import { useAddStaffMessage } from '../api/add-staff-message';
import { useUpdateStaffTicket } from '../api/update-staff-ticket';
import { applyFieldErrors, unplacedError } from './field-errors';
import { StatusBadge } from './status-badge';
import { TicketThread } from './ticket-thread';

/**
 * A ticket as staff see it: who wrote and about what, the thread with internal notes marked, the
 * status and the assignee, and one composer for a reply (e-mailed to the requester) or an internal note.
 */
export function StaffTicketDetail({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useSessionUser().aspNetUsersId ?? null;
  const add = useAddStaffMessage();
  const update = useUpdateStaffTicket();
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '', internal: false },
    validate: { body: (value) => (value.trim() ? null : t('admin.support.required')) },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { ticketId: ticket.ticketId, body: values.body.trim(), internal: values.internal },
      {
        onSuccess: () => form.setFieldValue('body', ''),
        onError: (error) => applyFieldErrors(error, t, form.setFieldError, ['body']),
      },
    ),
  );
  const assignedToMe = me !== null && ticket.assigneeUserId === me;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Group gap="xs">
            <StatusBadge status={ticket.status} staff />
            <Text size="sm" c="dimmed">
              {t('admin.support.ticketNumber', { id: ticket.ticketId })}
            </Text>
          </Group>
          <Text size="sm">
            {t('admin.support.from')}: <strong>{ticket.requesterName}</strong> ({ticket.requesterEmail})
          </Text>
          {ticket.propertyName ? (
            <Text size="sm">
              {t('admin.support.property')}: {ticket.propertyName}
            </Text>
          ) : null}
          <Text size="sm">
            {t('admin.support.created')}: {formatDateTime(ticket.createDate, locale)}
          </Text>
          <Text size="sm">
            {t('admin.support.assignee')}: {ticket.assigneeName ?? t('admin.support.nobody')}
          </Text>
        </Stack>
        <Group mt="md" gap="sm" wrap="wrap" align="flex-end">
          <div>
            <Text size="sm" fw={600} id="ticket-status-label" mb={4}>
              {t('admin.support.statusLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="ticket-status-label"
              value={ticket.status}
              disabled={update.isPending}
              data={TICKET_STATUSES.map((status) => ({ value: status, label: t(`admin.support.status.${status}`) }))}
              onChange={(status) => update.mutate({ ticketId: ticket.ticketId, status: status as TicketStatus })}
            />
          </div>
          {assignedToMe ? (
            <Button
              variant="default"
              loading={update.isPending}
              onClick={() => update.mutate({ ticketId: ticket.ticketId, assigneeUserId: null })}
            >
              {t('admin.support.unassign')}
            </Button>
          ) : (
            <Button
              variant="light"
              loading={update.isPending}
              disabled={me === null}
              onClick={() => update.mutate({ ticketId: ticket.ticketId, assigneeUserId: me })}
            >
              {t('admin.support.assignToMe')}
            </Button>
          )}
          {!assignedToMe && ticket.assigneeUserId ? (
            <Button
              variant="subtle"
              loading={update.isPending}
              onClick={() => update.mutate({ ticketId: ticket.ticketId, assigneeUserId: null })}
            >
              {t('admin.support.unassign')}
            </Button>
          ) : null}
        </Group>
        <FormError error={update.error} />
      </Card>

      <section aria-labelledby="staff-thread-title">
        <Title order={2} size="h4" id="staff-thread-title" mb="sm">
          {t('admin.support.thread')}
        </Title>
        <TicketThread
          ticketId={ticket.ticketId}
          viewer="staff"
          messages={ticket.messages}
          labelledBy="staff-thread-title"
        />
      </section>

      <form onSubmit={submit} noValidate aria-label={t('admin.support.composer')}>
        <Stack gap="sm">
          <FormError error={unplacedError(add.error, ['body'])} />
          <Switch
            label={t('admin.support.internalSwitch')}
            description={t('admin.support.internalHint')}
            color="yellow"
            {...form.getInputProps('internal', { type: 'checkbox' })}
          />
          <Textarea
            label={form.values.internal ? t('admin.support.noteLabel') : t('admin.support.replyLabel')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={SUPPORT_LIMITS.body}
            styles={form.values.internal ? { input: { background: 'var(--mantine-color-yellow-0)' } } : undefined}
            {...form.getInputProps('body')}
          />
          <Button
            type="submit"
            color={form.values.internal ? 'yellow' : undefined}
            c={form.values.internal ? 'dark' : undefined}
            loading={add.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {form.values.internal ? t('admin.support.addNote') : t('admin.support.sendReply')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
