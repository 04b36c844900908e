import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/messages — messages for guests. */
export function MessagesPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.messages.title')} description={t('host.pages.messages.description')} />;
}
