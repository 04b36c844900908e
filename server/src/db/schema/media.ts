import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { properties } from './properties';
import { users } from './users';

/**
 * A photo in a property's library. The image files (a small grid variant and a large guide
 * variant) live in the image storage under `smallPath` / `largePath`, relative to the public image
 * base URL; the row is the only record of them. `mediaSourceId` is an id of the media_sources lookup
 * (1 Uploads, 2 Stock photos); it has no foreign key because the lookup rows are seeded at run time.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Who added the photo (the owner or a co-host of the property). */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mediaSourceId: integer('media_source_id').notNull(),
    smallPath: text('small_path').notNull(),
    largePath: text('large_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    smallWidth: integer('small_width').notNull(),
    smallHeight: integer('small_height').notNull(),
    /** Bytes of both stored variants together. */
    storedBytes: integer('stored_bytes').notNull(),
    fileName: text('file_name'),
    alt: text('alt'),
    photographer: text('photographer'),
    photographerUrl: text('photographer_url'),
    /** Stock photos: the provider's photo id, so saving the same photo twice answers the first copy. */
    stockPhotoId: bigint('stock_photo_id', { mode: 'number' }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_property_source_idx').on(t.propertyId, t.mediaSourceId, t.createDate.desc(), t.id.desc()),
    uniqueIndex('media_property_stock_photo_idx')
      .on(t.propertyId, t.stockPhotoId)
      .where(sql`${t.stockPhotoId} is not null`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/**
 * Stock-photo search answers, kept for an hour so repeated searches do not spend the host's
 * provider quota. In the database rather than in process memory so every instance shares it
 * (docs/decisions/004-media.md). `key` is a hash of provider URL, term, page and page size.
 */
export const stockSearchCache = pgTable(
  'stock_search_cache',
  {
    key: text('key').primaryKey(),
    answer: jsonb('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_search_cache_expires_idx').on(t.expiresAt)],
);
