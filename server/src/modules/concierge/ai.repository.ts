import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AiLocale, AskCitation } from '@common/contracts/ai';
import type { Db } from '../../db/client';
import {
  aiIndexRuns,
  type AiIndexRunRow,
  aiPassages,
  aiQaPairs,
  type AiQaPairRow,
  aiQuestions,
  type AiQuestionRow,
  aiSettings,
  type AiSettingsRow,
  aiVocabulary,
  attractionTypes,
  countries,
  emergencyInfoTypes,
  type GuideContent,
  properties,
  type PropertyRow,
  states,
  strTypes,
} from '../../db/schema';
import { propertiesWhere } from '../access';
import { ensureLookups } from '../list/list.seed';
import type { PassageDraft } from './ai.passages';

/** A passage as retrieval reads it. Title and body are null for a sensitive passage the caller may not see. */
export interface PassageHit {
  id: number;
  sectionId: string;
  sourceKind: string;
  locale: AiLocale;
  sensitive: boolean;
  position: number;
  title: string | null;
  body: string | null;
  /** Per query group: matched anywhere / in the title / in the keywords / by the guest's own word. */
  matched: boolean[];
  inTitle: boolean[];
  inKeywords: boolean[];
  exact: boolean[];
  rank: number;
}

/** One query group's tsquery text per configuration ('' when the configuration drops every word). */
export interface GroupQuery {
  en: string;
  es: string;
}

/** A group's queries: every alternative, and only the guest's own word(s) (and their typo corrections). */
export interface GroupQueries {
  all: GroupQuery;
  exact: GroupQuery;
}

/** Properties the user owns or co-hosts (any role; the access policy's rule). */
const visibleTo = (userId: string) => propertiesWhere(userId, 'property.read');

/**
 * The question's section link points at a section still in its property's guide. A section deleted
 * in the editor since leaves a stale id behind (JSON has no foreign keys): that counts as no link,
 * like a deleted Q&A pair clears qa_id.
 */
const linkedToSection = sql<boolean>`(${aiQuestions.sectionId} is not null and exists (
  select 1 from ${properties} p, jsonb_array_elements(p.guide -> 'sections') s
  where p.id = ${aiQuestions.propertyId} and s ->> 'sectionId' = ${aiQuestions.sectionId}))`;

/** Restricts a tsquery to weights (A title, B text, C keywords): `'wifi' <-> 'x'` -> `'wifi':A <-> 'x':A`. */
export const weightOnly = (query: string, weights: 'A' | 'C' | 'AB') =>
  query.replace(/'((?:[^']|'')+)'(:\*)?/g, `'$1':${weights}`);

const orQuery = (queries: string[]) =>
  queries
    .filter(Boolean)
    .map((q) => `(${q})`)
    .join(' | ');

/** Every database read and write of the AI module. Properties are read through their Drizzle schema. */
export class AiRepository {
  constructor(private readonly db: Db) {}

  // ---- properties -------------------------------------------------------------------------------

  /** Properties the host owns or co-hosts (not deleted), with the AI state of each. */
  async listVisible(userId: string) {
    return this.db
      .select({ row: getTableColumns(properties), isCoHost: sql<boolean>`${properties.ownerUserId} <> ${userId}` })
      .from(properties)
      .where(visibleTo(userId))
      .orderBy(sql`${properties.ownerUserId} <> ${userId}`, asc(properties.id));
  }

