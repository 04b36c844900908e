import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { stays } from './stays';
import { users } from './users';

/** A host's message template: subject and body per language, plain text with {variables}. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Which starter template this began as (null for the host's own). */
    starterKey: text('starter_key'),
    subject: jsonb('subject').$type<{ en: string; es: string }>().notNull(),
    body: jsonb('body').$type<{ en: string; es: string }>().notNull(),
    /** Set when a removed co-host's template passed to the property's owner: the co-host's name. */
    handedOverFrom: text('handed_over_from'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_templates_user_idx').on(t.userId),
    uniqueIndex('message_templates_user_starter_idx')
      .on(t.userId, t.starterKey)
      .where(sql`${t.starterKey} is not null`),
  ],
);

/** When a template goes out: relative to a stay's booking, check-in or check-out, at a local time. */
export const messageSchedules = pgTable(
  'message_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    /** One property, or null for all the host's properties. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    anchor: text('anchor').notNull(),
    offsetDays: integer('offset_days').notNull().default(0),
    localTime: text('local_time').notNull().default('10:00'),
    channel: text('channel').notNull(),
    active: boolean('active').notNull().default(true),
    /** Set when a removed co-host's schedule passed to the property's owner: the co-host's name. */
    handedOverFrom: text('handed_over_from'),
    /** A handed-over schedule stays paused and marked until the owner reviews and resumes it. */
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    /**
     * A booking-anchored schedule applies to stays created from then on (set when it is created, made
     * a booking schedule or switched on again); the host applies it to older stays explicitly.
     */
    appliesFrom: timestamp('applies_from', { withTimezone: true }).notNull().defaultNow(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_schedules_user_idx').on(t.userId)],
);

/**
 * One message to one guest: planned (scheduled), being sent, sent, ready for the host to send by
 * hand (WhatsApp), failed with a reason, or cancelled. The row is the send's only claim: a worker
 * moves it from scheduled to sending in one statement, so it goes out once whatever runs it.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stayId: integer('stay_id').references(() => stays.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => messageSchedules.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name'),
    guestName: text('guest_name').notNull(),
    channel: text('channel').notNull(),
    toAddress: text('to_address'),
    locale: text('locale').notNull().default('en'),
    /** Rendered when sent (scheduled messages render at send time, so edits to the stay count). */
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_messages_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('guest_messages_property_idx').on(t.propertyId, t.dueAt),
    index('guest_messages_stay_idx').on(t.stayId),
    // Failed messages, for the host's notice and the owners' daily digest (a small set).
    index('guest_messages_failed_idx')
      .on(t.propertyId)
      .where(sql`${t.status} = 'failed'`),
    // One planned message per stay and schedule: re-planning updates it instead of adding another.
    uniqueIndex('guest_messages_stay_schedule_idx')
      .on(t.stayId, t.scheduleId)
      .where(sql`${t.scheduleId} is not null and ${t.stayId} is not null`),
  ],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
export type MessageScheduleRow = typeof messageSchedules.$inferSelect;
export type GuestMessageRow = typeof guestMessages.$inferSelect;
