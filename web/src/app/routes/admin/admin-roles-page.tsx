import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/roles — role holders. */
export function AdminRolesPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.roles.title')} description={t('admin.pages.roles.description')} />;
}
