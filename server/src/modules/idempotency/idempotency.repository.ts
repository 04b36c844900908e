import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface IdempotencyScope {
  userId: string;
  route: string;
  key: string;
}

/** A key already used: still running (`status` null) or answered. */
export interface StoredIdempotency {
  requestHash: string;
  status: number | null;
  response: unknown;
}

/** How long a key is remembered (and a still-running reservation is held). */
export const IDEMPOTENCY_KEY_HOURS = 24;

const scopeOf = ({ userId, route, key }: IdempotencyScope) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Reserves the key for this request: null when it is now ours (run the create), else the row a
   * previous request left. Keys older than 24 h are swept first, so an expired key is free again.
   */
  async reserve(scope: IdempotencyScope, requestHash: string): Promise<StoredIdempotency | null> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return null;
    const [existing] = await this.db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        response: idempotencyKeys.response,
      })
      .from(idempotencyKeys)
      .where(scopeOf(scope));
    // Swept between the insert and the select: report it as still running; the client retries.
    return existing ?? { requestHash, status: null, response: null };
  }

  /** Stores the answer of the request that reserved the key. */
  async complete(scope: IdempotencyScope, status: number, response: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status, response })
      .where(and(scopeOf(scope), isNull(idempotencyKeys.status)));
  }

  /** Frees the key after a create that failed (it created nothing), so the same key may try again. */
  async release(scope: IdempotencyScope): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(scopeOf(scope), isNull(idempotencyKeys.status)));
  }
}
