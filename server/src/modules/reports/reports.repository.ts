import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiQuestions, guestMessages, guideEventCounts, properties, stays } from '../../db/schema';
import { visibleTo } from '../property/property.repository';

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

/** One row of the event rollup, from one of its grouping sets (the other keys are null). */
export interface EventAggregate {
  set: 'day' | 'property' | 'type' | 'section';
  day: string | null;
  propertyId: number | null;
  eventType: string;
  sectionId: string | null;
  count: number;
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

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Reads for the reports. Every query is bounded by the property ids the service checked and by the
 * period; guide events are already a daily rollup (guide_event_counts), so their cost follows days x
 * properties x event kinds, not how many guests came. Each table is scanned once, with GROUPING SETS
 * giving the per-day, per-property and per-kind totals from the same pass.
 */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** The user's properties (own and co-hosted, not deleted), optionally just one. */
  async visibleProperties(userId: string, propertyId?: number): Promise<ReportProperty[]> {
    return this.db
      .select({ propertyId: properties.id, name: properties.name, timeZone: properties.timeZone })
      .from(properties)
      .where(and(visibleTo(userId), propertyId === undefined ? undefined : eq(properties.id, propertyId)))
      .orderBy(asc(properties.id));
  }

  /** Event counters of the period, grouped by day, by property, by kind (+ language) and by section. */
  async events(ids: number[], period: Period): Promise<EventAggregate[]> {
    const e = guideEventCounts;
    const rows = rowsOf<{ g: number; day: string | null; property_id: number | null; event_type: string; section_id: string | null; n: number | string }>(
      await this.db.execute(sql`
        select grouping(${e.day}, ${e.propertyId}, ${e.sectionId})::int as g, ${e.day}::text as day, ${e.propertyId} as property_id,
          ${e.eventType} as event_type, ${e.sectionId} as section_id, sum(${e.count})::bigint as n
        from ${e}
        where ${e.propertyId} = any(${sql.param(ids)}::int[]) and ${e.day} between ${period.from}::date and ${period.to}::date
        group by grouping sets ((${e.day}, ${e.eventType}), (${e.propertyId}, ${e.eventType}), (${e.eventType}, ${e.sectionId}), (${e.propertyId}, ${e.eventType}, ${e.sectionId}))
      `),
    );
    // grouping() bits, left to right: day, property_id, section_id (1 = rolled up).
    const sets: Record<number, EventAggregate['set']> = { 0b011: 'day', 0b101: 'property', 0b110: 'type', 0b100: 'section' };
    return rows.map((r) => ({ set: sets[r.g]!, day: r.day, propertyId: r.property_id, eventType: r.event_type, sectionId: r.section_id, count: Number(r.n) }));
  }

  /** The local day of a timestamp: in the asked zone, else the property's, else UTC. */
  private localDay(column: unknown, tz: string | null) {
    return tz ? sql`(${column} at time zone ${tz})::date` : sql`(${column} at time zone coalesce(${properties.timeZone}, 'UTC'))::date`;
  }

  /**
   * A coarse UTC range around the period (every zone is within 14 hours of UTC), so the
   * (property_id, time) indexes narrow the rows before the exact local-day filter.
   */
  private coarse(period: Period) {
    return { start: new Date(Date.parse(`${period.from}T00:00:00Z`) - 86_400_000), end: new Date(Date.parse(`${period.to}T00:00:00Z`) + 2 * 86_400_000) };
  }

  /** Guests' concierge questions of the period, answered or not, per local day and per property. */
  async questions(ids: number[], period: Period): Promise<QuestionAggregate[]> {
    const q = aiQuestions;
    const { start, end } = this.coarse(period);
    const day = this.localDay(q.createDate, period.tz);
    const rows = rowsOf<{ g: number; day: string | null; property_id: number | null; answered: boolean; n: number | string }>(
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
    return rows.map((r) => ({ set: r.g === 0b01 ? 'day' : 'property', day: r.day, propertyId: r.property_id, answered: r.answered, count: Number(r.n) }));
  }

  /** The questions the concierge declined most often (same words, case and spacing ignored), per property. */
  async topDeclined(ids: number[], period: Period, limit: number): Promise<DeclinedRow[]> {
    const q = aiQuestions;
    const { start, end } = this.coarse(period);
    const day = this.localDay(q.createDate, period.tz);
    const rows = rowsOf<{ property_id: number; question: string; n: number | string; last_asked: string | Date; question_id: string }>(
      await this.db.execute(sql`
        select ${q.propertyId} as property_id, count(*)::bigint as n, max(${q.createDate}) as last_asked,
          (array_agg(${q.question} order by ${q.createDate} desc))[1] as question,
          (array_agg(${q.id}::text order by ${q.createDate} desc))[1] as question_id
        from ${q} join ${properties} on ${properties.id} = ${q.propertyId}
        where ${q.propertyId} = any(${sql.param(ids)}::int[]) and ${q.createDate} >= ${start} and ${q.createDate} < ${end}
          and ${q.answered} = false and ${day} between ${period.from}::date and ${period.to}::date
        group by ${q.propertyId}, lower(regexp_replace(btrim(${q.question}), '\\s+', ' ', 'g'))
        order by n desc, last_asked desc
        limit ${limit}
      `),
    );
    return rows.map((r) => ({ propertyId: r.property_id, question: r.question, count: Number(r.n), lastAskedAt: new Date(r.last_asked), questionId: r.question_id }));
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
    const rows = rowsOf<{ g: number; channel: string | null; property_id: number | null; status: string; n: number | string }>(
      await this.db.execute(sql`
        select grouping(${m.channel}, ${m.propertyId})::int as g, ${m.channel} as channel, ${m.propertyId} as property_id, ${m.status} as status, count(*)::bigint as n
        from ${m} join ${properties} on ${properties.id} = ${m.propertyId}
        where ${m.propertyId} = any(${sql.param(ids)}::int[]) and ${m.status} in ('sent', 'failed')
          and ${when} >= ${start} and ${when} < ${end}
          and ${day} between ${period.from}::date and ${period.to}::date
        group by grouping sets ((${m.channel}, ${m.status}), (${m.propertyId}, ${m.status}))
      `),
    );
    return rows.map((r) => ({ set: r.g === 0b01 ? 'channel' : 'property', channel: r.channel, propertyId: r.property_id, status: r.status, count: Number(r.n) }));
  }

  /** Titles of some sections: [propertyId, sectionId] -> title in both languages. */
  async sectionTitles(pairs: { propertyId: number; sectionId: string }[]): Promise<Map<string, { en?: string; es?: string }>> {
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
