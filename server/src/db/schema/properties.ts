import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Attraction, EmergencyInfo, GuideSection, HostContact } from '../../../../common/contracts/property';
import { countries, states, themes } from './lookups';
import { users } from './users';

/**
 * The guide's content that is only ever read and written whole with its property (see
 * docs/decisions/002-guide-storage.md). Fields looked up on their own (slug, published, access code,
 * theme, default language) are columns of `properties`.
 */
export interface GuideContent {
  checkInTime: string | null;
  checkOutTime: string | null;
  hostContact: HostContact;
  sections: GuideSection[];
  attractions: Attraction[];
}

/** A host's property and its guide. `id` is exposed to clients as propertyId. Deletion is soft. */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exId: uuid('ex_id').notNull().defaultRandom().unique(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeZone: text('time_zone'),
    isActive: boolean('is_active').notNull().default(true),
    propertyImageMediaId: integer('property_image_media_id'),
    propertyImage: text('property_image'),
    subscriptionId: integer('subscription_id'),
    assignToSubscription: boolean('assign_to_subscription').notNull().default(false),
    videoCollectionId: integer('video_collection_id'),
    /** Rental type ids, main type first. */
    strTypeIds: integer('str_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isIndexing: boolean('is_indexing').notNull().default(false),
    lastIndexDate: timestamp('last_index_date', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deleteDate: timestamp('delete_date', { withTimezone: true }),
    /** Guest link /g/{slug}: random, url-safe, never derived from anything guessable. */
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    /** 4-8 digits guarding sensitive sections, or null. */
    accessCode: text('access_code'),
    themeId: integer('theme_id').references(() => themes.id),
    defaultLocale: text('default_locale').notNull().default('en'),
    /** The host lets the page-analytics tag load on this guest guide (still only after each guest's consent). */
    guestAnalytics: boolean('guest_analytics').notNull().default(false),
    guide: jsonb('guide').$type<GuideContent>().notNull(),
    emergencyInfos: jsonb('emergency_infos')
      .$type<EmergencyInfo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the application with millisecond precision: PUT compares it for optimistic concurrency. */
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by a trigger on every change of the row and of what the guest guide shows from other
     * tables (library photos, devices, videos, short code): the guide cache's freshness check.
     */
    guideRevision: integer('guide_revision').notNull().default(1),
    /**
     * Non-zero when the rich text of `guide` and `emergency_infos` was sanitised on save by the
     * current sanitiser; a trigger sets it back to 0 when another writer changes that text without
     * setting it (readers then sanitise again). Reset every row to 0 when the sanitiser's rules change.
     */
    sanitizedStamp: integer('sanitized_stamp').notNull().default(0),
  },
  (t) => [
    uniqueIndex('properties_slug_idx').on(t.slug),
    index('properties_owner_id_idx')
      .on(t.ownerUserId, t.id)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** Co-hosts: users who work on a property with the rights of their role (see modules/access), never delete it. */
export const propertyCoHosts = pgTable(
  'property_co_hosts',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** manager (guide, stays, messages), editor (guide only) or viewer (reads the guide and the stay calendar). */
    role: text('role').notNull().default('manager'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_co_hosts_user_idx').on(t.userId)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
