import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AskCitation } from '../../../../common/contracts/ai';
import { properties } from './properties';
import { users } from './users';

/**
 * The AI knowledge base (docs/decisions/005-ai-retrieval.md). Passages are rebuilt from the guide by
 * an indexing run; retrieval reads them with full-text search (english and spanish, accents folded by
 * the immutable `immutable_unaccent` wrapper of migration ai_extensions), trigram similarity on the
 * vocabulary for typos, and optional embeddings stored as real[] (no pgvector needed).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Weighted document of a passage: the title weighs A, the text B, the keywords C. */
const weightedDocument = (config: 'english' | 'spanish'): SQL =>
  sql.raw(
    `setweight(to_tsvector('${config}'::regconfig, immutable_unaccent(coalesce(title, ''))), 'A') || ` +
      `setweight(to_tsvector('${config}'::regconfig, immutable_unaccent(coalesce(body, ''))), 'B') || ` +
      `setweight(to_tsvector('${config}'::regconfig, immutable_unaccent(coalesce(keywords, ''))), 'C')`,
  );

/** One searchable piece of a guide, in one language. */
export const aiPassages = pgTable(
  'ai_passages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** section, wifi, checkin, checkout, emergency, attraction, property, contact, qa */
    sourceKind: text('source_kind').notNull(),
    /** The guide item it was made from (sectionId, attractionId, emergencyInfoId, qa id...). */
    sourceId: text('source_id').notNull(),
    /** What a citation points at: the guest page anchor `#section-{sectionId}`. */
    sectionId: text('section_id').notNull(),
    /** Title shown in citations. */
    title: text('title').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    /** Extra words (glossary terms of the section kind and title, both languages), weighed below the text. */
    keywords: text('keywords').notNull().default(''),
    /** From a section shown only with the access code. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** Order within the guide, used to break ties. */
    position: integer('position').notNull().default(0),
    embedding: real('embedding').array(),
    tsvEn: tsvector('tsv_en').generatedAlwaysAs(weightedDocument('english')),
    tsvEs: tsvector('tsv_es').generatedAlwaysAs(weightedDocument('spanish')),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_passages_property_idx').on(t.propertyId, t.locale),
    index('ai_passages_tsv_en_idx').using('gin', t.tsvEn),
    index('ai_passages_tsv_es_idx').using('gin', t.tsvEs),
  ],
);

/** Words of a property's passages (and the glossary), for typo correction with pg_trgm. */
export const aiVocabulary = pgTable(
  'ai_vocabulary',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.term] }),
    index('ai_vocabulary_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * Indexing runs. A run is claimed by the worker that executes it (`jobId`), beats a heartbeat while
 * it works, and commits its passages only while it still holds the claim: a run interrupted by a
 * restart is found by its stale heartbeat and queued again, and two instances never both commit.
 */
export const aiIndexRuns = pgTable(
  'ai_index_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** queued, running, succeeded, failed */
    status: text('status').notNull().default('queued'),
    errorKey: text('error_key'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The queue job currently holding the run. */
    jobId: text('job_id'),
    /** Times the run was (re)queued. */
    attempts: integer('attempts').notNull().default(1),
    /** Times a worker started executing it. */
    executions: integer('executions').notNull().default(0),
    passageCount: integer('passage_count'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    startedDate: timestamp('started_date', { withTimezone: true }),
    finishedDate: timestamp('finished_date', { withTimezone: true }),
    heartbeatDate: timestamp('heartbeat_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_index_runs_property_idx').on(t.propertyId, t.createDate),
    index('ai_index_runs_open_idx')
      .on(t.heartbeatDate)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** Host settings of the concierge, one row per property (absent = defaults). */
export const aiSettings = pgTable('ai_settings', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  tone: text('tone').notNull().default('friendly'),
  instructions: text('instructions').notNull().default(''),
  topicsToAvoid: text('topics_to_avoid')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  escalationName: text('escalation_name'),
  escalationPhone: text('escalation_phone'),
  escalationEmail: text('escalation_email'),
  modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
});

/** The host's own questions and answers. */
export const aiQaPairs = pgTable(
  'ai_qa_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    locale: text('locale').notNull(),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_qa_pairs_property_idx').on(t.propertyId, t.createDate)],
);

/** Questions guests asked, for the host's log. No client address or identity is stored. */
export const aiQuestions = pgTable(
  'ai_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    locale: text('locale').notNull(),
    answered: boolean('answered').notNull(),
    mode: text('mode').notNull(),
    citations: jsonb('citations')
      .$type<AskCitation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    qaId: uuid('qa_id').references(() => aiQaPairs.id, { onDelete: 'set null' }),
    /**
     * The guide section the host wrote from this question (a sectionId inside properties.guide). No
     * foreign key can follow JSON: a link to a section deleted since counts as no link.
     */
    sectionId: text('section_id'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_questions_property_idx').on(t.propertyId, t.createDate)],
);

export type AiPassageRow = typeof aiPassages.$inferSelect;
export type NewAiPassageRow = typeof aiPassages.$inferInsert;
export type AiIndexRunRow = typeof aiIndexRuns.$inferSelect;
export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type AiQaPairRow = typeof aiQaPairs.$inferSelect;
export type AiQuestionRow = typeof aiQuestions.$inferSelect;
