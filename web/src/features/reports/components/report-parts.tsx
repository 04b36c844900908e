import { Button, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ReportTable } from '@common/contracts/reports';
import { useTranslation } from '@web/lib/i18n/react';
import { toasts } from '@web/lib/toasts';
import { downloadReportCsv } from '../api/download-report-csv';
import { type ReportRequest } from '../api/get-report';

/** The building blocks of the reports: cards, figures and tables. */

/** A titled card with a CSV download of its table. */
export function Card({
  title,
  table,
  request,
  children,
}: {
  title: string;
  table: ReportTable;
  request: ReportRequest;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const done = await downloadReportCsv(table, request);
    setBusy(false);
    if (!done) toasts.error({ summary: 'errors.title', detail: 'host.reports.downloadFailed' });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ flexShrink: 0 }}
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          aria-label={t('host.reports.downloadCsvOf', { table: title })}
        >
          {t('host.reports.csv')}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

/** One headline figure; `value` undefined while the report loads (a placeholder holds its place). */
export function Stat({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: number | string | undefined;
  hint?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} w="40%" my={0} />
      ) : (
        <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${id}`}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export function Empty() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('host.reports.nothingYet')}
    </Text>
  );
}

/** Two-column table (label, number). */
export function Pairs({ rows }: { rows: [string, number][] }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, n]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{n}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A card of the report while it loads: its title and a placeholder of the content's height. */
export function PendingCard({ title, h }: { title: string; h: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Skeleton h={h} radius="sm" />
    </Paper>
  );
}
