import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/ai — AI concierge knowledge and indexing (AI feature). */
export function AiPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.ai.title')} description={t('host.pages.ai.description')} />;
}
