import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { type AdminAi, type AdminAiRun } from '../api/get-ai';
import { useRetryIndex } from '../api/retry-index';
import { adminErrorMessage } from '../lib/staff-role';

const STATUS_COLOR: Record<string, string> = { succeeded: 'teal', running: 'blue', queued: 'blue', failed: 'red' };

function RunStatus({ run }: { run: AdminAiRun }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge size="sm" variant="light" color={STATUS_COLOR[run.status] ?? 'gray'}>
        {t(`admin.ai.status.${run.status}`, { defaultValue: run.status })}
      </Badge>
      {run.stale ? (
        <Badge size="sm" variant="light" color="orange">
          {t('admin.ai.stale')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Provider, every property's latest indexing run (failed ones with their reason; retry for Admin), usage. */
export function AiPanel({ ai, isAdmin, locale }: { ai: AdminAi; isAdmin: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const retry = useRetryIndex();
  const error = adminErrorMessage(retry.error, t);
  const number = new Intl.NumberFormat(locale);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('admin.ai.provider')}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('admin.ai.provider')}
          </Text>
          <Text fw={700}>{t(`admin.ai.mode.${ai.provider.mode}`)}</Text>
          {ai.provider.chatModel ? (
            <Text size="xs">{t('admin.ai.chatModel', { model: ai.provider.chatModel })}</Text>
          ) : null}
          {ai.provider.embedModel ? (
            <Text size="xs">{t('admin.ai.embedModel', { model: ai.provider.embedModel })}</Text>
          ) : null}
        </Paper>
        {(
          [
            ['questions', ai.usage.questionsLast30Days],
            ['answered', ai.usage.answeredLast30Days],
            ['indexed', ai.usage.indexedProperties],
          ] as const
        ).map(([key, value]) => (
          <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={t(`admin.ai.usage.${key}`)}>
            <Text size="sm" c="dimmed" fw={600}>
              {t(`admin.ai.usage.${key}`)}
            </Text>
            <Text fz={26} fw={700}>
              {number.format(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('admin.ai.runsTitle')}
        </Title>
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {ai.runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.ai.noRuns')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" striped aria-label={t('admin.ai.runsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.ai.property')}</Table.Th>
                  <Table.Th>{t('admin.ai.owner')}</Table.Th>
                  <Table.Th>{t('admin.ai.state')}</Table.Th>
                  <Table.Th>{t('admin.ai.started')}</Table.Th>
                  {isAdmin ? <Table.Th>{t('admin.ai.retry')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ai.runs.map((run) => (
                  <Table.Tr key={run.propertyId}>
                    <Table.Td>
                      {run.propertyName}{' '}
                      <Text span size="xs" c="dimmed">
                        #{run.propertyId}
                      </Text>
                    </Table.Td>
                    <Table.Td>{run.ownerEmail}</Table.Td>
                    <Table.Td>
                      <RunStatus run={run} />
                      {run.errorKey ? (
                        <Text size="xs" c={run.status === 'failed' ? 'red.8' : 'dimmed'} mt={2}>
                          {t(run.errorKey, { defaultValue: run.errorKey })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createDate, locale)}</Table.Td>
                    {isAdmin ? (
                      <Table.Td>
                        {run.status === 'failed' || run.stale ? (
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconRefresh size={14} aria-hidden />}
                            loading={retry.isPending && retry.variables === run.propertyId}
                            onClick={() => retry.mutate(run.propertyId)}
                            aria-label={t('admin.ai.retryLabel', { name: run.propertyName })}
                          >
                            {t('admin.ai.retry')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
