import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guestMessages } from './messages';
import { users } from './users';

/**
 * A host's "seen it" on a failed guest message (the dashboard notice). It holds for that failure
 * only: `failedAt` is the failure's time, so the same message failing again later shows again.
 */
export const messageFailureAcks = pgTable('message_failure_acks', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => guestMessages.id, { onDelete: 'cascade' }),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily digest of failed messages sent to a property owner: one row per owner and UTC day
 * (the primary key makes the day's digest go out once across instances); `coveredUntil` is the
 * newest failure it reported, so the next digest reports only failures after it.
 */
export const messageFailureDigests = pgTable(
  'message_failure_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
