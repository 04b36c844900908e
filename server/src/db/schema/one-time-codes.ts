import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Mailed one-time codes: signup confirmation links (24 h), password-reset links (1 h) and the
 * in-account password-change code. Stored as SHA-256; single use (`usedAt`). Issuing a new code
 * of a purpose retires the older unused ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirm_email, reset_password or change_password. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.userId, t.purpose, t.codeHash)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
