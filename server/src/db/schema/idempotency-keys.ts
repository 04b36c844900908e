import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * `Idempotency-Key` answers (docs/decisions/038-idempotency-keys.md): one row per (account, route,
 * key). Reserved before the create runs (`status` null), completed with its answer after; a repeat
 * with the same key and body gets `response` again instead of a second create. Swept after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "POST /api/stays": the method and the route's pattern. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated body and query: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status; null while the first request is still running. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
