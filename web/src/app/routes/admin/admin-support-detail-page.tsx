import { Alert, Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { LoadState } from '@web/features/admin/components/load-state';
import { useStaffTicket } from '@web/features/support/api/get-staff-ticket';
import { StaffTicketDetail } from '@web/features/support/components/staff-ticket-detail';
import { LocaleLink } from '@web/lib/i18n';

/** /admin/support-detail?ticket={id} — one support request: thread, reply or note, status, assignee. */
export function AdminSupportDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('ticket');
  const ticketId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const ticket = useStaffTicket(ticketId);

  return (
    <>
      <Anchor
        component={LocaleLink}
        to="/admin/support"
        size="sm"
        mb="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden />
        {t('admin.support.back')}
      </Anchor>
      <PageIntro
        title={ticket.data?.subject ?? t('admin.pages.supportDetail.title')}
        description={t('admin.pages.supportDetail.description')}
      />
      {ticketId === null ? (
        <Alert color="red" variant="light" role="alert">
          {t('admin.support.noTicket')}
        </Alert>
      ) : ticket.data ? (
        <StaffTicketDetail ticket={ticket.data} />
      ) : (
        <LoadState isError={ticket.isError} />
      )}
    </>
  );
}
