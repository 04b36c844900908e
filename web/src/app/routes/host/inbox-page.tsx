import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { InboxView } from '@web/features/inbox';

/** /home/inbox — guests' questions the concierge could not answer, and the host's answers. */
export function InboxPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('host.pages.inbox.title')} description={t('host.pages.inbox.description')} />
      <InboxView />
    </>
  );
}
