import { Alert, Card, Drawer, Group, Pagination, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useTicket } from '@web/features/support/api/get-ticket';
import { TICKET_PAGE_SIZE, useTickets } from '@web/features/support/api/get-tickets';
import { StatusBadge } from '@web/features/support/components/status-badge';
import { TicketDetail } from '@web/features/support/components/ticket-detail';
import { TicketForm } from '@web/features/support/components/ticket-form';
import { formatDateTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { useScreenQuery } from '@web/lib/use-screen-query';

const ticketIdOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /home/support/contact — write to support, follow one's tickets; ?ticket={id} opens a ticket's thread. */
export function SupportContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useScreenQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [sentId, setSentId] = useState<number | null>(null);
  const tickets = useTickets(page);
  const openId = ticketIdOf(params.get('ticket'));
  const detail = useTicket(openId);
  const pages = Math.max(1, Math.ceil((tickets.data?.totalCount ?? 0) / TICKET_PAGE_SIZE));

  const openTicket = (ticketId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (ticketId) next.set('ticket', String(ticketId));
        else next.delete('ticket');
        return next;
      },
      { replace: !ticketId },
    );

  return (
    <>
      <PageIntro
        title={t('host.pages.supportContact.title')}
        description={t('host.pages.supportContact.description')}
      />
      <Stack gap="xl">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="support-form-title">
          <Title order={2} size="h4" id="support-form-title" mb="md">
            {t('host.support.form.title')}
          </Title>
          {sentId !== null ? (
            <Alert
              color="teal"
              variant="light"
              mb="md"
              role="status"
              withCloseButton
              closeButtonLabel={t('host.support.dismiss')}
              onClose={() => setSentId(null)}
            >
              {t('host.support.form.sent', { id: sentId })}
            </Alert>
          ) : null}
          <TicketForm onCreated={(ticket) => setSentId(ticket.ticketId)} />
        </Card>

        <section aria-labelledby="support-tickets-title">
          <Title order={2} size="h4" id="support-tickets-title" mb="sm">
            {t('host.support.tickets')}
          </Title>
          {tickets.data ? (
            tickets.data.items.length === 0 ? (
              <Text c="dimmed">{t('host.support.noTickets')}</Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {tickets.data.items.map((ticket) => (
                  <li key={ticket.ticketId}>
                    <UnstyledButton
                      onClick={() => openTicket(ticket.ticketId)}
                      w="100%"
                      p="sm"
                      style={{
                        border: '1px solid var(--mantine-color-default-border)',
                        borderRadius: 'var(--mantine-radius-md)',
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <div style={{ minWidth: 0 }}>
                          <Text fw={600} truncate>
                            {ticket.subject}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('host.support.lastMessage', {
                              date: formatDateTime(ticket.lastMessageAt, locale),
                              count: ticket.messageCount,
                            })}
                          </Text>
                        </div>
                        <StatusBadge status={ticket.status} />
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )
          ) : tickets.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('host.support.loadFailed')}
            </Alert>
          ) : (
            <Text c="dimmed">{t('host.support.loading')}</Text>
          )}
          {pages > 1 ? <Pagination mt="md" total={pages} value={page} onChange={setPage} /> : null}
        </section>
      </Stack>

      <Drawer
        opened={openId !== null}
        onClose={() => openTicket(null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={detail.data?.subject ?? t('host.support.ticketTitle')}
      >
        {detail.data ? (
          <TicketDetail ticket={detail.data} />
        ) : detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('host.support.loadFailed')}
          </Alert>
        ) : (
          <Text c="dimmed">{t('host.support.loading')}</Text>
        )}
      </Drawer>
    </>
  );
}
