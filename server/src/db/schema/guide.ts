import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * The short code of a guide (typed at /link). One per property; rotating the guide's slug replaces
 * it, so old printed codes stop working together with old links. `code` is upper case.
 */
export const guideShortCodes = pgTable('guide_short_codes', {
  code: text('code').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .unique()
    .references(() => properties.id, { onDelete: 'cascade' }),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What guests did, counted per guide, day (in the property's time zone, else UTC), event type and
 * section ('' when the event is not about a section; for `open`, the guide's language or ''). Counters only: no visitor, address, agent or
 * search term is ever stored.
 */
export const guideEventCounts = pgTable(
  'guide_event_counts',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    sectionId: text('section_id').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.eventType, t.sectionId] }),
    index('guide_event_counts_day_idx').on(t.day),
    // Reports' per-day series read opens and first opens only: an index-only scan (count included).
    index('guide_event_counts_type_day_idx').on(t.propertyId, t.eventType, t.day, t.count),
  ],
);

/**
 * The same counters summed per calendar month (`month` = its first day), so a long report reads
 * months x kinds instead of days x kinds. Kept by a trigger on guide_event_counts (migration
 * 0014_report_rollups): every insert, update or delete there adds its difference here.
 */
export const guideEventMonths = pgTable(
  'guide_event_months',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    sectionId: text('section_id').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month, t.eventType, t.sectionId] })],
);

export type GuideEventCountRow = typeof guideEventCounts.$inferSelect;
