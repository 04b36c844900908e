import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  type CalendarFeedRow,
  type NewStayRow,
  properties,
  stays,
  type StayRow,
  users,
} from '../../db/schema';
import { propertiesWhere } from '../access';

/** Properties whose feeds the user may manage (as the access policy decides): feeds import stays. */
const visibleTo = (userId: string) => propertiesWhere(userId, 'stay.update');

export type CalendarFeedWithCount = CalendarFeedRow & { staysImported: number };

/** What a sync needs to know about the feed's property: its zone, guest language, and its owner's language. */
export interface FeedContext {
  feed: CalendarFeedRow;
  propertyId: number;
  timeZone: string | null;
  defaultLocale: string;
  ownerLocale: string;
}

export type FeedStay = Pick<
  StayRow,
  | 'id'
  | 'externalUid'
  | 'guestName'
  | 'checkInDate'
  | 'checkOutDate'
  | 'modifyDate'
  | 'reservationCode'
  | 'phoneLast4'
  | 'reservationUrl'
>;

/** Stay changes of one sync (written in batches, each batch in its own transaction). */
export interface FeedSyncBatch {
  insert: NewStayRow[];
  update: { id: number; values: Partial<NewStayRow> }[];
  remove: number[];
}

export type FeedState = Partial<Pick<CalendarFeedRow, 'status' | 'lastSyncAt' | 'lastError' | 'etag' | 'lastModified'>>;

type WrittenStay = { id: number; propertyId: number };
export interface FeedBatchResult {
  created: WrittenStay[];
  updated: WrittenStay[];
  removed: WrittenStay[];
}

// Written out: inside a subquery Drizzle would leave `id` unqualified (and it would mean stays.id).
const staysImported = sql<number>`(select count(*)::int from "stays" as "imported" where "imported"."feed_id" = "calendar_feeds"."id")`;

export class CalendarFeedsRepository {
  constructor(private readonly db: Db) {}

  /** Feeds of the properties the user owns or co-hosts (optionally one of them), oldest first. */
  async listVisible(userId: string, propertyId?: number): Promise<CalendarFeedWithCount[]> {
    return this.db
      .select({ ...getTableColumns(calendarFeeds), staysImported })
      .from(calendarFeeds)
      .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
      .where(and(visibleTo(userId), propertyId === undefined ? undefined : eq(calendarFeeds.propertyId, propertyId)))
      .orderBy(asc(calendarFeeds.id));
  }

  async find(feedId: number): Promise<CalendarFeedWithCount | null> {
    const [row] = await this.db
      .select({ ...getTableColumns(calendarFeeds), staysImported })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feedId));
    return row ?? null;
  }

  async countForProperty(propertyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.propertyId, propertyId));
    return row?.n ?? 0;
  }

  /** Inserts a feed; null when the property already has one with this address. */
  async insert(values: { propertyId: number; name: string; url: string }): Promise<CalendarFeedRow | null> {
    const [row] = await this.db.insert(calendarFeeds).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Deletes a feed; its stays stay (their feed reference is cleared by the foreign key). */
  async delete(feedId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  }

  /** The feed with what a sync needs of its property; null when the feed or the property is gone. */
  async context(feedId: number): Promise<FeedContext | null> {
    const [row] = await this.db
      .select({
        feed: calendarFeeds,
        timeZone: properties.timeZone,
        defaultLocale: properties.defaultLocale,
        ownerLocale: users.locale,
      })
      .from(calendarFeeds)
      .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerUserId))
      .where(and(eq(calendarFeeds.id, feedId), eq(properties.isDeleted, false)));
    return row ? { ...row, propertyId: row.feed.propertyId } : null;
  }

  async staysOf(feedId: number): Promise<FeedStay[]> {
    return this.db
      .select({
        id: stays.id,
        externalUid: stays.externalUid,
        guestName: stays.guestName,
        checkInDate: stays.checkInDate,
        checkOutDate: stays.checkOutDate,
        modifyDate: stays.modifyDate,
        reservationCode: stays.reservationCode,
        phoneLast4: stays.phoneLast4,
        reservationUrl: stays.reservationUrl,
      })
      .from(stays)
      .where(eq(stays.feedId, feedId));
  }

  /** Records a fetch's outcome (or, before an import writes, forgets the validators). */
  async updateFeed(feedId: number, values: FeedState): Promise<void> {
    await this.db.update(calendarFeeds).set(values).where(eq(calendarFeeds.id, feedId));
  }

  /**
   * Writes one batch of a sync's stay changes (call it on a repository made with the batch's
   * transaction). A stay another sync created meanwhile, or an earlier run of this batch that was
   * interrupted after its commit (same feed and UID), is left alone rather than duplicated: the
   * unique (feed, UID) index decides. Answers the stays written, with their property.
   */
  async applyBatch(feedId: number, batch: FeedSyncBatch): Promise<FeedBatchResult> {
    const written = { id: stays.id, propertyId: stays.propertyId };
    const created = batch.insert.length
      ? await this.db.insert(stays).values(batch.insert).onConflictDoNothing().returning(written)
      : [];
    const updated: FeedBatchResult['updated'] = [];
    for (const { id, values } of batch.update) {
      const [row] = await this.db
        .update(stays)
        .set(values)
        .where(and(eq(stays.id, id), eq(stays.feedId, feedId)))
        .returning(written);
      if (row) updated.push(row);
    }
    const removed = batch.remove.length
      ? await this.db
          .delete(stays)
          .where(and(inArray(stays.id, batch.remove), eq(stays.feedId, feedId)))
          .returning(written)
      : [];
    return { created, updated, removed };
  }

  /** Feeds not fetched since `before` (or never), on properties that still exist. */
  async dueFeedIds(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
      .where(
        and(
          eq(properties.isDeleted, false),
          or(isNull(calendarFeeds.lastSyncAt), lte(calendarFeeds.lastSyncAt, before)),
        ),
      )
      .orderBy(sql`${calendarFeeds.lastSyncAt} asc nulls first`)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Claims a feed for a scheduled fetch: moves its lastSyncAt to `now` only if it was still due
   * (never fetched, or not since `before`). Exactly one of several concurrent claims succeeds.
   */
  async claimDue(feedId: number, before: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(calendarFeeds)
      .set({ lastSyncAt: now })
      .where(
        and(eq(calendarFeeds.id, feedId), or(isNull(calendarFeeds.lastSyncAt), lte(calendarFeeds.lastSyncAt, before))),
      )
      .returning({ id: calendarFeeds.id });
    return rows.length > 0;
  }

  async anyFeeds(): Promise<boolean> {
    const [row] = await this.db.select({ id: calendarFeeds.id }).from(calendarFeeds).limit(1);
    return Boolean(row);
  }
}
