import { and, asc, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeEvents, type ChangeEventRow } from '../db/schema';

export type NewChangeEventRow = Pick<typeof changeEvents.$inferInsert, 'type' | 'subscriber' | 'payload'>;

/** How long one delivery holds a row by default; a crashed instance's claim lapses after it. */
export const DEFAULT_CLAIM_SECONDS = 300;

/** The outbox's queries. Times are the database's (now()), so instances with skewed clocks agree. */
export class ChangeEventsRepository {
  constructor(
    private readonly db: Db,
    private readonly claimSeconds = DEFAULT_CLAIM_SECONDS,
  ) {}

  /** Writes the rows through `db`, which is the caller's transaction. */
  async insert(rows: NewChangeEventRow[]): Promise<number[]> {
    if (!rows.length) return [];
    return (await this.db.insert(changeEvents).values(rows).returning({ id: changeEvents.id })).map((r) => r.id);
  }

  private ready(subscribers: string[]) {
    return and(
      inArray(changeEvents.subscriber, subscribers),
      lte(changeEvents.availableAt, sql`now()`),
      or(isNull(changeEvents.lockedUntil), lt(changeEvents.lockedUntil, sql`now()`)),
    );
  }

  /**
   * Claims up to `limit` rows ready for these subscribers (optionally only these ids): rows another
   * instance is claiming at the same moment are skipped (SKIP LOCKED), so each claim is one instance's.
   */
  async claim(subscribers: string[], limit: number, ids?: number[]): Promise<ChangeEventRow[]> {
    if (!subscribers.length || (ids && !ids.length)) return [];
    const ready = this.db
      .select({ id: changeEvents.id })
      .from(changeEvents)
      .where(and(this.ready(subscribers), ids ? inArray(changeEvents.id, ids) : undefined))
      .orderBy(asc(changeEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(changeEvents)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${this.claimSeconds})`,
        attempts: sql`${changeEvents.attempts} + 1`,
      })
      .where(inArray(changeEvents.id, ready))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length === 1) await this.db.delete(changeEvents).where(sql`${changeEvents.id} = ${ids[0]}`);
    else if (ids.length) await this.db.delete(changeEvents).where(inArray(changeEvents.id, ids));
  }

  /** A failed delivery: released, and ready again after `delaySeconds`. */
  async retryLater(id: number, delaySeconds: number, error: string): Promise<void> {
    await this.db
      .update(changeEvents)
      .set({
        lockedUntil: null,
        availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        lastError: error,
      })
      .where(sql`${changeEvents.id} = ${id}`);
  }

  /** Whether any row of these subscribers is due now (claimed by someone or not). */
  async anyDue(subscribers: string[]): Promise<boolean> {
    if (!subscribers.length) return false;
    const [row] = await this.db
      .select({ id: changeEvents.id })
      .from(changeEvents)
      .where(and(inArray(changeEvents.subscriber, subscribers), lte(changeEvents.availableAt, sql`now()`)))
      .limit(1);
    return Boolean(row);
  }
}
