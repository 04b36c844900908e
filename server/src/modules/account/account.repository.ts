import { eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { devices, mailOutbox, media, properties, users, videos } from '../../db/schema';

/** The stored files of an account: photo keys (image store) and video and manual keys (file store). */
export interface AccountFiles {
  images: string[];
  files: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * pg-boss's database interface over a Drizzle transaction, so that a job is enqueued in the same
 * transaction as the change it follows (committed together, or not at all). pg-boss writes `$1..$n`
 * placeholders; each becomes a bound parameter.
 */
export function transactionBossDb(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      return (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

/** Reads and writes of an account as a whole: its deletion (and the keys of its files). */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** Every stored file of the properties the user owns. */
  async filesOf(userId: string, db: Db | Tx = this.db): Promise<AccountFiles> {
    const owned = db.select({ id: properties.id }).from(properties).where(eq(properties.ownerUserId, userId));
    const [photos, videoRows, manualRows] = await Promise.all([
      db.select({ small: media.smallPath, large: media.largePath }).from(media).where(inArray(media.propertyId, owned)),
      db
        .select({ key: videos.fileKey })
        .from(videos)
        .where(sql`${videos.propertyId} in ${owned} and ${isNotNull(videos.fileKey)}`),
      db
        .select({ key: devices.manualKey })
        .from(devices)
        .where(sql`${devices.propertyId} in ${owned} and ${isNotNull(devices.manualKey)}`),
    ]);
    return {
      images: photos.flatMap((p) => [p.small, p.large]),
      files: [...videoRows, ...manualRows].map((r) => r.key!),
    };
  }

  /**
   * Deletes the user in one transaction: their row (properties and everything under them cascade,
   * so the rows naming their files are gone at commit), the mail kept for their address, and
   * whatever `inTransaction` adds (the job that removes the files). Answers the files to remove and
   * the number of mails removed, or null when the user did not exist.
   */
  async deleteAccount(
    userId: string,
    inTransaction: (files: AccountFiles, boss: PgBoss.Db) => Promise<void>,
  ): Promise<{ files: AccountFiles; mails: number } | null> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) return null;
      const files = await this.filesOf(userId, tx);
      const mails = await tx
        .delete(mailOutbox)
        .where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`)
        .returning({ id: mailOutbox.id });
      await tx.delete(users).where(eq(users.id, userId));
      await inTransaction(files, transactionBossDb(tx));
      return { files, mails: mails.length };
    });
  }

  /** Whether jobs of a queue wait (pg-boss's tables may not exist yet: then none). */
  async queueHasWork(queue: string): Promise<boolean> {
    type Rows = { rows: { found: boolean }[] };
    const schema = (await this.db.execute(
      sql`select to_regclass('pgboss.job') is not null as found`,
    )) as unknown as Rows;
    if (!schema.rows[0]?.found) return false;
    const jobs = (await this.db.execute(
      sql`select exists (select 1 from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active')) as found`,
    )) as unknown as Rows;
    return jobs.rows[0]?.found === true;
  }
}
