import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change-events outbox (server/src/events): one row per change and subscriber, written in the
 * transaction of the change itself, deleted once that subscriber handled it. A row is claimed for
 * a while (lockedUntil) by one instance; a crash lets the claim lapse and another delivery happens.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    /** The subscriber's stable name (e.g. "messages.plan-stay"). */
    subscriber: text('subscriber').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Not delivered before this (retries wait with backoff). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a delivery until then; null when nobody holds it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's message (no payload values), for operators. */
    lastError: text('last_error'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_events_available_idx').on(t.availableAt)],
);

export type ChangeEventRow = typeof changeEvents.$inferSelect;
