import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin — the admin area's start. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.overview.title')} description={t('admin.pages.overview.description')} />;
}
