import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, mailOutbox, media, properties, users, videos } from '../../db/schema';

/** The stored files of an account: photo keys (image store) and video and manual keys (file store). */
export interface AccountFiles {
  images: string[];
  files: string[];
}

/** Writes of an account as a whole: its deletion (and the keys of its files). */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** Every stored file of the properties the user owns. */
  async filesOf(userId: string): Promise<AccountFiles> {
    const db = this.db;
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
   * Deletes the user (run it inside the caller's transaction): their row - properties and everything
   * under them cascade, so the rows naming their files are gone at commit - and the mail kept for
   * their address. Answers the files that were theirs and the number of mails removed, or null when
   * the user did not exist.
   */
  async deleteAccount(userId: string): Promise<{ files: AccountFiles; mails: number } | null> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    const files = await this.filesOf(userId);
    const mails = await this.db
      .delete(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`)
      .returning({ id: mailOutbox.id });
    await this.db.delete(users).where(eq(users.id, userId));
    return { files, mails: mails.length };
  }

  /** What confirming the deletion of one's own account checks. */
  async confirmationOf(userId: string) {
    const [user] = await this.db
      .select({ email: users.email, passwordHash: users.passwordHash, roles: users.roles })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  }

  /** Active Admin accounts (the last one may not delete itself). */
  async adminCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(sql`'Admin' = any(${users.roles})`, eq(users.isActive, true)));
    return row?.n ?? 0;
  }
}
