import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutboxMail {
  toAddress: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox table: mail kept instead of sent while SMTP_URL is unset. */
export class MailRepository {
  constructor(private readonly db: Db) {}

  async insert(mail: OutboxMail): Promise<void> {
    await this.db.insert(mailOutbox).values(mail);
  }

  /** Newest first. */
  async latest(limit: number) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createDate)).limit(limit);
  }
}
