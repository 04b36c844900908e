import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change made in the admin area (and by the admin command line): who, what, when, and the
 * values before and after. Kept when the actor's account is deleted (actor_email stays).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, or "command line". */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_create_idx').on(t.createDate)],
);

/**
 * Names of lookup items edited in the admin area. The lookup tables are re-seeded from the data
 * files when a release changes them; these edits are applied again after every seeding.
 */
export const lookupOverrides = pgTable(
  'lookup_overrides',
  {
    list: text('list').notNull(),
    itemId: integer('item_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.itemId] })],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The concierge's base instructions per rental type (str_types), edited by an Admin in /admin/ai, in
 * both languages. `str_type_id` 0 is the default, used for a property whose type has no template
 * (or that has no type). No foreign key: types are seeded at run time and 0 names no type.
 */
export const aiPromptTemplates = pgTable('ai_prompt_templates', {
  strTypeId: integer('str_type_id').primaryKey(),
  instructionsEn: text('instructions_en').notNull().default(''),
  instructionsEs: text('instructions_es').notNull().default(''),
  modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
});

export type AiPromptTemplateRow = typeof aiPromptTemplates.$inferSelect;
