import { Box, Tabs } from '@mantine/core';
import { IconCalendarTime, IconList, IconTemplate } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type StayStatus } from '@common/contracts/stays';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { MessageLog } from '@web/features/messages/components/message-log';
import { SchedulesPanel } from '@web/features/messages/components/schedules-panel';
import { TemplatesPanel } from '@web/features/messages/components/templates-panel';
import { type StayOption } from '@web/features/messages/components/template-editor';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { useStays } from '@web/features/stays/api/get-stays';
import { formatCalendarDate } from '@web/lib/guest-dates';
import { useLocale } from '@web/lib/i18n/use-locale';

const TABS = ['templates', 'schedules', 'log'] as const;
/** Stays to preview with: guests in house first, then the next arrivals, past stays last. */
const STATUS_ORDER: Record<StayStatus, number> = { inHouse: 0, upcoming: 1, past: 2 };
type Tab = (typeof TABS)[number];

/** /home/guide/messages — templates, when they go out by themselves, and the log of what went out (?tab=, and ?stayId= for one guest's messages). */
export function MessagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'templates';
  const properties = usePropertyDropdown();
  // The stays to preview templates with and to filter the log by: the latest 100.
  const stays = useStays({ page: 1, pageSize: 100 });
  const stayOptions = useMemo<StayOption[]>(
    () =>
      [...(stays.data?.items ?? [])]
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
        .map((stay) => ({
          value: String(stay.stayId),
          label: `${stay.guestName} · ${stay.propertyName} · ${formatCalendarDate(stay.checkInDate, locale, { withYear: false })}`,
        })),
    [stays.data, locale],
  );

  return (
    <>
      <PageIntro title={t('host.pages.messages.title')} description={t('host.pages.messages.description')} />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams(value === 'templates' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        {/* On a phone the three tabs scroll sideways rather than wrap onto a second row. */}
        <Box mb="lg" style={{ overflowX: 'auto' }}>
          <Tabs.List style={{ flexWrap: 'nowrap', minWidth: 'max-content' }}>
            <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />}>
              {t('host.messages.tabs.templates')}
            </Tabs.Tab>
            <Tabs.Tab value="schedules" leftSection={<IconCalendarTime size={16} aria-hidden />}>
              {t('host.messages.tabs.schedules')}
            </Tabs.Tab>
            <Tabs.Tab value="log" leftSection={<IconList size={16} aria-hidden />}>
              {t('host.messages.tabs.log')}
            </Tabs.Tab>
          </Tabs.List>
        </Box>
        <Tabs.Panel value="templates">
          <TemplatesPanel stays={stayOptions} locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="schedules">
          <SchedulesPanel properties={properties.data ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <MessageLog
            properties={properties.data ?? []}
            stays={stayOptions}
            locale={locale}
            initialStayId={params.get('stayId')}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
