import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * A calendar a host imports stays from: a listing's iCal export (Airbnb, Vrbo, Booking.com). The
 * address carries the platform's secret token, so it is never answered whole (see urlDisplay).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** pending (never fetched), ok, failed. */
    status: text('status').notNull().default('pending'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Validators of the last answer, for conditional requests. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_feeds_property_idx').on(t.propertyId),
    uniqueIndex('calendar_feeds_property_url_idx').on(t.propertyId, t.url),
  ],
);

/**
 * A guest's stay at a property. Dates and times are local to the property's time zone; `linkToken`
 * is the stay link's capability (`/g/{slug}?s={token}`), null once revoked.
 */
export const stays = pgTable(
  'stays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    locale: text('locale').notNull().default('en'),
    guestCount: integer('guest_count').notNull().default(1),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    /** HH:MM, or null for the guide's check-in time. */
    checkInTime: text('check_in_time'),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    checkOutTime: text('check_out_time'),
    notes: text('notes').notNull().default(''),
    /** The platform's reservation code (Airbnb's HM..., typed by the host or read from the calendar). */
    reservationCode: text('reservation_code'),
    /** The last four digits of the guest's phone, as the platform's calendar gives them (Airbnb). */
    phoneLast4: text('phone_last4'),
    /** The reservation's page on the platform: only an https address on the feed's own host. */
    reservationUrl: text('reservation_url'),
    /** manual, csv or ical. */
    source: text('source').notNull().default('manual'),
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'set null' }),
    /** The calendar event's UID, unique per feed (re-fetching updates instead of duplicating). */
    externalUid: text('external_uid'),
    linkToken: text('link_token'),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stays_property_check_in_idx').on(t.propertyId, t.checkInDate),
    index('stays_check_out_idx').on(t.checkOutDate),
    uniqueIndex('stays_link_token_idx')
      .on(t.linkToken)
      .where(sql`${t.linkToken} is not null`),
    uniqueIndex('stays_feed_uid_idx')
      .on(t.feedId, t.externalUid)
      .where(sql`${t.feedId} is not null`),
  ],
);

export type StayRow = typeof stays.$inferSelect;
export type NewStayRow = typeof stays.$inferInsert;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
