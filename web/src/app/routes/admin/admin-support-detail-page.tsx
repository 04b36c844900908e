import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/support-detail — one support request. */
export function AdminSupportDetailPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.supportDetail.title')} description={t('admin.pages.supportDetail.description')} />;
}
