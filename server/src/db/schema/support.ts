import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [
    index('support_tickets_requester_idx').on(t.requesterUserId),
    index('support_tickets_status_idx').on(t.status, t.updateDate),
  ],
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A screenshot attached to a ticket message: checked by its content and re-encoded (JPEG, no
 * metadata) before it is stored. Kept in the database, not in the public image store: only the
 * requester and staff may read it, and it goes with its ticket.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_attachments_ticket_idx').on(t.ticketId)],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;
