import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /account — the host's profile and security settings (accounts feature). */
export function AccountPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.account.title')} description={t('host.pages.account.description')} />;
}
