import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail kept instead of sent when SMTP_URL is not configured. In development the outbox page
 * ({apiBase}/dev/outbox) lists it so a new user can open their confirmation link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_create_date_idx').on(t.createDate)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
