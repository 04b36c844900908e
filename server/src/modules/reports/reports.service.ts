import { REPORT_LIMITS, type Report, type ReportDay, type ReportQuery } from '@common/contracts/reports';
import type { Db } from '../../db/client';
import { AccessPolicy } from '../access';
import { addDays, localDate } from '../../lib/zoned-time';
import { type Period, ReportsRepository } from './reports.repository';

type Locale = 'en' | 'es';

/**
 * The last day of a report when none is asked for: today in `tz` when given; else the latest of the
 * properties' local todays (events count on each property's own day, so a property ahead of UTC -
 * Pacific/Kiritimati is UTC+14 - already has today's opens; ending on the zone furthest ahead misses
 * none, and the properties behind it simply have nothing yet on that day); UTC with no property.
 */
export function defaultTo(tz: string | undefined, zones: (string | null)[], now: Date = new Date()): string {
  if (tz) return localDate(tz, now);
  if (zones.length === 0) return localDate('UTC', now);
  return zones.map((zone) => localDate(zone ?? 'UTC', now)).reduce((a, b) => (b > a ? b : a));
}

/** The period asked for, with the defaults: `to` as in `defaultTo`, `from` `days` (30) days back, `to` included. */
export function periodOf(query: ReportQuery, zones: (string | null)[] = [], now: Date = new Date()): Period {
  const to = query.to ?? defaultTo(query.tz, zones, now);
  const from = query.from ?? addDays(to, -((query.days ?? REPORT_LIMITS.defaultDays) - 1));
  return { from, to, tz: query.tz ?? null };
}

/** Every day from `from` to `to`, both included. */
function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Event kinds -> the actions table's fields. */
const ACTION_EVENTS = {
  copy_wifi: 'wifiCopies',
  call: 'calls',
  directions: 'directions',
  search: 'searches',
  search_empty: 'searchesNoResult',
  print: 'prints',
  install: 'installs',
} as const;

/**
 * Reports of what guests did and asked, for one property or all the host's (own and co-hosted).
 * A property the caller cannot see is a 404, whether it exists or not.
 */
export class ReportsService {
  private readonly repo: ReportsRepository;
  private readonly access: AccessPolicy;

  constructor(db: Db) {
    this.repo = new ReportsRepository(db);
    this.access = new AccessPolicy(db);
  }

