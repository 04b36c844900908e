import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../../common/contracts/property';
import type { EditedStamps } from '../../../../common/guide-languages';
import type { MachineMarks } from '../../../../common/machine-translation';
import { media } from './media';
import { properties } from './properties';
import { sharedBlocks } from './shared-blocks';

/**
 * A property's video: a YouTube or Vimeo link (stored as the provider and its video id, never the
 * typed address) or an uploaded MP4/WebM file under DATA_DIR/files/videos (`fileKey`). One table keyed
 * by property (docs/decisions/013-videos-and-devices.md); properties.video_collection_id is not used.
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** youtube, vimeo or file. */
    kind: text('kind').notNull(),
    /** The provider's video id (links only). */
    providerVideoId: text('provider_video_id'),
    /** The stored file's key, e.g. "Ab/AbCd...x.mp4" (uploads only). */
    fileKey: text('file_key'),
    contentType: text('content_type'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    posterMediaId: integer('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_property_idx').on(t.propertyId)],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;

/**
 * An appliance or home device of a property ("how things work"): how-to and troubleshooting text per
 * language (sanitised HTML), library photos, an optional video and an optional PDF manual stored under
 * DATA_DIR/files/manuals (`manualKey`).
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    howTo: jsonb('how_to').$type<LocalizedText>().notNull().default({}),
    troubleshooting: jsonb('troubleshooting').$type<LocalizedText>().notNull().default({}),
    /** When each language's text was last written (decision 035; common/guide-languages.ts). */
    textEdited: jsonb('text_edited').$type<EditedStamps>().notNull().default({}),
    /** Per language, the fingerprint of machine-translated text (decision 055; common/machine-translation.ts). */
    machine: jsonb('machine').$type<MachineMarks>().notNull().default({}),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    manualKey: text('manual_key'),
    manualFileName: text('manual_file_name'),
    manualBytes: integer('manual_bytes'),
    /** The shared block this device is a copy of (decision 047); its words follow the block. */
    sharedBlockId: integer('shared_block_id').references(() => sharedBlocks.id, { onDelete: 'set null' }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_property_idx').on(t.propertyId, t.id), index('devices_shared_block_idx').on(t.sharedBlockId)],
);

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
