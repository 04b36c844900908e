import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/support/contact — writing to support. */
export function SupportContactPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.supportContact.title')} description={t('host.pages.supportContact.description')} />;
}
