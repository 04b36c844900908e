import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/users — host accounts. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.users.title')} description={t('admin.pages.users.description')} />;
}
