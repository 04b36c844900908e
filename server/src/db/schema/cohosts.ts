import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * An owner's invitation to co-host one or more of their properties, sent by e-mail. Only the
 * SHA-256 of the link's random token (128 bits) is stored. Single use: `acceptedAt` (or
 * `revokedAt`) ends it; it also ends at `expiresAt`. Accepting adds `property_co_hosts` rows.
 */
export const coHostInvitations = pgTable(
  'co_host_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invitee's address, trimmed and lower-cased. Anyone who signs in with the link may accept. */
    email: text('email').notNull(),
    message: text('message'),
    /** The co-host role the invitee gets on accepting (manager, editor or viewer). */
    role: text('role').notNull().default('manager'),
    tokenHash: text('token_hash').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('co_host_invitations_token_idx').on(t.tokenHash),
    index('co_host_invitations_owner_idx').on(t.ownerUserId),
  ],
);

/** The properties an invitation covers (a deleted property drops out of its invitations). */
export const coHostInvitationProperties = pgTable(
  'co_host_invitation_properties',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => coHostInvitations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.propertyId] }),
    index('co_host_invitation_properties_property_idx').on(t.propertyId),
  ],
);

export type CoHostInvitationRow = typeof coHostInvitations.$inferSelect;
