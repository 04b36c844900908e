import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';

/** /home/guide/videos — how-to videos for guests. */
export function VideosPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('host.pages.videos.title')} description={t('host.pages.videos.description')} />;
}
