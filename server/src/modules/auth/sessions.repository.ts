import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuthSessionRow, authSessions, refreshTokens, users } from '../../db/schema';

export type RevokeReason = 'signout' | 'reuse' | 'password_change' | 'password_reset';

/** Sessions (refresh-token families) and their hashed refresh tokens. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(values: {
    userId: string;
    twoFactorPending: boolean;
    rememberMe: boolean;
    method: string;
    expiresAt: Date;
  }): Promise<AuthSessionRow> {
    const [row] = await this.db.insert(authSessions).values(values).returning();
    return row!;
  }

  /** The live session still waiting for its second factor. */
  async findPending(sessionId: string, userId: string): Promise<AuthSessionRow | null> {
    const [row] = await this.db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          eq(authSessions.twoFactorPending, true),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql`now()`),
        ),
      );
    return row ?? null;
  }

  async findById(sessionId: string): Promise<AuthSessionRow | null> {
    const [row] = await this.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    return row ?? null;
  }

  /** Second factor proven: the session becomes a full one. False when it already was (pending token replayed). */
  async completePending(sessionId: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(authSessions)
      .set({ twoFactorPending: false, expiresAt, lastUsedDate: sql`now()` })
      .where(
        and(eq(authSessions.id, sessionId), eq(authSessions.twoFactorPending, true), isNull(authSessions.revokedAt)),
      )
      .returning({ id: authSessions.id });
    return rows.length === 1;
  }

  async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
  }

  /** The refresh token with its session, by hash. */
  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(refreshTokens.sessionId, authSessions.id))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Spends a refresh token; false when it was already spent (a concurrent or replayed refresh). */
  async spendRefreshToken(id: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  /** Slides the session's end on use. */
  async touch(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ lastUsedDate: sql`now()`, expiresAt })
      .where(eq(authSessions.id, sessionId));
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Ends every live session of the user, except `keepSessionId` when given. */
  async revokeAllForUser(userId: string, reason: RevokeReason, keepSessionId?: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
        ),
      );
  }

  /**
   * What the per-request session check needs: whether the session was ended and whether its user
   * is still active. Null when there is no such session.
   */
  async status(
    sessionId: string,
  ): Promise<{ userId: string; revoked: boolean; userActive: boolean; roles: string[] } | null> {
    const [row] = await this.db
      .select({
        userId: authSessions.userId,
        revokedAt: authSessions.revokedAt,
        isActive: users.isActive,
        roles: users.roles,
      })
      .from(authSessions)
      .innerJoin(users, eq(authSessions.userId, users.id))
      .where(eq(authSessions.id, sessionId));
    return row
      ? { userId: row.userId, revoked: row.revokedAt !== null, userActive: row.isActive, roles: row.roles }
      : null;
  }

  /**
   * Deletes sessions that ended long ago. Rows are kept two days past their end (far longer than any
   * access token lives), so the per-request check always finds a revoked session.
   */
  async purgeExpired(): Promise<void> {
    await this.db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now() - interval '2 days'`));
  }
}
