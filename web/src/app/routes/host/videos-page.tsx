import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { VideosPanel } from '@web/features/devices/components/videos-panel';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';

/** /home/guide/videos — each property's videos: YouTube and Vimeo links or uploaded clips, shown to guests as light posters. */
export function VideosPage() {
  const { t } = useTranslation();
  const properties = usePropertyDropdown();
  return (
    <>
      <PageIntro title={t('host.pages.videos.title')} description={t('host.pages.videos.description')} />
      {properties.isPending ? (
        <Skeleton h={88} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />
      ) : !properties.data ? (
        <Alert color="red" variant="light">
          {t('host.videos.loadFailed')}
        </Alert>
      ) : (
        <VideosPanel properties={properties.data} />
      )}
    </>
  );
}
