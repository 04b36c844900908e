import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Instance-wide values that every app instance must share, such as the token signing key
 * generated on first start when JWT_SECRET is not configured.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
});
