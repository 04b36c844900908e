import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/hosts — co-hosts. */
export function HostsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.hosts.title')} description={t('host.pages.hosts.description')} />;
}
