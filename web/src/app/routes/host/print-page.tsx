import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/print — printable guides. */
export function PrintPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.print.title')} description={t('host.pages.print.description')} />;
}
