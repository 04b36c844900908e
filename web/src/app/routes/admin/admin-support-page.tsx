import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TICKET_STATUSES, type TicketStatus } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { LoadState } from '@web/features/admin/components/load-state';
import { useStaffTickets } from '@web/features/support/api/get-staff-tickets';
import { StatusBadge } from '@web/features/support/components/status-badge';
import { formatDateTime } from '@web/lib/dates';
import { LocaleLink, useLocale } from '@web/lib/i18n';

const PAGE_SIZE = 25;
type Assignee = 'me' | 'nobody';

/** /admin/support — the staff queue: filter by status and assignee, search, a page at a time. */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [status, setStatus] = useState<TicketStatus | null>('open');
  const [assignee, setAssignee] = useState<Assignee | null>(null);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [page, setPage] = useState(1);
  const tickets = useStaffTickets({ status, assignee, q: debounced, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((tickets.data?.totalCount ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageIntro title={t('admin.pages.support.title')} description={t('admin.pages.support.description')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('admin.support.statusFilter')}
            data={[
              { value: 'all', label: t('admin.support.all') },
              ...TICKET_STATUSES.map((value) => ({ value, label: t(`admin.support.status.${value}`) })),
            ]}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => {
              setStatus(value && value !== 'all' ? (value as TicketStatus) : null);
              setPage(1);
            }}
            w={180}
          />
          <Select
            label={t('admin.support.assigneeFilter')}
            data={[
              { value: 'all', label: t('admin.support.anyone') },
              { value: 'me', label: t('admin.support.assignedToMe') },
              { value: 'nobody', label: t('admin.support.unassigned') },
            ]}
            value={assignee ?? 'all'}
            allowDeselect={false}
            onChange={(value) => {
              setAssignee(value === 'me' || value === 'nobody' ? value : null);
              setPage(1);
            }}
            w={180}
          />
          <TextInput
            label={t('admin.support.search')}
            placeholder={t('admin.support.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            maxLength={120}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {tickets.data ? (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin.support.count', { count: tickets.data.totalCount })}
            </Text>
            {tickets.data.items.length === 0 ? <Text c="dimmed">{t('admin.support.empty')}</Text> : null}
            {tickets.data.items.length > 0 ? (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.support.subject')}</Table.Th>
                      <Table.Th>{t('admin.support.from')}</Table.Th>
                      <Table.Th>{t('admin.support.statusLabel')}</Table.Th>
                      <Table.Th>{t('admin.support.assignee')}</Table.Th>
                      <Table.Th>{t('admin.support.lastMessage')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {tickets.data.items.map((ticket) => (
                      <Table.Tr key={ticket.ticketId}>
                        <Table.Td>
                          <Anchor
                            component={LocaleLink}
                            to={`/admin/support-detail?ticket=${ticket.ticketId}`}
                            fw={600}
                          >
                            {ticket.subject}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{ticket.requesterName}</Text>
                          <Text size="xs" c="dimmed">
                            {ticket.requesterEmail}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={ticket.status} staff />
                        </Table.Td>
                        <Table.Td>{ticket.assigneeName ?? t('admin.support.nobody')}</Table.Td>
                        <Table.Td>{formatDateTime(ticket.lastMessageAt, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`admin.paging.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('admin.paging.page', { page: n }) })}
              />
            ) : null}
          </>
        ) : (
          <LoadState isError={tickets.isError} />
        )}
      </Stack>
    </>
  );
}
