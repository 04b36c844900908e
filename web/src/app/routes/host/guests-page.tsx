import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/guests — guests and shared guides. */
export function GuestsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.guests.title')} description={t('host.pages.guests.description')} />;
}
