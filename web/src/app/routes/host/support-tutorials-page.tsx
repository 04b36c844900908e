import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/support/tutorials — tutorials. */
export function SupportTutorialsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.supportTutorials.title')} description={t('host.pages.supportTutorials.description')} />;
}
