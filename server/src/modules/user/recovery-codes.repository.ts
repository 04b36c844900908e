import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RecoveryCodeRow, recoveryCodes } from '../../db/schema';

/** Two-factor recovery codes, stored hashed. */
export class RecoveryCodeRepository {
  constructor(private readonly db: Db) {}

  /** Replaces the user's codes with a new set. */
  async replace(userId: string, codeHashes: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (codeHashes.length)
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    });
  }

  async find(userId: string, codeHash: string): Promise<RecoveryCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash)));
    return row ?? null;
  }

  /** Spends the code; false when it was already spent. */
  async spend(id: string): Promise<boolean> {
    const rows = await this.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }

  async deleteAll(userId: string): Promise<void> {
    await this.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
}
