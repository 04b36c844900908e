import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { type AdminOverview } from '@common/contracts/admin';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';

interface Trend {
  total: number;
  last30Days: number;
  previous30Days: number;
}

/** "+12 % vs the 30 days before" as an arrow and a number, or "new" when there was nothing before. */
function TrendLine({ trend, locale }: { trend: Trend; locale: Locale }) {
  const { t } = useTranslation();
  const { last30Days, previous30Days } = trend;
  const change = previous30Days === 0 ? null : Math.round(((last30Days - previous30Days) / previous30Days) * 100);
  const up = last30Days > previous30Days;
  const same = last30Days === previous30Days;
  const Icon = same ? IconMinus : up ? IconArrowUpRight : IconArrowDownRight;
  const color = same ? 'gray' : up ? 'teal' : 'red';
  const number = new Intl.NumberFormat(locale);
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} color={`var(--mantine-color-${color}-7)`} aria-hidden />
      <Text size="sm" c={`${color}.8`}>
        {change === null
          ? t('admin.overview.trendNoBase', { count: last30Days, value: number.format(last30Days) })
          : t('admin.overview.trend', {
              value: number.format(last30Days),
              change: `${change > 0 ? '+' : ''}${change}`,
            })}
      </Text>
    </Group>
  );
}

function Stat({
  label,
  value,
  trend,
  hint,
  locale,
}: {
  label: string;
  value: number;
  trend?: Trend;
  hint?: string;
  locale: Locale;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.1}>
          {new Intl.NumberFormat(locale).format(value)}
        </Text>
        {trend ? <TrendLine trend={trend} locale={locale} /> : null}
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function HealthCard({ title, ok, lines }: { title: string; ok: boolean; lines: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Badge color={ok ? 'teal' : 'red'} variant="light">
            {ok ? t('admin.overview.health.ok') : t('admin.overview.health.attention')}
          </Badge>
        </Group>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The admin start page's numbers: counts with their 30-day trend, health of database, jobs and mail. */
export function OverviewPanel({ overview, locale }: { overview: AdminOverview; locale: Locale }) {
  const { t } = useTranslation();
  const { health } = overview;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Stat label={t('admin.overview.users')} value={overview.users.total} trend={overview.users} locale={locale} />
        <Stat
          label={t('admin.overview.properties')}
          value={overview.properties.total}
          trend={overview.properties}
          locale={locale}
        />
        <Stat label={t('admin.overview.publishedGuides')} value={overview.publishedGuides} locale={locale} />
        <Stat
          label={t('admin.overview.guideOpens')}
          value={overview.guideOpens.total}
          trend={overview.guideOpens}
          locale={locale}
        />
        <Stat
          label={t('admin.overview.conciergeQuestions')}
          value={overview.conciergeQuestions.total}
          trend={overview.conciergeQuestions}
          locale={locale}
        />
        <Stat label={t('admin.overview.openTickets')} value={overview.openTickets} locale={locale} />
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('admin.overview.health.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <HealthCard
            title={t('admin.overview.health.database')}
            ok={health.database.ok}
            lines={[
              t(`admin.overview.health.kind.${health.database.kind}`),
              t('admin.overview.health.latency', { ms: Math.round(health.database.latencyMs) }),
            ]}
          />
          <HealthCard
            title={t('admin.overview.health.jobs')}
            ok={health.jobs.failedLast24h === 0}
            lines={[
              t('admin.overview.health.queued', { count: health.jobs.queued }),
              t('admin.overview.health.active', { count: health.jobs.active }),
              t('admin.overview.health.jobsFailed', { count: health.jobs.failedLast24h }),
            ]}
          />
          <HealthCard
            title={t('admin.overview.health.mail')}
            ok={health.mail.guestMessagesFailedLast24h === 0}
            lines={[
              t(`admin.overview.health.mailMode.${health.mail.mode}`),
              t(`admin.overview.health.mailKept.${health.mail.mode}`, { count: health.mail.queuedOrKept }),
              t('admin.overview.health.messagesFailed', { count: health.mail.guestMessagesFailedLast24h }),
            ]}
          />
        </SimpleGrid>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('admin.version', { version: overview.version })}
      </Text>
    </Stack>
  );
}
