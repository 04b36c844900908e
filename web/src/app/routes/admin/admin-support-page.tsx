import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/support — support requests. */
export function AdminSupportPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.support.title')} description={t('admin.pages.support.description')} />;
}
