import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useAdminOverview } from '@web/features/admin/api/get-overview';
import { AuditLog } from '@web/features/admin/components/audit-log';
import { ListsEditor } from '@web/features/admin/components/lists-editor';
import { OutboxPanel } from '@web/features/admin/components/outbox-panel';
import { PurgeCard } from '@web/features/admin/components/purge-card';
import { useIsAdmin } from '@web/features/admin/lib/staff-role';
import { useLocale } from '@web/lib/i18n';
import { LOADED_BUILD_ID } from '@web/lib/build-version';

const TABS = ['audit', 'outbox', 'lists', 'purge'] as const;
type Tab = (typeof TABS)[number];

/** /admin/tools — audit log, mail outbox, lookup lists, purge of deleted properties, build version (?tab=). */
export function AdminToolsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const isAdmin = useIsAdmin();
  const overview = useAdminOverview();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'audit';
  return (
    <>
      <PageIntro title={t('admin.pages.tools.title')} description={t('admin.pages.tools.description')} />
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin.tools.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="audit">
          <AuditLog locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxPanel locale={locale} isAdmin={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="lists">
          <ListsEditor isAdmin={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="purge">
          <PurgeCard isAdmin={isAdmin} />
        </Tabs.Panel>
      </Tabs>
      <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="build-version-title">
        <Stack gap={2}>
          <Title order={2} size="h5" id="build-version-title">
            {t('admin.tools.build.title')}
          </Title>
          <Text size="sm">{t('admin.tools.build.web', { version: LOADED_BUILD_ID })}</Text>
          {overview.data ? <Text size="sm">{t('admin.version', { version: overview.data.version })}</Text> : null}
        </Stack>
      </Paper>
    </>
  );
}
