import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** ALTCHA challenges already redeemed, kept until they expire, so each solution is accepted once. */
export const botCheckSpent = pgTable('bot_check_spent', {
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
