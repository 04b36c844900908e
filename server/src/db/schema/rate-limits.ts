import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters (`key` = action + account or client address). Kept in the
 * database and incremented with one atomic upsert, so limits hold across app instances. The table is
 * UNLOGGED (migration 0032, decision 075; Drizzle's schema cannot say so): a count commits without
 * waiting for the disk, and PostgreSQL empties the table after a crash.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
