import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/properties — the host's list of properties (properties feature). */
export function PropertiesPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.properties.title')} description={t('host.pages.properties.description')} />;
}
