import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/reports — how guests use the guides. */
export function ReportsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.reports.title')} description={t('host.pages.reports.description')} />;
}
