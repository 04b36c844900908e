import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { SharedBlocksPanel } from '@web/features/shared-blocks/components/shared-blocks-panel';

/** /home/guide/shared-blocks — sections written once and used by several guides (decision 047). */
export function SharedBlocksPage() {
  const { t } = useTranslation();
  const properties = usePropertyDropdown();
  return (
    <>
      <PageIntro title={t('host.pages.sharedBlocks.title')} description={t('host.pages.sharedBlocks.description')} />
      {properties.isPending ? (
        <Skeleton h={88} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />
      ) : !properties.data ? (
        <Alert color="red" variant="light">
          {t('host.sharedBlocks.loadFailed')}
        </Alert>
      ) : (
        <SharedBlocksPanel properties={properties.data} />
      )}
    </>
  );
}
