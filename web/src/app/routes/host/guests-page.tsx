import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { CalendarFeeds } from '@web/features/stays/components/calendar-feeds';
import { StaysPanel } from '@web/features/stays/components/stays-panel';
import { useLocale } from '@web/lib/i18n/use-locale';

/** /home/guide/guests — the guests' stays, each with its own guide link, and the calendars they come from. */
export function GuestsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const properties = usePropertyDropdown();

  return (
    <>
      <PageIntro title={t('host.pages.guests.title')} description={t('host.pages.guests.description')} />
      {properties.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton h={36} />
          <Skeleton h={88} radius="md" />
        </Stack>
      ) : !properties.data ? (
        <Alert color="red" variant="light">
          {t('host.stays.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="xl">
          <StaysPanel properties={properties.data} locale={locale} />
          {properties.data.length > 0 ? <CalendarFeeds properties={properties.data} locale={locale} /> : null}
        </Stack>
      )}
    </>
  );
}
