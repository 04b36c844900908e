import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OneTimeCodeRow, oneTimeCodes } from '../../db/schema';

export type CodePurpose = 'confirm_email' | 'reset_password' | 'change_password';

/** Mailed one-time codes, stored hashed. */
export class OneTimeCodeRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code; the user's older unused codes of that purpose stop working. */
  async issue(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
      await tx.insert(oneTimeCodes).values({ userId, purpose, codeHash, expiresAt });
    });
  }

  async find(userId: string, purpose: CodePurpose, codeHash: string): Promise<OneTimeCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)),
      );
    return row ?? null;
  }

  /** Spends the code; false when another request spent it first. */
  async spend(id: string): Promise<boolean> {
    const rows = await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  }
}
