import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import type { Report } from '@common/contracts/reports';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDate } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n/use-locale';

/**
 * The report's charts. Their library (Mantine charts on Recharts) is the heaviest part of the reports
 * screen, so this module is loaded when a chart is first shown (report-figures.tsx), not with the page.
 */

/** A report's day as the charts show it: labelled with its date, answered questions counted. */
function useChartDays(days: Report['days']) {
  const locale = useLocale();
  // Here rather than in the page: the first date formatted in a page costs the browser its date
  // data (tens of ms on a slow machine), which the page's first view does not need.
  return useMemo(
    () => days.map((d) => ({ ...d, answered: d.questions - d.declined, label: formatDate(d.day, locale) })),
    [days, locale],
  );
}

/** Opens and unique opens per day. */
export function OpensChart({ days: reportDays }: { days: Report['days'] }) {
  const { t } = useTranslation();
  const days = useChartDays(reportDays);
  return (
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
  );
}

/** Questions per day, answered and declined stacked. */
export function QuestionsChart({ days: reportDays }: { days: Report['days'] }) {
  const { t } = useTranslation();
  const days = useChartDays(reportDays);
  return (
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
  );
}

/** Views per section, one bar each. */
export function SectionsChart({ sections }: { sections: Array<{ name: string; views: number }> }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={Math.max(160, sections.length * 30)}
      data={sections}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 160 }}
      series={[{ name: 'views', label: t('host.reports.views'), color: 'blue.6' }]}
      aria-label={t('host.reports.sections')}
    />
  );
}
