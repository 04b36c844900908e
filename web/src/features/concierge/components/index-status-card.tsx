import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_INDEX_SCOPES, type AiIndexScope, type AiIndexStatus } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useStartIndexing } from '../api/start-indexing';

/**
 * The knowledge base of one property: whether and when it was indexed, whether the guide changed
 * since ("answers may be out of date"), the last failure, and "Index now".
 */
export function IndexStatusCard({ status }: { status: AiIndexStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [scope, setScope] = useState<AiIndexScope>('all');
  const start = useStartIndexing();
  const run = status.lastRun;
  const failed = run?.status === 'failed';
  const state = status.isIndexing
    ? 'indexing'
    : failed
      ? 'failed'
      : status.lastIndexDate
        ? status.outOfDate
          ? 'outOfDate'
          : 'ready'
        : 'never';
  const color = { indexing: 'blue', failed: 'red', outOfDate: 'yellow', ready: 'teal', never: 'gray' }[state];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {t('host.ai.status.title')}
              </Title>
              <Badge color={color} variant="light" data-testid="index-state">
                {t(`host.ai.status.state.${state}`)}
              </Badge>
            </Group>
            <Text c="gray.7" fz="sm">
              {status.lastIndexDate
                ? t('host.ai.status.lastIndexed', {
                    date: formatDateTime(status.lastIndexDate, locale),
                    count: status.passageCount,
                  })
                : t('host.ai.status.neverIndexed')}
            </Text>
            <Text c="gray.7" fz="sm">
              {t(status.mode === 'ai' ? 'host.ai.status.modeAi' : 'host.ai.status.modeExtractive')}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              label={t('host.ai.status.scope')}
              w={170}
              allowDeselect={false}
              value={scope}
              onChange={(value) => value && setScope(value as AiIndexScope)}
              data={AI_INDEX_SCOPES.map((value) => ({ value, label: t(`host.ai.status.scopes.${value}`) }))}
            />
            <Button
              leftSection={status.isIndexing ? undefined : <IconRefresh size={16} aria-hidden />}
              loading={start.isPending}
              disabled={status.isIndexing}
              onClick={() => start.mutate({ propertyId: status.propertyId, scope })}
            >
              {status.isIndexing ? t('host.ai.status.indexing') : t('host.ai.status.indexNow')}
            </Button>
          </Group>
        </Group>

        {status.outOfDate && status.lastIndexDate && !status.isIndexing ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('host.ai.status.outOfDateTitle')}
          >
            {t('host.ai.status.outOfDate')}
          </Alert>
        ) : null}
        {status.fillerSectionIds.length ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="filler-warning"
          >
            {t('host.ai.status.filler', { count: status.fillerSectionIds.length })}
          </Alert>
        ) : null}
        {!status.lastIndexDate && !status.isIndexing && !failed ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconSparkles size={18} aria-hidden />}
            title={t('host.ai.status.firstTitle')}
          >
            {t('host.ai.status.first')}
          </Alert>
        ) : null}
        {failed && !status.isIndexing ? (
          <Alert color="red" variant="light" title={t('host.ai.status.failedTitle')} role="alert">
            {t(run.errorKey ?? 'host.ai.errors.indexFailed')}
          </Alert>
        ) : null}
        {run?.status === 'succeeded' && run.errorKey && !status.isIndexing ? (
          <Alert color="yellow" variant="light">
            {t(run.errorKey)}
          </Alert>
        ) : null}
        {!status.published ? (
          <Text fz="sm" c="gray.7">
            {t('host.ai.status.unpublished')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
