import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  aiQuestions,
  guestMessages,
  guideEventCounts,
  guideEventMonths,
  properties,
  reportQuestionDays,
  stays,
} from '../../db/schema';
import { propertiesWhere } from '../access';

export interface ReportProperty {
  propertyId: number;
  name: string;
  timeZone: string | null;
}

export interface Period {
  from: string;
  to: string;
  /** The zone questions and messages are put on days in; null: each property's own. */
  tz: string | null;
}

/** Opens and first opens of one day, all the properties together. */
export interface DayEvents {
  day: string;
  eventType: 'open' | 'visit';
  count: number;
}

/** An event kind's total over the period, per property and section (or language, for opens). */
export interface EventTotal {
  propertyId: number;
  eventType: string;
  sectionId: string;
  count: number;
}

const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The period cut into whole calendar months (read from the monthly sums) and the days left at
 * either end (read from the daily counters).
 */
export function monthSplit(from: string, to: string): { months: [string, string] | null; days: [string, string][] } {
  const firstFull = from.endsWith('-01') ? from : `${addDay(`${from.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;
  const nextOfTo = addDay(to, 1);
  const lastFullStart = nextOfTo.endsWith('-01')
    ? `${to.slice(0, 7)}-01`
    : `${addDay(`${to.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  if (firstFull > lastFullStart) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstFull) days.push([from, addDay(firstFull, -1)]);
  const afterLast = `${addDay(lastFullStart, 32).slice(0, 7)}-01`;
  if (afterLast <= to) days.push([afterLast, to]);
  return { months: [firstFull, lastFullStart], days };
}

export interface QuestionAggregate {
  set: 'day' | 'property';
  day: string | null;
  propertyId: number | null;
  answered: boolean;
  count: number;
}

export interface DeclinedRow {
  propertyId: number;
  question: string;
  count: number;
  lastAskedAt: Date;
  questionId: string;
}

export interface MessageAggregate {
  set: 'channel' | 'property';
  channel: string | null;
  propertyId: number | null;
  status: string;
  count: number;
}

/**
 * A question's words for grouping: case and spacing ignored. The regular expression only runs on the
 * few questions with a run of spaces or a tab or line break; the rest are trimmed (half the cost).
 */
const questionKey = (column: unknown) =>
  sql`lower(case when ${column} ~ '\\s\\s|[\\t\\n\\r\\f\\v]' then regexp_replace(btrim(${column}), '\\s+', ' ', 'g') else btrim(${column}) end)`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Reads for the reports. Every query is bounded by the property ids the service checked and by the
 * period; guide events are already a daily rollup (guide_event_counts) with monthly sums beside it
 * (guide_event_months), so their cost follows months x properties x event kinds, not how many guests
 * came. Questions and messages are scanned once, GROUPING SETS giving the per-day and per-property
 * totals from the same pass.
 */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** The user's properties whose reports they may read (own, co-hosted as manager; not deleted), optionally just one. */
  async visibleProperties(userId: string, propertyId?: number): Promise<ReportProperty[]> {
    return this.db
      .select({ propertyId: properties.id, name: properties.name, timeZone: properties.timeZone })
      .from(properties)
      .where(
        and(
          propertiesWhere(userId, 'report.read'),
          propertyId === undefined ? undefined : eq(properties.id, propertyId),
        ),
      )
      .orderBy(asc(properties.id));
  }

  /** Opens and first opens per day of the period (an index-only scan of the daily counters). */
  async dayEvents(ids: number[], period: Period): Promise<DayEvents[]> {
    const e = guideEventCounts;
    const rows = rowsOf<{ day: string; event_type: 'open' | 'visit'; n: number | string }>(
      await this.db.execute(sql`
        select ${e.day}::text as day, ${e.eventType} as event_type, sum(${e.count})::bigint as n
        from ${e}
        where ${e.propertyId} = any(${sql.param(ids)}::int[]) and ${e.eventType} in ('open', 'visit') and ${e.day} between ${period.from}::date and ${period.to}::date
        group by ${e.day}, ${e.eventType}
      `),
    );
    return rows.map((r) => ({ day: r.day, eventType: r.event_type, count: Number(r.n) }));
  }

  /**
   * Every event kind's total over the period per property and section: whole months from the
   * monthly sums, the days at either end from the daily counters.
   */
  async eventTotals(ids: number[], period: Period): Promise<EventTotal[]> {
    const e = guideEventCounts;
    const m = guideEventMonths;
    const split = monthSplit(period.from, period.to);
    const parts = [];
    if (split.months) {
      parts.push(sql`select ${m.propertyId} as property_id, ${m.eventType} as event_type, ${m.sectionId} as section_id, ${m.count} as n from ${m}
        where ${m.propertyId} = any(${sql.param(ids)}::int[]) and ${m.month} between ${split.months[0]}::date and ${split.months[1]}::date`);
    }
    for (const [first, last] of split.days) {
      parts.push(sql`select ${e.propertyId} as property_id, ${e.eventType} as event_type, ${e.sectionId} as section_id, ${e.count} as n from ${e}
        where ${e.propertyId} = any(${sql.param(ids)}::int[]) and ${e.day} between ${first}::date and ${last}::date`);
    }
    const rows = rowsOf<{ property_id: number; event_type: string; section_id: string; n: number | string }>(
      await this.db.execute(sql`
        select property_id, event_type, section_id, sum(n)::bigint as n
        from (${sql.join(parts, sql` union all `)}) x
        group by property_id, event_type, section_id
      `),
    );
    return rows.map((r) => ({
      propertyId: r.property_id,
      eventType: r.event_type,
      sectionId: r.section_id,
      count: Number(r.n),
    }));
  }

  /** The local day of a timestamp: in the asked zone, else the property's, else UTC. */
  private localDay(column: unknown, tz: string | null) {
    return tz
      ? sql`(${column} at time zone ${tz})::date`
      : sql`(${column} at time zone coalesce(${properties.timeZone}, 'UTC'))::date`;
  }

  /**
   * A coarse UTC range around the period (every zone is within 14 hours of UTC), so the
   * (property_id, time) indexes narrow the rows before the exact local-day filter.
   */
  private coarse(period: Period) {
    return {
      start: new Date(Date.parse(`${period.from}T00:00:00Z`) - 86_400_000),
      end: new Date(Date.parse(`${period.to}T00:00:00Z`) + 2 * 86_400_000),
    };
  }

  /** Guests' concierge questions of the period, answered or not, per local day and per property. */
  async questions(ids: number[], period: Period): Promise<QuestionAggregate[]> {
    if (!period.tz) return this.questionDays(ids, period);
    const q = aiQuestions;
    const { start, end } = this.coarse(period);
    const day = this.localDay(q.createDate, period.tz);
    const rows = rowsOf<{
      g: number;
      day: string | null;
      property_id: number | null;
      answered: boolean;
      n: number | string;
    }>(
      await this.db.execute(sql`
        select grouping(d.day, d.property_id)::int as g, d.day::text as day, d.property_id, d.answered, count(*)::bigint as n
        from (
          select ${day} as day, ${q.propertyId} as property_id, ${q.answered} as answered
          from ${q} join ${properties} on ${properties.id} = ${q.propertyId}
          where ${q.propertyId} = any(${sql.param(ids)}::int[]) and ${q.createDate} >= ${start} and ${q.createDate} < ${end}
        ) d
        where d.day between ${period.from}::date and ${period.to}::date
        group by grouping sets ((d.day, d.answered), (d.property_id, d.answered))
      `),
    );
    return rows.map((r) => ({
      set: r.g === 0b01 ? 'day' : 'property',
      day: r.day,
      propertyId: r.property_id,
      answered: r.answered,
      count: Number(r.n),
    }));
  }

  /** The same from the daily counts (the property's days), when no other zone is asked for. */
  private async questionDays(ids: number[], period: Period): Promise<QuestionAggregate[]> {
    const d = reportQuestionDays;
    const rows = rowsOf<{
      g: number;
      day: string | null;
      property_id: number | null;
      answered: boolean;
      n: number | string;
    }>(
      await this.db.execute(sql`
        select grouping(${d.day}, ${d.propertyId})::int as g, ${d.day}::text as day, ${d.propertyId} as property_id, ${d.answered} as answered, sum(${d.count})::bigint as n
        from ${d}
        where ${d.propertyId} = any(${sql.param(ids)}::int[]) and ${d.day} between ${period.from}::date and ${period.to}::date
        group by grouping sets ((${d.day}, ${d.answered}), (${d.propertyId}, ${d.answered}))
      `),
    );
    return rows.map((r) => ({
      set: r.g === 0b01 ? 'day' : 'property',
      day: r.day,
      propertyId: r.property_id,
      answered: r.answered,
      count: Number(r.n),
    }));
  }

  /** The questions the concierge declined most often (same words, case and spacing ignored), per property. */
  async topDeclined(ids: number[], period: Period, limit: number): Promise<DeclinedRow[]> {
    const q = aiQuestions;
    const { start, end } = this.coarse(period);
    const day = this.localDay(q.createDate, period.tz);
    // Group first, then fetch the latest wording of the few groups kept (by the time index).
    const rows = rowsOf<{
      property_id: number;
      question: string;
      n: number | string;
      last_asked: string | Date;
      question_id: string;
    }>(
      await this.db.execute(sql`
        with declined as (
          select ${q.propertyId} as property_id, ${questionKey(q.question)} as k, ${q.createDate} as at
          from ${q} join ${properties} on ${properties.id} = ${q.propertyId}
          where ${q.propertyId} = any(${sql.param(ids)}::int[]) and ${q.createDate} >= ${start} and ${q.createDate} < ${end}
            and ${q.answered} = false and ${day} between ${period.from}::date and ${period.to}::date
        ), top as (
          select property_id, k, count(*)::bigint as n, max(at) as last_asked from declined group by property_id, k
          order by n desc, last_asked desc, k limit ${limit}
        )
        select top.property_id, top.n, top.last_asked, latest.question, latest.id::text as question_id
        from top cross join lateral (
          select ${q.question} as question, ${q.id} as id from ${q}
          where ${q.propertyId} = top.property_id and ${q.createDate} = top.last_asked and ${q.answered} = false
            and ${questionKey(q.question)} = top.k
          limit 1
        ) latest
        order by top.n desc, top.last_asked desc, top.k
      `),
    );
    return rows.map((r) => ({
      propertyId: r.property_id,
      question: r.question,
      count: Number(r.n),
      lastAskedAt: new Date(r.last_asked),
      questionId: r.question_id,
    }));
  }

  /**
   * Stays checking in within the period and whether their link was first opened on or before the
   * check-in day (the property's day: check-in dates are the property's calendar dates).
   */
  async stayLinks(ids: number[], period: Period): Promise<{ arrivals: number; openedBeforeArrival: number }> {
    const s = stays;
    const [row] = rowsOf<{ arrivals: number | string; opened: number | string }>(
      await this.db.execute(sql`
        select count(*)::bigint as arrivals,
          count(*) filter (where ${s.firstOpenedAt} is not null
            and (${s.firstOpenedAt} at time zone coalesce(${properties.timeZone}, 'UTC'))::date <= ${s.checkInDate})::bigint as opened
        from ${s} join ${properties} on ${properties.id} = ${s.propertyId}
        where ${s.propertyId} = any(${sql.param(ids)}::int[]) and ${s.checkInDate} between ${period.from}::date and ${period.to}::date
      `),
    );
    return { arrivals: Number(row?.arrivals ?? 0), openedBeforeArrival: Number(row?.opened ?? 0) };
  }

  /** Guest messages sent (by the day they went) and failed (by the day they were due), per channel and property. */
  async messages(ids: number[], period: Period): Promise<MessageAggregate[]> {
    const m = guestMessages;
    const { start, end } = this.coarse(period);
    const when = sql`case when ${m.status} = 'sent' then coalesce(${m.sentAt}, ${m.dueAt}) else ${m.dueAt} end`;
    const day = this.localDay(when, period.tz);
    const rows = rowsOf<{
      g: number;
      channel: string | null;
      property_id: number | null;
      status: string;
      n: number | string;
    }>(
      await this.db.execute(sql`
        select grouping(${m.channel}, ${m.propertyId})::int as g, ${m.channel} as channel, ${m.propertyId} as property_id, ${m.status} as status, count(*)::bigint as n
        from ${m} join ${properties} on ${properties.id} = ${m.propertyId}
        where ${m.propertyId} = any(${sql.param(ids)}::int[]) and ${m.status} in ('sent', 'failed')
          and ${when} >= ${start} and ${when} < ${end}
          and ${day} between ${period.from}::date and ${period.to}::date
        group by grouping sets ((${m.channel}, ${m.status}), (${m.propertyId}, ${m.status}))
      `),
    );
    return rows.map((r) => ({
      set: r.g === 0b01 ? 'channel' : 'property',
      channel: r.channel,
      propertyId: r.property_id,
      status: r.status,
      count: Number(r.n),
    }));
  }

  /** Titles of some sections: [propertyId, sectionId] -> title in both languages. */
  async sectionTitles(
    pairs: { propertyId: number; sectionId: string }[],
  ): Promise<Map<string, { en?: string; es?: string }>> {
    const result = new Map<string, { en?: string; es?: string }>();
    const ids = [...new Set(pairs.map((p) => p.propertyId))];
    if (!ids.length) return result;
    const rows = rowsOf<{ property_id: number; section_id: string; title: { en?: string; es?: string } | null }>(
      await this.db.execute(sql`
        select ${properties.id} as property_id, s->>'sectionId' as section_id, s->'title' as title
        from ${properties}, jsonb_array_elements(${properties.guide}->'sections') s
        where ${inArray(properties.id, ids)}
      `),
    );
    for (const r of rows) result.set(`${r.property_id}:${r.section_id}`, r.title ?? {});
    return result;
  }
}
