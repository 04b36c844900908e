import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../../common/contracts/property';
import type { SharedDevice, SharedPlace } from '../../../../common/contracts/shared-blocks';
import { users } from './users';

/**
 * A block of guide content the host writes once and uses in several of their guides
 * (docs/decisions/047-shared-blocks.md). Each guide keeps a copy in its `guide.sections` or
 * `guide.attractions`, or a row of `devices`, marked with `sharedBlockId`; saving the block rewrites
 * those copies in the same transaction.
 */
export const sharedBlocks = pgTable(
  'shared_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `section`, `place` or `device`. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Kind `section` only. */
    sectionKind: text('section_kind'),
    icon: text('icon'),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    body: jsonb('body').$type<LocalizedText>().notNull().default({}),
    /** Kind `place`: the recommendation's words; kind `device`: the device's (null for sections). */
    content: jsonb('content').$type<SharedPlace | SharedDevice>(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shared_blocks_owner_idx').on(t.ownerUserId)],
);

export type SharedBlockRow = typeof sharedBlocks.$inferSelect;
export type NewSharedBlockRow = typeof sharedBlocks.$inferInsert;
