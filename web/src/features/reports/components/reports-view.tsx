import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type Report, type ReportTable } from '@common/contracts/reports';
import type { PropertyListItem } from '@common/contracts/property';
import { formatDate, formatDateTime } from '@web/lib/dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import { toasts } from '@web/lib/toasts';
import { downloadReportCsv } from '../api/download-report-csv';
import { type ReportRequest, useReport } from '../api/get-report';

const PRESETS = ['7', '30', '90', '365', 'custom'] as const;
type Preset = (typeof PRESETS)[number];

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const spanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A titled card with a CSV download of its table. */
function Card({
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

function Stat({ id, label, value, hint }: { id: string; label: string; value: number | string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${id}`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('host.reports.nothingYet')}
    </Text>
  );
}

/** Two-column table (label, number). */
function Pairs({ rows }: { rows: [string, number][] }) {
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

function Figures({
  report,
  request,
  aiPath,
}: {
  report: Report;
  request: ReportRequest;
  aiPath: (propertyId: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const days = useMemo(
    () => report.days.map((d) => ({ ...d, answered: d.questions - d.declined, label: formatDate(d.day, locale) })),
    [report.days, locale],
  );
  const languageName = (code: string) =>
    code === 'en'
      ? t('host.reports.languageEn')
      : code === 'es'
        ? t('host.reports.languageEs')
        : t('host.reports.languageUnknown');
  const single = report.propertyId !== null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat id="opens" label={t('host.reports.opens')} value={report.totals.opens} />
        <Stat
          id="unique"
          label={t('host.reports.uniqueOpens')}
          value={report.totals.uniqueOpens}
          hint={t('host.reports.uniqueHint')}
        />
        <Stat
          id="questions"
          label={t('host.reports.questionsAsked')}
          value={report.questions.asked}
          hint={t('host.reports.answeredDeclined', {
            answered: report.questions.answered,
            declined: report.questions.declined,
          })}
        />
        <Stat
          id="links"
          label={t('host.reports.linksOpened')}
          value={`${report.stays.openedBeforeArrival}/${report.stays.arrivals}`}
          hint={t('host.reports.linksOpenedHint')}
        />
      </SimpleGrid>

      <Card title={t('host.reports.opensPerDay')} table="opens" request={request}>
        <AreaChart
          h={240}
          data={days}
          dataKey="label"
          series={[
            { name: 'opens', label: t('host.reports.opens'), color: 'blue.6' },
            { name: 'uniqueOpens', label: t('host.reports.uniqueOpens'), color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          tickLine="none"
          gridAxis="y"
          aria-label={t('host.reports.opensPerDay')}
        />
      </Card>

      <Card title={t('host.reports.questionsPerDay')} table="questions" request={request}>
        <BarChart
          h={200}
          data={days}
          dataKey="label"
          type="stacked"
          series={[
            { name: 'declined', label: t('host.reports.declined'), color: 'orange.6' },
            { name: 'answered', label: t('host.reports.answered'), color: 'teal.6' },
          ]}
          withLegend
          tickLine="none"
          gridAxis="y"
          aria-label={t('host.reports.questionsPerDay')}
        />
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title={t('host.reports.sections')} table="sections" request={request}>
          {report.sections.length === 0 ? (
            <Empty />
          ) : (
            <BarChart
              h={Math.max(160, report.sections.length * 30)}
              data={report.sections.map((s) => ({
                name: single ? s.title || s.sectionId : `${s.title || s.sectionId} · ${s.propertyName}`,
                views: s.views,
              }))}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 160 }}
              series={[{ name: 'views', label: t('host.reports.views'), color: 'blue.6' }]}
              aria-label={t('host.reports.sections')}
            />
          )}
        </Card>
        <Stack gap="md">
          <Card title={t('host.reports.languages')} table="languages" request={request}>
            {report.languages.length === 0 ? (
              <Empty />
            ) : (
              <Pairs rows={report.languages.map((l) => [languageName(l.locale), l.opens])} />
            )}
          </Card>
          <Card title={t('host.reports.actions')} table="actions" request={request}>
            <Pairs
              rows={[
                [t('host.reports.wifiCopies'), report.actions.wifiCopies],
                [t('host.reports.calls'), report.actions.calls],
                [t('host.reports.directions'), report.actions.directions],
                [t('host.reports.searches'), report.actions.searches],
                [t('host.reports.searchesNoResult'), report.actions.searchesNoResult],
                [t('host.reports.prints'), report.actions.prints],
              ]}
            />
          </Card>
        </Stack>
      </SimpleGrid>

      <Card title={t('host.reports.declinedTitle')} table="declined" request={request}>
        {report.declined.length === 0 ? (
          <Empty />
        ) : (
          <ScrollArea>
            <Table verticalSpacing="xs" miw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('host.reports.question')}</Table.Th>
                  {!single && <Table.Th>{t('host.reports.property')}</Table.Th>}
                  <Table.Th ta="right">{t('host.reports.timesAsked')}</Table.Th>
                  <Table.Th>{t('host.reports.lastAsked')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.declined.map((d) => (
                  <Table.Tr key={d.questionId}>
                    <Table.Td>{d.question}</Table.Td>
                    {!single && <Table.Td>{d.propertyName}</Table.Td>}
                    <Table.Td ta="right">{d.count}</Table.Td>
                    <Table.Td>{formatDateTime(d.lastAskedAt, locale)}</Table.Td>
                    <Table.Td>
                      <Button component={LocaleLink} to={aiPath(d.propertyId)} size="compact-xs" variant="light">
                        {t('host.reports.addAnswer')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title={t('host.reports.stayLinks')} table="stays" request={request}>
          <Pairs
            rows={[
              [t('host.reports.arrivals'), report.stays.arrivals],
              [t('host.reports.openedBeforeArrival'), report.stays.openedBeforeArrival],
              [t('host.reports.notOpened'), report.stays.notOpened],
            ]}
          />
        </Card>
        <Card title={t('host.reports.messages')} table="messages" request={request}>
          {report.messages.length === 0 ? (
            <Empty />
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('host.reports.channel')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.sent')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.failed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.messages.map((m) => (
                  <Table.Tr key={m.channel}>
                    <Table.Td>{t(`host.reports.channels.${m.channel}`, { defaultValue: m.channel })}</Table.Td>
                    <Table.Td ta="right">{m.sent}</Table.Td>
                    <Table.Td ta="right">{m.failed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>

      {!single && (
        <Card title={t('host.reports.byProperty')} table="properties" request={request}>
          <ScrollArea>
            <Table miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('host.reports.property')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.opens')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.uniqueOpens')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.questionsAsked')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.declined')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.sent')}</Table.Th>
                  <Table.Th ta="right">{t('host.reports.failed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.properties.map((p) => (
                  <Table.Tr key={p.propertyId}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ta="right">{p.opens}</Table.Td>
                    <Table.Td ta="right">{p.uniqueOpens}</Table.Td>
                    <Table.Td ta="right">{p.questions}</Table.Td>
                    <Table.Td ta="right">{p.declined}</Table.Td>
                    <Table.Td ta="right">{p.messagesSent}</Table.Td>
                    <Table.Td ta="right">{p.messagesFailed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
    </Stack>
  );
}

/**
 * The reports of /home/reports: pick all properties or one and a period (presets or two dates),
 * then charts for what reads better as a picture and tables for the rest, each downloadable as CSV.
 * `aiPath` links a declined question to the AI area, where its answer is added.
 */
export function ReportsView({
  properties,
  aiPath,
}: {
  properties: PropertyListItem[];
  aiPath: (propertyId: number) => string;
}) {
  const { t } = useTranslation();
  const [property, setProperty] = useState<string>('all');
  const [preset, setPreset] = useState<Preset>('30');
  const [custom, setCustom] = useState({ from: addDays(today(), -29), to: today() });

  const period = preset === 'custom' ? custom : { from: addDays(today(), -(Number(preset) - 1)), to: today() };
  const span = spanDays(period.from, period.to);
  const invalid = !(span >= 1 && span <= REPORT_LIMITS.maxDays);
  const request: ReportRequest = { propertyId: property === 'all' ? null : Number(property), ...period };
  const { data, isPending, isError, refetch } = useReport(request, !invalid);

  return (
    <Stack gap="md">
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={t('host.reports.propertyPicker')}
          data={[
            { value: 'all', label: t('host.reports.allProperties') },
            ...properties.map((p) => ({ value: String(p.propertyId), label: p.name })),
          ]}
          value={property}
          onChange={(value) => setProperty(value ?? 'all')}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-period-label">
            {t('host.reports.period')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="report-period-label"
            value={preset}
            onChange={(value) => setPreset(value as Preset)}
            data={PRESETS.map((p) => ({ value: p, label: t(`host.reports.presets.${p}`) }))}
          />
        </Stack>
        {preset === 'custom' && (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              type="date"
              label={t('host.reports.from')}
              value={custom.from}
              max={custom.to}
              onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('host.reports.to')}
              value={custom.to}
              min={custom.from}
              onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
              error={invalid ? t('host.reports.periodTooLong', { days: REPORT_LIMITS.maxDays }) : undefined}
            />
          </Group>
        )}
      </Group>
      {isError ? (
        <Alert color="red" variant="light" title={t('host.reports.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('host.reports.retry')}
          </Button>
        </Alert>
      ) : isPending || !data ? (
        <Skeleton h={320} radius="md" aria-busy="true" aria-label={t('app.loading')} />
      ) : (
        <Figures report={data} request={request} aiPath={aiPath} />
      )}
    </Stack>
  );
}