  async findVisible(userId: string, propertyId: number): Promise<{ row: PropertyRow; isCoHost: boolean } | null> {
    const [found] = await this.db
      .select({ row: getTableColumns(properties), isCoHost: sql<boolean>`${properties.ownerUserId} <> ${userId}` })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(userId)));
    return found ?? null;
  }

  async findById(propertyId: number): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
    return row ?? null;
  }

  /** A published, not deleted guide by its guest link slug. */
  async findPublishedBySlug(slug: string): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.slug, slug),
          eq(properties.published, true),
          eq(properties.isDeleted, false),
          eq(properties.isActive, true),
        ),
      );
    return row ?? null;
  }

  /** Names used by the passages: lookups in both languages (seeded on first use, like the list routes do). */
  async lookupNames(row: PropertyRow) {
    await ensureLookups(this.db);
    const emergencyIds = [...new Set(row.emergencyInfos.map((e) => e.emergencyInfoTypeId))];
    const attractionIds = [...new Set(row.guide.attractions.map((a) => a.attractionTypeId))];
    const [emergency, attraction, str, country, state] = await Promise.all([
      emergencyIds.length
        ? this.db.select().from(emergencyInfoTypes).where(inArray(emergencyInfoTypes.id, emergencyIds))
        : [],
      attractionIds.length
        ? this.db.select().from(attractionTypes).where(inArray(attractionTypes.id, attractionIds))
        : [],
      row.strTypeIds[0] ? this.db.select().from(strTypes).where(eq(strTypes.id, row.strTypeIds[0])) : [],
      row.countryId ? this.db.select().from(countries).where(eq(countries.id, row.countryId)) : [],
      row.stateId ? this.db.select().from(states).where(eq(states.id, row.stateId)) : [],
    ]);
    const names = (r: { nameEn: string; nameEs: string }) => ({ en: r.nameEn, es: r.nameEs });
    return {
      emergencyTypeNames: new Map(emergency.map((r) => [r.id, names(r)])),
      attractionTypeNames: new Map(attraction.map((r) => [r.id, names(r)])),
      rentalType: str[0] ? names(str[0]) : null,
      country: country[0] ? names(country[0]) : null,
      region: state[0] ? names(state[0]) : null,
    };
  }

  /**
   * Starts a run unless one is in progress, in one transaction: the property row is locked, so two
   * requests (on any instances) cannot both start one. A stale isIndexing flag without an open run
   * (a crash between steps) does not block. Answers null when a run is in progress.
   */
  async startRun(propertyId: number, scope: string, requestedBy: string | null): Promise<AiIndexRunRow | null> {
    return this.db.transaction(async (tx) => {
      const [property] = await tx
        .select({ isIndexing: properties.isIndexing })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      if (!property) return null;
      if (property.isIndexing) {
        const [open] = await tx
          .select({ id: aiIndexRuns.id })
          .from(aiIndexRuns)
          .where(and(eq(aiIndexRuns.propertyId, propertyId), inArray(aiIndexRuns.status, ['queued', 'running'])))
          .limit(1);
        if (open) return null;
      }
      await tx.update(properties).set({ isIndexing: true }).where(eq(properties.id, propertyId));
      const [run] = await tx.insert(aiIndexRuns).values({ propertyId, scope, requestedBy }).returning();
      return run!;
    });
  }

  async clearIndexing(propertyId: number, finished: Date | null): Promise<void> {
    await this.db
      .update(properties)
      .set(finished ? { isIndexing: false, lastIndexDate: finished } : { isIndexing: false })
      .where(eq(properties.id, propertyId));
  }

  // ---- runs -------------------------------------------------------------------------------------

  async insertRun(values: { propertyId: number; scope: string; requestedBy: string | null }): Promise<AiIndexRunRow> {
    const [row] = await this.db.insert(aiIndexRuns).values(values).returning();
    return row!;
  }

  async findRun(runId: string): Promise<AiIndexRunRow | null> {
    const [row] = await this.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, runId));
    return row ?? null;
  }

  async openRun(propertyId: number): Promise<AiIndexRunRow | null> {
    const [row] = await this.db
      .select()
      .from(aiIndexRuns)
      .where(and(eq(aiIndexRuns.propertyId, propertyId), inArray(aiIndexRuns.status, ['queued', 'running'])))
      .orderBy(desc(aiIndexRuns.createDate))
      .limit(1);
    return row ?? null;
  }

  async lastRuns(propertyIds: number[]): Promise<Map<number, AiIndexRunRow>> {
    if (!propertyIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([aiIndexRuns.propertyId])
      .from(aiIndexRuns)
      .where(inArray(aiIndexRuns.propertyId, propertyIds))
      .orderBy(aiIndexRuns.propertyId, desc(aiIndexRuns.createDate));
    return new Map(rows.map((r) => [r.propertyId, r]));
  }

  /**
   * A worker takes a run: only a queued run, or a running one whose holder stopped beating. Answers
   * null when another worker holds it or it already ended.
   */
  async claimRun(runId: string, jobId: string, staleSeconds: number): Promise<AiIndexRunRow | null> {
    const [row] = await this.db
      .update(aiIndexRuns)
      .set({
        status: 'running',
        jobId,
        heartbeatDate: sql`now()`,
        startedDate: sql`coalesce(${aiIndexRuns.startedDate}, now())`,
        executions: sql`${aiIndexRuns.executions} + 1`,
      })
      .where(
        and(
          eq(aiIndexRuns.id, runId),
          or(
            eq(aiIndexRuns.status, 'queued'),
            and(
              eq(aiIndexRuns.status, 'running'),
              sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${staleSeconds})`,
            ),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  async heartbeat(runId: string, jobId: string): Promise<boolean> {
    const rows = await this.db
      .update(aiIndexRuns)
      .set({ heartbeatDate: sql`now()` })
      .where(and(eq(aiIndexRuns.id, runId), eq(aiIndexRuns.jobId, jobId), eq(aiIndexRuns.status, 'running')))
      .returning({ id: aiIndexRuns.id });
    return rows.length === 1;
  }

  /**
   * Runs that should be moving but are not: running without a heartbeat for `runningStaleSeconds`,
   * or queued for `queuedStaleSeconds` (the process that queued them died before sending the job).
   * Each is re-queued by exactly one caller (the update is the claim); returns them with attempts.
   */
  async requeueStale(runningStaleSeconds: number, queuedStaleSeconds: number): Promise<AiIndexRunRow[]> {
    return this.db
      .update(aiIndexRuns)
      .set({ status: 'queued', jobId: null, heartbeatDate: sql`now()`, attempts: sql`${aiIndexRuns.attempts} + 1` })
      .where(
        or(
          and(
            eq(aiIndexRuns.status, 'running'),
            sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${runningStaleSeconds})`,
          ),
          and(
            eq(aiIndexRuns.status, 'queued'),
            sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${queuedStaleSeconds})`,
          ),
        ),
      )
      .returning();
  }

  async hasOpenRuns(): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(aiIndexRuns)
      .where(inArray(aiIndexRuns.status, ['queued', 'running']));
    return (row?.n ?? 0) > 0;
  }

  /** Ends a run as failed (only if it is still open) and releases the property. */
  async failRun(runId: string, errorKey: string, jobId: string | null = null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [run] = await tx
        .update(aiIndexRuns)
        .set({ status: 'failed', errorKey, finishedDate: sql`now()` })
        .where(
          and(
            eq(aiIndexRuns.id, runId),
            inArray(aiIndexRuns.status, ['queued', 'running']),
            jobId ? eq(aiIndexRuns.jobId, jobId) : sql`true`,
          ),
        )
        .returning();
      if (!run) return false;
      await tx.update(properties).set({ isIndexing: false }).where(eq(properties.id, run.propertyId));
      return true;
    });
  }

  /**
   * Commits a run: replaces the passages of its languages and the vocabulary, marks it succeeded and
   * sets lastIndexDate, all in one transaction and only while `jobId` still holds the run.
   * Answers false (and writes nothing) when the claim was lost.
   */
  async commitRun(
    run: { runId: string; jobId: string; propertyId: number; locales: AiLocale[] },
    passages: (PassageDraft & { embedding: number[] | null })[],
    vocabulary: (existing: { title: string; body: string; keywords: string }[]) => string[],
    warningKey: string | null,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: aiIndexRuns.id })
        .from(aiIndexRuns)
        .where(and(eq(aiIndexRuns.id, run.runId), eq(aiIndexRuns.jobId, run.jobId), eq(aiIndexRuns.status, 'running')))
        .for('update');
      if (!held) return false;
      await tx
        .delete(aiPassages)
        .where(and(eq(aiPassages.propertyId, run.propertyId), inArray(aiPassages.locale, run.locales)));
      for (let i = 0; i < passages.length; i += 200) {
        await tx
          .insert(aiPassages)
          .values(passages.slice(i, i + 200).map((p) => ({ ...p, propertyId: run.propertyId })));
      }
      const all = await tx
        .select({ title: aiPassages.title, body: aiPassages.body, keywords: aiPassages.keywords })
        .from(aiPassages)
        .where(eq(aiPassages.propertyId, run.propertyId));
      await tx.delete(aiVocabulary).where(eq(aiVocabulary.propertyId, run.propertyId));
      const terms = vocabulary(all);
      for (let i = 0; i < terms.length; i += 1000) {
        await tx
          .insert(aiVocabulary)
          .values(terms.slice(i, i + 1000).map((term) => ({ propertyId: run.propertyId, term })));
      }
      const [finished] = await tx
        .update(aiIndexRuns)
        .set({ status: 'succeeded', finishedDate: sql`now()`, passageCount: passages.length, errorKey: warningKey })
        .where(eq(aiIndexRuns.id, run.runId))
        .returning({ finishedDate: aiIndexRuns.finishedDate });
      await tx
        .update(properties)
        .set({ isIndexing: false, lastIndexDate: finished!.finishedDate })
        .where(eq(properties.id, run.propertyId));
      return true;
    });
  }

  // ---- passages and retrieval -------------------------------------------------------------------

  async passageCounts(propertyIds: number[]): Promise<Map<number, number>> {
    if (!propertyIds.length) return new Map();
    const rows = await this.db
      .select({ propertyId: aiPassages.propertyId, n: count() })
      .from(aiPassages)
      .where(inArray(aiPassages.propertyId, propertyIds))
      .groupBy(aiPassages.propertyId);
    return new Map(rows.map((r) => [r.propertyId, r.n]));
  }

  /**
   * For each token: whether the property's vocabulary has it, and similar vocabulary words by trigram
   * similarity (pg_trgm's `%` operator, default threshold 0.3), best first.
   */
  async vocabularyMatches(
    propertyId: number,
    tokens: string[],
  ): Promise<Map<string, { known: boolean; similar: { term: string; similarity: number }[] }>> {
    const result = new Map<string, { known: boolean; similar: { term: string; similarity: number }[] }>();
    if (!tokens.length) return result;
    // pg_trgm's `%` uses similarity_threshold (default 0.3); a transposed letter in a short word
    // ("towles") scores lower, so candidates are fetched from 0.2 and judged in JS.
    const rows = (await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local pg_trgm.similarity_threshold = 0.2`);
      return tx.execute(sql`
      select q.tok as tok,
        exists (select 1 from ${aiVocabulary} v where v.property_id = ${propertyId} and v.term = q.tok) as known,
        coalesce((
          select json_agg(json_build_object('term', s.term, 'similarity', s.sim) order by s.sim desc)
          from (
            select v.term, similarity(v.term, q.tok) as sim from ${aiVocabulary} v
            where v.property_id = ${propertyId} and v.term % q.tok
            order by sim desc limit 20
          ) s
        ), '[]'::json) as similar
      from unnest(${sql.param(tokens)}::text[]) as q(tok)
    `);
    })) as unknown as {
      rows: { tok: string; known: boolean; similar: { term: string; similarity: number }[] | string }[];
    };
    for (const row of rows.rows) {
      const similar =
        typeof row.similar === 'string'
          ? (JSON.parse(row.similar) as { term: string; similarity: number }[])
          : row.similar;
      result.set(row.tok, {
        known: row.known,
        similar: similar.map((s) => ({ term: s.term, similarity: Number(s.similarity) })),
      });
    }
    return result;
  }

  /** tsquery text of each term in english and spanish (phrase semantics, accents folded). */
  async termQueries(terms: string[]): Promise<Map<string, GroupQuery>> {
    const result = new Map<string, GroupQuery>();
    if (!terms.length) return result;
    const rows = (await this.db.execute(sql`
      select t as term,
        phraseto_tsquery('english'::regconfig, immutable_unaccent(t))::text as en,
        phraseto_tsquery('spanish'::regconfig, immutable_unaccent(t))::text as es
      from unnest(${sql.param(terms)}::text[]) as t
    `)) as unknown as { rows: { term: string; en: string; es: string }[] };
    for (const row of rows.rows) result.set(row.term, { en: row.en ?? '', es: row.es ?? '' });
    return result;
  }

  /**
   * Passages of one property matching any group, with per-group match flags, plus the property's
   * passage count. Retrieval is scoped to the property by this WHERE clause, whatever was asked.
   * Sensitive passages come back without title or body unless `includeSensitive`.
   */
  async search(
    propertyId: number,
    queries: GroupQueries[],
    includeSensitive: boolean,
  ): Promise<{ total: number; hits: PassageHit[] }> {
    const [totalRow] = await this.db
      .select({ n: count() })
      .from(aiPassages)
      .where(eq(aiPassages.propertyId, propertyId));
    const total = totalRow?.n ?? 0;
    if (!queries.length || !total) return { total, hits: [] };
    const groups = queries.map((q) => q.all);
    const anyEn = orQuery(groups.map((g) => g.en));
    const anyEs = orQuery(groups.map((g) => g.es));
    const matchOf = (g: GroupQuery, weight?: 'A' | 'C' | 'AB') => {
      const en = weight ? weightOnly(g.en, weight) : g.en;
      const es = weight ? weightOnly(g.es, weight) : g.es;
      const parts = [
        en ? sql`${aiPassages.tsvEn} @@ ${en}::tsquery` : null,
        es ? sql`${aiPassages.tsvEs} @@ ${es}::tsquery` : null,
      ].filter((p) => p !== null);
      return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
    };
    const matched = sql.join(
      groups.map((g) => matchOf(g)),
      sql`, `,
    );
    const inTitle = sql.join(
      groups.map((g) => matchOf(g, 'A')),
      sql`, `,
    );
    const inKeywords = sql.join(
      groups.map((g) => matchOf(g, 'C')),
      sql`, `,
    );
    // The guest's own word in the title or text (keywords hold the other language's words: not "own").
    const exact = sql.join(
      queries.map((q) => matchOf(q.exact, 'AB')),
      sql`, `,
    );
    const anyParts = [
      anyEn ? sql`${aiPassages.tsvEn} @@ ${anyEn}::tsquery` : null,
      anyEs ? sql`${aiPassages.tsvEs} @@ ${anyEs}::tsquery` : null,
    ].filter((p) => p !== null);
    if (!anyParts.length) return { total, hits: [] };
    const visible = includeSensitive ? sql`true` : sql`not ${aiPassages.sensitive}`;
    const rows = await this.db
      .select({
        id: aiPassages.id,
        sectionId: aiPassages.sectionId,
        sourceKind: aiPassages.sourceKind,
        locale: aiPassages.locale,
        sensitive: aiPassages.sensitive,
        position: aiPassages.position,
        title: sql<string | null>`case when ${visible} then ${aiPassages.title} end`,
        body: sql<string | null>`case when ${visible} then ${aiPassages.body} end`,
        matched: sql<boolean[]>`array[${matched}]::boolean[]`,
        inTitle: sql<boolean[]>`array[${inTitle}]::boolean[]`,
        inKeywords: sql<boolean[]>`array[${inKeywords}]::boolean[]`,
        exact: sql<boolean[]>`array[${exact}]::boolean[]`,
        rank: sql<number>`(${anyEn ? sql`ts_rank_cd(${aiPassages.tsvEn}, ${anyEn}::tsquery)` : sql`0`} + ${anyEs ? sql`ts_rank_cd(${aiPassages.tsvEs}, ${anyEs}::tsquery)` : sql`0`})::float8`,
      })
      .from(aiPassages)
      .where(and(eq(aiPassages.propertyId, propertyId), sql`(${sql.join(anyParts, sql` or `)})`));
    return {
      total,
      hits: rows.map((r) => ({
        ...r,
        locale: r.locale as AiLocale,
        matched: parseBoolArray(r.matched),
        inTitle: parseBoolArray(r.inTitle),
        inKeywords: parseBoolArray(r.inKeywords),
        exact: parseBoolArray(r.exact),
        rank: Number(r.rank),
      })),
    };
  }

  /**
   * Properties saved more than `quietSeconds` ago whose index is older than the save or than a Q&A
   * change, not being indexed: published guides and guides indexed before.
   */
  async outdatedIndexes(quietSeconds: number): Promise<number[]> {
    const rows = (await this.db.execute(sql`
      select p.id from ${properties} p
      where p.is_deleted = false and p.is_indexing = false and (p.published or p.last_index_date is not null)
        and (
          (p.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and p.modify_date < now() - make_interval(secs => ${quietSeconds}))
          or exists (select 1 from ${aiQaPairs} q where q.property_id = p.id and q.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and q.modify_date < now() - make_interval(secs => ${quietSeconds}))
          or exists (select 1 from ${aiSettings} s where s.property_id = p.id and s.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and s.modify_date < now() - make_interval(secs => ${quietSeconds}))
        )
      limit 20
    `)) as unknown as { rows: { id: number }[] };
    return rows.rows.map((r) => Number(r.id));
  }

  /** Every stored passage of a property with its text, unmasked: server-side checks only, never sent out. */
  async passageContents(propertyId: number) {
    return this.db
      .select({
        id: aiPassages.id,
        locale: aiPassages.locale,
        sourceKind: aiPassages.sourceKind,
        sourceId: aiPassages.sourceId,
        title: aiPassages.title,
        body: aiPassages.body,
      })
      .from(aiPassages)
      .where(eq(aiPassages.propertyId, propertyId));
  }

  /** Passages with embeddings, for vector similarity (provider mode). */
  async embeddings(propertyId: number): Promise<{ id: number; embedding: number[] }[]> {
    const rows = await this.db
      .select({ id: aiPassages.id, embedding: aiPassages.embedding })
      .from(aiPassages)
      .where(and(eq(aiPassages.propertyId, propertyId), sql`${aiPassages.embedding} is not null`));
    return rows.map((r) => ({ id: r.id, embedding: r.embedding! }));
  }

  /** Passages by id, scoped to the property; sensitive ones masked unless allowed. */
  async passagesByIds(propertyId: number, ids: number[], includeSensitive: boolean) {
    if (!ids.length) return [];
    const visible = includeSensitive ? sql`true` : sql`not ${aiPassages.sensitive}`;
    return this.db
      .select({
        id: aiPassages.id,
        sectionId: aiPassages.sectionId,
        sourceKind: aiPassages.sourceKind,
        locale: aiPassages.locale,
        sensitive: aiPassages.sensitive,
        position: aiPassages.position,
        title: sql<string | null>`case when ${visible} then ${aiPassages.title} end`,
        body: sql<string | null>`case when ${visible} then ${aiPassages.body} end`,
      })
      .from(aiPassages)
      .where(and(eq(aiPassages.propertyId, propertyId), inArray(aiPassages.id, ids)));
  }

  // ---- settings, Q&A, questions -----------------------------------------------------------------

  async settings(propertyId: number): Promise<AiSettingsRow | null> {
    const [row] = await this.db.select().from(aiSettings).where(eq(aiSettings.propertyId, propertyId));
    return row ?? null;
  }

  async saveSettings(values: Omit<AiSettingsRow, 'modifyDate'>): Promise<AiSettingsRow> {
    const [row] = await this.db
      .insert(aiSettings)
      .values({ ...values, modifyDate: sql`now()` })
      .onConflictDoUpdate({ target: aiSettings.propertyId, set: { ...values, modifyDate: sql`now()` } })
      .returning();
    return row!;
  }

  /** Latest change of the knowledge the index is built from, other than the guide itself. */
  async knowledgeModifyDates(propertyIds: number[]): Promise<Map<number, Date>> {
    if (!propertyIds.length) return new Map();
    const rows = (await this.db.execute(sql`
      select property_id, max(d) as d from (
        select ${aiQaPairs.propertyId} as property_id, max(${aiQaPairs.modifyDate}) as d from ${aiQaPairs} where ${inArray(aiQaPairs.propertyId, propertyIds)} group by 1
        union all
        select ${aiSettings.propertyId}, ${aiSettings.modifyDate} from ${aiSettings} where ${inArray(aiSettings.propertyId, propertyIds)}
      ) x group by property_id
    `)) as unknown as { rows: { property_id: number; d: string | Date }[] };
    return new Map(rows.rows.map((r) => [Number(r.property_id), new Date(r.d)]));
  }

  /** Marks Q&A deletions as a knowledge change (the pairs themselves are gone). */
  async touchSettings(propertyId: number): Promise<void> {
    await this.db
      .insert(aiSettings)
      .values({ propertyId, modifyDate: sql`now()` })
      .onConflictDoUpdate({ target: aiSettings.propertyId, set: { modifyDate: sql`now()` } });
  }

  async qaPairs(propertyId: number): Promise<AiQaPairRow[]> {
    return this.db
      .select()
      .from(aiQaPairs)
      .where(eq(aiQaPairs.propertyId, propertyId))
      .orderBy(asc(aiQaPairs.createDate), asc(aiQaPairs.id));
  }

  async countQaPairs(propertyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(aiQaPairs).where(eq(aiQaPairs.propertyId, propertyId));
    return row?.n ?? 0;
  }

  async insertQaPair(values: {
    propertyId: number;
    question: string;
    answer: string;
    locale: string;
  }): Promise<AiQaPairRow> {
    const [row] = await this.db.insert(aiQaPairs).values(values).returning();
    return row!;
  }

  async updateQaPair(
    propertyId: number,
    qaId: string,
    values: { question: string; answer: string; locale: string },
  ): Promise<AiQaPairRow | null> {
    const [row] = await this.db
      .update(aiQaPairs)
      .set({ ...values, modifyDate: sql`now()` })
      .where(and(eq(aiQaPairs.propertyId, propertyId), eq(aiQaPairs.id, qaId)))
      .returning();
    return row ?? null;
  }

  async deleteQaPair(propertyId: number, qaId: string): Promise<boolean> {
    const rows = await this.db
      .delete(aiQaPairs)
      .where(and(eq(aiQaPairs.propertyId, propertyId), eq(aiQaPairs.id, qaId)))
      .returning({ id: aiQaPairs.id });
    return rows.length === 1;
  }

  async logQuestion(values: {
    propertyId: number;
    question: string;
    locale: string;
    answered: boolean;
    mode: string;
    citations: AskCitation[];
  }): Promise<void> {
    await this.db.insert(aiQuestions).values(values);
  }

  async questions(propertyId: number, filter: 'all' | 'answered' | 'unanswered', page: number, pageSize: number) {
    const where = and(
      eq(aiQuestions.propertyId, propertyId),
      filter === 'all' ? undefined : eq(aiQuestions.answered, filter === 'answered'),
    );
    const [items, [total], [open]] = await Promise.all([
      this.db
        .select()
        .from(aiQuestions)
        .where(where)
        .orderBy(desc(aiQuestions.createDate), desc(aiQuestions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(aiQuestions).where(where),
      this.db
        .select({ n: count() })
        .from(aiQuestions)
        .where(
          and(
            eq(aiQuestions.propertyId, propertyId),
            eq(aiQuestions.answered, false),
            isNull(aiQuestions.qaId),
            sql`not ${linkedToSection}`,
          ),
        ),
    ]);
    return { items, totalCount: total?.n ?? 0, unansweredCount: open?.n ?? 0 };
  }

  async findQuestion(propertyId: number, questionId: string): Promise<AiQuestionRow | null> {
    const [row] = await this.db
      .select()
      .from(aiQuestions)
      .where(and(eq(aiQuestions.propertyId, propertyId), eq(aiQuestions.id, questionId)));
    return row ?? null;
  }

  /** Writes the pair and links the question to it, unless another request (pair or section) did so first. */
  async questionToQaPair(
    propertyId: number,
    questionId: string,
    values: { question: string; answer: string; locale: string },
  ): Promise<AiQaPairRow | null> {
    return this.db.transaction(async (tx) => {
      const [question] = await tx
        .select()
        .from(aiQuestions)
        .where(
          and(
            eq(aiQuestions.propertyId, propertyId),
            eq(aiQuestions.id, questionId),
            isNull(aiQuestions.qaId),
            sql`not ${linkedToSection}`,
          ),
        )
        .for('update');
      if (!question) return null;
      const [pair] = await tx
        .insert(aiQaPairs)
        .values({ propertyId, ...values })
        .returning();
      await tx.update(aiQuestions).set({ qaId: pair!.id }).where(eq(aiQuestions.id, questionId));
      return pair!;
    });
  }

  /**
   * Adds a section written from a guest's question, in one transaction: the property row, then the
   * question row, are locked (FOR UPDATE); `build` decides from the locked rows (and may throw to
   * refuse), and the guide, the property's modifyDate and the question's link are written together.
   * A second click waits for the first and then sees its link, so two clicks cannot add two sections;
   * an editor's save (a conditional update on modifyDate) waits too and then finds modifyDate changed.
   * Answers false when the property (not deleted) or the question (of this property) is missing.
   */
  async questionToSection(
    propertyId: number,
    questionId: string,
    build: (
      property: PropertyRow,
      question: AiQuestionRow,
    ) => { guide: GuideContent; modifyDate: Date; sectionId: string },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [property] = await tx
        .select()
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)))
        .for('update');
      if (!property) return false;
      const [question] = await tx
        .select()
        .from(aiQuestions)
        .where(and(eq(aiQuestions.propertyId, propertyId), eq(aiQuestions.id, questionId)))
        .for('update');
      if (!question) return false;
      const change = build(property, question);
      await tx
        .update(properties)
        .set({ guide: change.guide, modifyDate: change.modifyDate })
        .where(eq(properties.id, propertyId));
      await tx.update(aiQuestions).set({ sectionId: change.sectionId }).where(eq(aiQuestions.id, questionId));
      return true;
    });
  }

  /** Drops guests' questions older than the retention period. */
  async purgeQuestions(olderThanDays: number): Promise<void> {
    await this.db
      .delete(aiQuestions)
      .where(sql`${aiQuestions.createDate} < now() - make_interval(days => ${olderThanDays})`);
  }
}

/** node-postgres parses boolean[] into an array; PGlite may hand back the text form "{t,f}". */
function parseBoolArray(value: unknown): boolean[] {
  if (Array.isArray(value)) return value.map((v) => v === true || v === 't' || v === 'true');
  if (typeof value === 'string')
    return value
      .replace(/[{}]/g, '')
      .split(',')
      .filter(Boolean)
      .map((v) => v === 't' || v === 'true');
  return [];
}
