import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home — the host's starting point. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.dashboard.title')} description={t('host.pages.dashboard.description')} />;
}
