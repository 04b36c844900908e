import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /admin/ai — the AI concierge across properties. */
export function AdminAiPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('admin.pages.ai.title')} description={t('admin.pages.ai.description')} />;
}
