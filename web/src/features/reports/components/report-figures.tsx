import { Button, ScrollArea, SimpleGrid, Skeleton, Stack, Table } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Report } from '@common/contracts/reports';
import { useTranslation } from '@web/lib/i18n/react';
import { useAfterOwnPaint } from '@web/lib/after-first-paint';
import { formatDateTime } from '@web/lib/dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import { type ReportRequest } from '../api/get-report';
import { Card, Empty, Pairs, PendingCard, Stat } from './report-parts';

// The charts' code loads when the first chart is shown (report-charts.tsx).
const charts = () => import('./report-charts');
const OpensChart = lazy(() => charts().then((m) => ({ default: m.OpensChart })));
const QuestionsChart = lazy(() => charts().then((m) => ({ default: m.QuestionsChart })));
const SectionsChart = lazy(() => charts().then((m) => ({ default: m.SectionsChart })));

/**
 * A chart, with a placeholder of its height while its code loads. The code is asked for once the
 * figures are on screen, not by the render that shows them (decision 070).
 */
function LazyChart({ h, children }: { h: number; children: ReactNode }) {
  const afterPaint = useAfterOwnPaint();
  const placeholder = <Skeleton h={h} radius="sm" />;
  return <Suspense fallback={placeholder}>{afterPaint ? children : placeholder}</Suspense>;
}

/** The four headline figures; placeholders in their place while the report loads. */
function ReportStats({ report }: { report?: Report }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Stat id="opens" label={t('host.reports.opens')} value={report?.totals.opens} />
      <Stat
        id="unique"
        label={t('host.reports.uniqueOpens')}
        value={report?.totals.uniqueOpens}
        hint={t('host.reports.uniqueHint')}
      />
      <Stat
        id="questions"
        label={t('host.reports.questionsAsked')}
        value={report?.questions.asked}
        hint={
          report
            ? t('host.reports.answeredDeclined', {
                answered: report.questions.answered,
                declined: report.questions.declined,
              })
            : undefined
        }
      />
      <Stat
        id="links"
        label={t('host.reports.linksOpened')}
        value={report ? `${report.stays.openedBeforeArrival}/${report.stays.arrivals}` : undefined}
        hint={t('host.reports.linksOpenedHint')}
      />
    </SimpleGrid>
  );
}

/** The report's frame while its figures load: the same cards, titled, with placeholders. */
export function ReportFiguresPending() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" data-testid="report-pending">
      <ReportStats />
      <PendingCard title={t('host.reports.opensPerDay')} h={240} />
      <PendingCard title={t('host.reports.questionsPerDay')} h={200} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PendingCard title={t('host.reports.sections')} h={160} />
        <Stack gap="md">
          <PendingCard title={t('host.reports.languages')} h={60} />
          <PendingCard title={t('host.reports.actions')} h={120} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** A loaded report, what it was asked for, and where a property's AI page is. */
interface ReportProps {
  report: Report;
  request: ReportRequest;
  aiPath: (propertyId: number) => string;
}

/** The figures of a loaded report: headline numbers, charts and tables, each card downloadable as CSV. */
export function ReportFigures({ report, request, aiPath }: ReportProps) {
  const { t } = useTranslation();
  // The cards under the two charts, below the fold of most screens, render right after the figures
  // have been painted (decision 070): that render is the figures and the charts' frames only.
  const afterPaint = useAfterOwnPaint();
  return (
    <Stack gap="md">
      <ReportStats report={report} />

      <Card title={t('host.reports.opensPerDay')} table="opens" request={request}>
        <LazyChart h={240}>
          <OpensChart days={report.days} />
        </LazyChart>
      </Card>

      <Card title={t('host.reports.questionsPerDay')} table="questions" request={request}>
        <LazyChart h={200}>
          <QuestionsChart days={report.days} />
        </LazyChart>
      </Card>

      {afterPaint && <ReportDetails report={report} request={request} aiPath={aiPath} />}
    </Stack>
  );
}

/** The report's cards under its charts: sections, languages, actions, questions, stays, messages, properties. */
function ReportDetails({ report, request, aiPath }: ReportProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageName = (code: string) =>
    code === 'en'
      ? t('host.reports.languageEn')
      : code === 'es'
        ? t('host.reports.languageEs')
        : t('host.reports.languageUnknown');
  const single = report.propertyId !== null;

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title={t('host.reports.sections')} table="sections" request={request}>
          {report.sections.length === 0 ? (
            <Empty />
          ) : (
            <LazyChart h={Math.max(160, report.sections.length * 30)}>
              <SectionsChart
                sections={report.sections.map((s) => ({
                  name: single ? s.title || s.sectionId : `${s.title || s.sectionId} · ${s.propertyName}`,
                  views: s.views,
                }))}
              />
            </LazyChart>
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
    </>
  );
}
