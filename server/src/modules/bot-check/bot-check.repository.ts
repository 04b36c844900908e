import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botCheckSpent } from '../../db/schema';

/** Redeemed ALTCHA challenges, so a solution works once even across app instances. */
export class BotCheckRepository {
  constructor(private readonly db: Db) {}

  /** Marks the challenge spent; false when it already was. */
  async redeem(challenge: string, expiresAt: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(botCheckSpent)
      .values({ challenge, expiresAt })
      .onConflictDoNothing()
      .returning({ challenge: botCheckSpent.challenge });
    return inserted.length === 1;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, sql`now()`));
  }
}
