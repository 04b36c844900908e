import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A sign-in: the family of refresh tokens issued from one login. Access tokens carry its id as
 * `sid`; revoking the row ends every token of the family (sign-out, refresh-token reuse, password
 * change). Rows outlive revocation until `expiresAt`, so a revoked id is always found.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** True between password and second factor: no refresh token exists yet. */
    twoFactorPending: boolean('two_factor_pending').notNull().default(false),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** How the user signed in: password or google. */
    method: text('method').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    lastUsedDate: timestamp('last_used_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signout, reuse, password_change, password_reset, two_factor... */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/** Refresh tokens, stored as SHA-256 of the opaque value. Each is spent once (`usedAt`). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
