import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/tools — maintenance tasks. */
export function AdminToolsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.tools.title')} description={t('admin.pages.tools.description')} />;
}