  async report(userId: string, query: ReportQuery, locale: Locale): Promise<Report> {
    if (query.propertyId !== undefined)
      await this.access.require(userId, 'report.read', { propertyId: query.propertyId });
    const props = await this.repo.visibleProperties(userId, query.propertyId);
    const period = periodOf(
      query,
      props.map((p) => p.timeZone),
    );
    const ids = props.map((p) => p.propertyId);
    const names = new Map(props.map((p) => [p.propertyId, p.name]));

    const [dayEvents, eventTotals, questions, declined, stayLinks, messages] = ids.length
      ? await Promise.all([
          this.repo.dayEvents(ids, period),
          this.repo.eventTotals(ids, period),
          this.repo.questions(ids, period),
          this.repo.topDeclined(ids, period, REPORT_LIMITS.topRows),
          this.repo.stayLinks(ids, period),
          this.repo.messages(ids, period),
        ])
      : [[], [], [], [], { arrivals: 0, openedBeforeArrival: 0 }, []];

    const days = new Map<string, ReportDay>(
      daysOf(period).map((day) => [day, { day, opens: 0, uniqueOpens: 0, questions: 0, declined: 0 }]),
    );
    const perProperty = new Map(
      props.map((p) => [
        p.propertyId,
        {
          propertyId: p.propertyId,
          name: p.name,
          timeZone: p.timeZone ?? 'UTC',
          opens: 0,
          uniqueOpens: 0,
          questions: 0,
          declined: 0,
          messagesSent: 0,
          messagesFailed: 0,
        },
      ]),
    );
    const languages = new Map<string, number>();
    const actions = {
      wifiCopies: 0,
      calls: 0,
      directions: 0,
      searches: 0,
      searchesNoResult: 0,
      prints: 0,
      installs: 0,
    };
    const sectionRows: { propertyId: number; sectionId: string; views: number }[] = [];

    for (const row of dayEvents) {
      const day = days.get(row.day);
      if (day && row.eventType === 'open') day.opens += row.count;
      if (day && row.eventType === 'visit') day.uniqueOpens += row.count;
    }
    for (const row of eventTotals) {
      const p = perProperty.get(row.propertyId);
      if (p && row.eventType === 'open') p.opens += row.count;
      if (p && row.eventType === 'visit') p.uniqueOpens += row.count;
      if (row.eventType === 'open') languages.set(row.sectionId, (languages.get(row.sectionId) ?? 0) + row.count);
      if (row.eventType === 'section_view')
        sectionRows.push({ propertyId: row.propertyId, sectionId: row.sectionId, views: row.count });
      const field = ACTION_EVENTS[row.eventType as keyof typeof ACTION_EVENTS];
      if (field) actions[field] += row.count;
    }

    const totals = { asked: 0, answered: 0, declined: 0 };
    for (const row of questions) {
      if (row.set === 'day') {
        const day = days.get(row.day!);
        if (!day) continue;
        day.questions += row.count;
        if (!row.answered) day.declined += row.count;
        totals.asked += row.count;
        if (row.answered) totals.answered += row.count;
        else totals.declined += row.count;
      } else {
        const p = perProperty.get(row.propertyId!);
        if (!p) continue;
        p.questions += row.count;
        if (!row.answered) p.declined += row.count;
      }
    }

    const channels = new Map<string, { channel: string; sent: number; failed: number }>();
    for (const row of messages) {
      const key = row.status === 'sent' ? 'sent' : 'failed';
      if (row.set === 'channel') {
        const c = channels.get(row.channel!) ?? { channel: row.channel!, sent: 0, failed: 0 };
        c[key] += row.count;
        channels.set(row.channel!, c);
      } else {
        const p = perProperty.get(row.propertyId!);
        if (p && key === 'sent') p.messagesSent += row.count;
        if (p && key === 'failed') p.messagesFailed += row.count;
      }
    }

    sectionRows.sort(
      (a, b) => b.views - a.views || a.propertyId - b.propertyId || a.sectionId.localeCompare(b.sectionId),
    );
    const topSections = sectionRows.slice(0, REPORT_LIMITS.topRows);
    const titles = await this.repo.sectionTitles(topSections);
    const other: Locale = locale === 'en' ? 'es' : 'en';

    const dayList = [...days.values()];
    return {
      from: period.from,
      to: period.to,
      timeZone: period.tz,
      propertyId: query.propertyId ?? null,
      totals: {
        opens: dayList.reduce((n, d) => n + d.opens, 0),
        uniqueOpens: dayList.reduce((n, d) => n + d.uniqueOpens, 0),
      },
      days: dayList,
      languages: [...languages.entries()]
        .map(([l, opens]) => ({ locale: l, opens }))
        .sort((a, b) => b.opens - a.opens || a.locale.localeCompare(b.locale)),
      sections: topSections.map((s) => {
        const title = titles.get(`${s.propertyId}:${s.sectionId}`);
        return { ...s, propertyName: names.get(s.propertyId) ?? '', title: title?.[locale] || title?.[other] || '' };
      }),
      actions,
      questions: totals,
      declined: declined.map((d) => ({
        ...d,
        propertyName: names.get(d.propertyId) ?? '',
        lastAskedAt: d.lastAskedAt.toISOString(),
      })),
      stays: {
        arrivals: stayLinks.arrivals,
        openedBeforeArrival: stayLinks.openedBeforeArrival,
        notOpened: stayLinks.arrivals - stayLinks.openedBeforeArrival,
      },
      messages: [...channels.values()].sort((a, b) => a.channel.localeCompare(b.channel)),
      properties: [...perProperty.values()],
    };
  }
}
