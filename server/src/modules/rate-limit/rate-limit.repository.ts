import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';

export interface BucketState {
  count: number;
  /** Seconds until the window resets. */
  resetInSeconds: number;
}

/** Attempt counters in the database: one atomic upsert per attempt, safe across app instances. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt in the fixed window of `key` and answers the count so far. A window that has
   * ended starts again at 1. The database clock decides, so instances with skewed clocks agree.
   */
  async hit(key: string, windowSeconds: number): Promise<BucketState> {
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const rows = await this.db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`case when ${rateLimitBuckets.resetAt} <= now() then now() + ${window} else ${rateLimitBuckets.resetAt} end`,
        },
      })
      .returning({
        count: rateLimitBuckets.count,
        resetInSeconds: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())))::int`,
      });
    return rows[0]!;
  }

  /**
   * `hit` for several keys in one statement (one round trip, one commit): the counts by key. Rows are
   * locked in key order, so two callers sharing keys never wait on each other in a cycle.
   */
  async hitMany(keys: string[], windowSeconds: number): Promise<Map<string, BucketState>> {
    const sorted = [...new Set(keys)].sort();
    if (sorted.length === 0) return new Map();
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const rows = await this.db
      .insert(rateLimitBuckets)
      .values(sorted.map((key) => ({ key, count: 1, resetAt: sql`now() + ${window}` })))
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`case when ${rateLimitBuckets.resetAt} <= now() then now() + ${window} else ${rateLimitBuckets.resetAt} end`,
        },
      })
      .returning({
        key: rateLimitBuckets.key,
        count: rateLimitBuckets.count,
        resetInSeconds: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())))::int`,
      });
    return new Map(rows.map(({ key, ...state }) => [key, state]));
  }

  /**
   * Counts one event against `key` and (re)starts its window now: the count grows while events keep
   * coming less than `windowSeconds` apart, and starts again at 1 after a quiet window.
   */
  async hitSliding(key: string, windowSeconds: number): Promise<BucketState> {
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const rows = await this.db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`now() + ${window}`,
        },
      })
      .returning({
        count: rateLimitBuckets.count,
        resetInSeconds: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())))::int`,
      });
    return rows[0]!;
  }

  /** Takes back `count` attempts (one by default) counted by `hit` (never below zero). */
  async release(key: string, count = 1): Promise<void> {
    await this.db
      .update(rateLimitBuckets)
      .set({ count: sql`greatest(${rateLimitBuckets.count} - ${count}, 0)` })
      .where(eq(rateLimitBuckets.key, key));
  }

  /** Moves the end of `key`'s current window to `seconds` from now (its count stays). */
  async endWindowIn(key: string, seconds: number): Promise<void> {
    await this.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(rateLimitBuckets.key, key));
  }

  /** The key's state while its window runs, else null (the database clock decides). */
  async current(key: string): Promise<BucketState | null> {
    const [row] = await this.db
      .select({
        count: rateLimitBuckets.count,
        resetInSeconds: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())))::int`,
      })
      .from(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)));
    return row ?? null;
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
  }

  async get(key: string) {
    const [row] = await this.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    return row ?? null;
  }

  /** Drops windows that ended; called now and then so the table stays small. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, sql`now()`));
  }
}
