import { Alert, Badge, Button, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { useOutboxPage } from '../api/get-outbox';
import { useResendMail } from '../api/resend-mail';
import { adminErrorMessage } from '../lib/staff-role';
import { LoadState } from './load-state';

const PAGE_SIZE = 20;

/** The mail outbox, newest first; an Admin sends a kept mail again. */
export function OutboxPanel({ locale, isAdmin }: { locale: Locale; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutboxPage(page, PAGE_SIZE);
  const resend = useResendMail();
  const error = adminErrorMessage(resend.error, t);
  if (!outbox.data) return <LoadState isError={outbox.isError} />;
  const pages = Math.max(1, Math.ceil(outbox.data.totalCount / PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(`admin.overview.health.mailMode.${outbox.data.mode}`)}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {outbox.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.tools.outbox.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped aria-label={t('admin.tools.outbox.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.tools.outbox.when')}</Table.Th>
                <Table.Th>{t('admin.tools.outbox.to')}</Table.Th>
                <Table.Th>{t('admin.tools.outbox.subject')}</Table.Th>
                <Table.Th>{t('admin.tools.outbox.state')}</Table.Th>
                {isAdmin ? <Table.Th>{t('admin.tools.outbox.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.items.map((mail) => (
                <Table.Tr key={mail.mailId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createDate, locale)}</Table.Td>
                  <Table.Td>{mail.to}</Table.Td>
                  <Table.Td>{mail.subject}</Table.Td>
                  <Table.Td>
                    {mail.sentDate ? (
                      <Badge size="sm" variant="light" color="teal">
                        {t('admin.tools.outbox.sent', { date: formatDateTime(mail.sentDate, locale) })}
                      </Badge>
                    ) : (
                      <Badge size="sm" variant="light" color="gray">
                        {t('admin.tools.outbox.kept')}
                      </Badge>
                    )}
                  </Table.Td>
                  {isAdmin ? (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconSend size={14} aria-hidden />}
                        loading={resend.isPending && resend.variables === mail.mailId}
                        onClick={() => resend.mutate(mail.mailId)}
                        aria-label={t('admin.tools.outbox.resendLabel', { to: mail.to, subject: mail.subject })}
                      >
                        {t('admin.tools.outbox.resend')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`admin.paging.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('admin.paging.page', { page: n }) })}
        />
      ) : null}
    </Stack>
  );
}
