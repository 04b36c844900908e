import { Code, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type AuditEntry } from '@common/contracts/admin';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { useAuditPage } from '../api/get-audit';
import { LoadState } from './load-state';

const PAGE_SIZE = 20;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Before and after, compactly: only the fields that changed, "field: old → new"; a value on one side
 * only is shown as it is.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
  }
  const lines: string[] = [];
  for (const [sign, value] of [
    ['−', before],
    ['+', after],
  ] as const) {
    if (value === null || value === undefined) continue;
    if (isRecord(value)) lines.push(...Object.entries(value).map(([key, v]) => `${sign} ${key}: ${show(v)}`));
    else lines.push(`${sign} ${show(value)}`);
  }
  return lines;
}

function EntryRow({ entry, locale }: { entry: AuditEntry; locale: Locale }) {
  const { t } = useTranslation();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createDate, locale)}</Table.Td>
      <Table.Td>{entry.actor}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.targetType} {entry.targetId}
        </Text>
      </Table.Td>
      <Table.Td>
        {changes.length ? (
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {changes.join('\n')}
          </Code>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** One entry as a card, for phones (the table would hide what changed off to the side). */
function EntryCard({ entry, locale }: { entry: AuditEntry; locale: Locale }) {
  const { t } = useTranslation();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {formatDateTime(entry.createDate, locale)} · {entry.actor}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {entry.targetType} {entry.targetId}
        </Text>
        {changes.length ? (
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {changes.join('\n')}
          </Code>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The audit log, newest first, a page at a time: a table from small tablets up, cards on phones. */
export function AuditLog({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page, PAGE_SIZE);
  if (!audit.data) return <LoadState isError={audit.isError} />;
  const pages = Math.max(1, Math.ceil(audit.data.totalCount / PAGE_SIZE));
  return (
    <Stack gap="sm">
      {audit.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.audit.empty')}
        </Text>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            hiddenFrom="sm"
            aria-label={t('admin.audit.title')}
          >
            {audit.data.items.map((entry) => (
              <EntryCard key={entry.auditId} entry={entry} locale={locale} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table verticalSpacing="xs" striped aria-label={t('admin.audit.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.audit.when')}</Table.Th>
                  <Table.Th>{t('admin.audit.who')}</Table.Th>
                  <Table.Th>{t('admin.audit.what')}</Table.Th>
                  <Table.Th>{t('admin.audit.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((entry) => (
                  <EntryRow key={entry.auditId} entry={entry} locale={locale} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`admin.paging.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('admin.paging.page', { page: n }) })}
        />
      ) : null}
    </Stack>
  );
}
