import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { stays } from './stays';
import { users } from './users';

/**
 * How guests may reach a host, set once for the account (asked during onboarding, editable in the
 * account settings). A property's own host contact, when its guide shows one, overrides it on that
 * guide (docs/decisions/048-host-contact-and-guest-inbox.md). The phone reaches guests only when
 * `showPhone` is on (off by default).
 */
export const hostContacts = pgTable('host_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  whatsapp: text('whatsapp'),
  email: text('email'),
  showPhone: boolean('show_phone').notNull().default(false),
  modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A question a guest sent to the host from the concierge (the host's inbox). It came through a stay
 * link (`stayId`: the answer is mailed to that stay's e-mail on record) or from an anonymous visitor
 * (`guestKeyHash`: the hash of a random id the guest's browser keeps, which fetches the answer).
 */
export const inboxQuestions = pgTable(
  'inbox_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stayId: integer('stay_id').references(() => stays.id, { onDelete: 'set null' }),
    guestKeyHash: text('guest_key_hash'),
    question: text('question').notNull(),
    locale: text('locale').notNull().default('en'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    reply: text('reply'),
    replyDate: timestamp('reply_date', { withTimezone: true }),
    replyUserId: uuid('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the reply went to the stay's e-mail (null: no stay, no address, or not sent). */
    replyMailedAt: timestamp('reply_mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('inbox_questions_property_idx').on(t.propertyId, t.createDate),
    index('inbox_questions_guest_key_idx').on(t.guestKeyHash),
    index('inbox_questions_stay_idx').on(t.stayId),
  ],
);

export type InboxQuestionRow = typeof inboxQuestions.$inferSelect;
export type HostContactRow = typeof hostContacts.$inferSelect;
