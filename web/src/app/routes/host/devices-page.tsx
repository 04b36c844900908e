import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/devices — devices and their guest instructions. */
export function DevicesPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.devices.title')} description={t('host.pages.devices.description')} />;
}
