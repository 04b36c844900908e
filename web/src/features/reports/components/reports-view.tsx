import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { REPORT_LIMITS } from '@common/limits';
import type { PropertyListItem } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { SelectOnDemand } from '@web/components/select-on-demand';
import { type ReportRequest, useReport } from '../api/get-report';
import { DEFAULT_PRESET, lastDays, PRESETS, type Preset, spanDays } from '../lib/period';
import { PeriodControl } from './period-control';
import { ReportFigures, ReportFiguresPending } from './report-figures';

/**
 * The reports of /home/reports: pick all properties or one and a period (presets or two dates),
 * then charts for what reads better as a picture and tables for the rest, each downloadable as CSV.
 * `aiPath` links a declined question to the AI area, where its answer is added.
 */
export function ReportsView({
  properties,
  aiPath,
}: {
  /** The host's properties; undefined while they load (the picker offers "All properties" meanwhile). */
  properties: PropertyListItem[] | undefined;
  aiPath: (propertyId: number) => string;
}) {
  const { t } = useTranslation();
  const [property, setProperty] = useState<string>('all');
  const [preset, setPreset] = useState<Preset>(DEFAULT_PRESET);
  const [custom, setCustom] = useState(() => lastDays(Number(DEFAULT_PRESET)));

  const span = spanDays(custom.from, custom.to);
  const invalid = preset === 'custom' && !(span >= 1 && span <= REPORT_LIMITS.maxDays);
  const propertyId = property === 'all' ? null : Number(property);
  // A preset is "the last N days" on the properties' own calendar: the server picks the dates.
  const request: ReportRequest = preset === 'custom' ? { propertyId, ...custom } : { propertyId, days: Number(preset) };
  const { data, isPending, isError, refetch } = useReport(request, !invalid);
  const choosePreset = (next: Preset) => {
    // The two dates start on the period on screen, as the server dated it.
    if (next === 'custom' && preset !== 'custom' && data) setCustom({ from: data.from, to: data.to });
    setPreset(next);
  };

  return (
    <Stack gap="md">
      <Group align="end" gap="sm" wrap="wrap">
        <SelectOnDemand
          label={t('host.reports.propertyPicker')}
          data={[
            { value: 'all', label: t('host.reports.allProperties') },
            ...(properties ?? []).map((p) => ({ value: String(p.propertyId), label: p.name })),
          ]}
          value={property}
          onChange={(value) => setProperty(value ?? 'all')}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600} id="report-period-label">
            {t('host.reports.period')}
          </Text>
          <PeriodControl
            labelledBy="report-period-label"
            value={preset}
            onChange={(value) => choosePreset(value as Preset)}
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
        <ReportFiguresPending />
      ) : (
        // The downloads carry the dates on screen, so a CSV taken just after midnight matches the charts.
        <ReportFigures
          report={data}
          request={{ propertyId: data.propertyId, from: data.from, to: data.to }}
          aiPath={aiPath}
        />
      )}
    </Stack>
  );
}
