import { Alert, Button, Paper, Select, Skeleton, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconAdjustments, IconDatabase, IconMessageQuestion, IconMessages, IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { useAiProperties } from '../api/get-ai-properties';
import { AiSettingsForm } from './ai-settings-form';
import { AskConsole } from './ask-console';
import { IndexStatusCard } from './index-status-card';
import { QaPairsPanel } from './qa-pairs-panel';
import { type EditorPath, QuestionsLog } from './questions-log';

const TABS = ['qa', 'questions', 'console', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The host's AI area for one property at a time (chosen in the picker, kept in `?property=`): index
 * state and "Index now", then tabs for Q&A pairs, guests' questions, the test console and settings.
 * `editorPath` (from the app's routes) lets a question that became a guide section link to the editor.
 */
export function AiWorkspace({ editorPath }: { editorPath?: EditorPath } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: properties, isPending, isError, refetch } = useAiProperties();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'qa';

  if (isPending) return <Skeleton h={220} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />;
  if (isError)
    return (
      <Alert color="red" variant="light" title={t('host.ai.loadFailed')}>
        <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
          {t('host.ai.retry')}
        </Button>
      </Alert>
    );
  if (properties.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconSparkles size={30} aria-hidden />
          </ThemeIcon>
          <Text>{t('host.ai.noProperties')}</Text>
        </Stack>
      </Paper>
    );

  const selected = properties.find((p) => String(p.propertyId) === params.get('property')) ?? properties[0]!;
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Select
        label={t('host.ai.property')}
        w={{ base: '100%', sm: 360 }}
        allowDeselect={false}
        value={String(selected.propertyId)}
        onChange={(value) => value && update({ property: value })}
        data={properties.map((p) => ({ value: String(p.propertyId), label: p.name }))}
        leftSection={<IconDatabase size={16} aria-hidden />}
      />
      <IndexStatusCard status={selected} />
      <Tabs value={tab} onChange={(value) => value && update({ tab: value })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="qa" leftSection={<IconMessages size={16} aria-hidden />}>
            {t('host.ai.tabs.qa')}
          </Tabs.Tab>
          <Tabs.Tab value="questions" leftSection={<IconMessageQuestion size={16} aria-hidden />}>
            {t('host.ai.tabs.questions')}
          </Tabs.Tab>
          <Tabs.Tab value="console" leftSection={<IconSparkles size={16} aria-hidden />}>
            {t('host.ai.tabs.console')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconAdjustments size={16} aria-hidden />}>
            {t('host.ai.tabs.settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="qa" pt="lg">
          <QaPairsPanel key={selected.propertyId} propertyId={selected.propertyId} />
        </Tabs.Panel>
        <Tabs.Panel value="questions" pt="lg">
          <QuestionsLog key={selected.propertyId} propertyId={selected.propertyId} editorPath={editorPath} />
        </Tabs.Panel>
        <Tabs.Panel value="console" pt="lg">
          <AskConsole key={selected.propertyId} propertyId={selected.propertyId} hasIndex={selected.passageCount > 0} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <AiSettingsForm key={selected.propertyId} propertyId={selected.propertyId} mode={selected.mode} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
