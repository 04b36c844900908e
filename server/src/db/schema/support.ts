import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * A support ticket: from a signed-in host (requesterUserId) or from the public contact form (name and
 * e-mail only). Staff answer from the admin area; the thread is in support_messages.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'cascade' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    locale: text('locale').notNull().default('en'),
    reasonTypeId: integer('reason_type_id').notNull(),
    subject: text('subject').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** open (waiting for staff), waiting (for the requester), closed. */
    status: text('status').notNull().default('open'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_requester_idx').on(t.requesterUserId), index('support_tickets_status_idx').on(t.status, t.updateDate)],
);

/** One message of a ticket's thread; `internal` notes are for staff only. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** requester or staff. */
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createDate)],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
