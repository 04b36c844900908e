import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { DevicesPanel } from '@web/features/devices/components/devices-panel';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';

/** /home/guide/devices — the appliances and home devices of each property, with their guest instructions. */
export function DevicesPage() {
  const { t } = useTranslation();
  const properties = usePropertyDropdown();
  return (
    <>
      <PageIntro title={t('host.pages.devices.title')} description={t('host.pages.devices.description')} />
      {properties.isPending ? (
        <Skeleton h={88} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />
      ) : !properties.data ? (
        <Alert color="red" variant="light">
          {t('host.devices.loadFailed')}
        </Alert>
      ) : (
        <DevicesPanel properties={properties.data} />
      )}
    </>
  );
}
