import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AiLocale } from '@common/contracts/ai';
import type { Db } from '../../db/client';
import { aiPassages, aiVocabulary, properties } from '../../db/schema';

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
  /** The words of title and body as scoring reads them, when already made (null body: none). */
  words?: string[];
}

/** A token of a question against a guide's vocabulary: known as is, and its similar words (best first). */
export interface VocabularyMatch {
  known: boolean;
  similar: { term: string; similarity: number }[];
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

/** Restricts a tsquery to weights (A title, B text, C keywords): `'wifi' <-> 'x'` -> `'wifi':A <-> 'x':A`. */
export const weightOnly = (query: string, weights: 'A' | 'C' | 'AB') =>
  query.replace(/'((?:[^']|'')+)'(:\*)?/g, `'$1':${weights}`);

const orQuery = (queries: string[]) =>
  queries
    .filter(Boolean)
    .map((q) => `(${q})`)
    .join(' | ');

/** The stored passages and their vocabulary: counts, full-text search, contents and embeddings. */
export class PassageRepository {
  constructor(private readonly db: Db) {}

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
  async vocabularyMatches(propertyId: number, tokens: string[]): Promise<Map<string, VocabularyMatch>> {
    const result = new Map<string, VocabularyMatch>();
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

  /**
   * What retrieval keeps of a guide in memory (ai.index-memory.ts): its whole vocabulary (sorted),
   * every passage's title and text, and the index version they belong to (`lastIndexDate` in ms, 0
   * when never indexed), read in one statement (one snapshot: the index run writes them in one transaction).
   */
  async indexSnapshot(propertyId: number): Promise<{
    version: number;
    terms: string[];
    passages: { id: number; title: string | null; body: string | null }[];
  }> {
    const rows = (await this.db.execute(sql`
      select
        (select extract(epoch from p.last_index_date) * 1000 from ${properties} p where p.id = ${propertyId})::float8 as version,
        coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'body', a.body)) from ${aiPassages} a where a.property_id = ${propertyId}), '[]'::json) as passages,
        coalesce((select json_agg(v.term order by v.term) from ${aiVocabulary} v where v.property_id = ${propertyId}), '[]'::json) as terms
    `)) as unknown as { rows: { version: number | string | null; passages: unknown; terms: unknown }[] };
    const row = rows.rows[0]!;
    const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    return {
      // Rounded up: the row's Date (whole ms, cut or rounded by the driver) is never newer than this.
      version: Math.ceil(Number(row.version ?? 0)),
      terms: json<string[]>(row.terms),
      passages: json<{ id: number; title: string | null; body: string | null }[]>(row.passages),
    };
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
    /**
     * `total`: the property's passage count when the caller knows it (then not read here); `texts:
     * false`: hits come without title and body (the caller holds them).
     */
    options: { total?: number; texts?: boolean } = {},
  ): Promise<{ total: number; hits: PassageHit[] }> {
    const knownTotal = options.total;
    const texts = options.texts ?? true;
    // The number of the property's passages (document frequencies are relative to it): read with the
    // hits when there are any (one statement per question), else on its own.
    const countAll = async () => {
      if (knownTotal !== undefined) return knownTotal;
      const [totalRow] = await this.db
        .select({ n: count() })
        .from(aiPassages)
        .where(eq(aiPassages.propertyId, propertyId));
      return totalRow?.n ?? 0;
    };
    if (!queries.length) return { total: await countAll(), hits: [] };
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
    if (!anyParts.length) return { total: await countAll(), hits: [] };
    const visible = includeSensitive ? sql`true` : sql`not ${aiPassages.sensitive}`;
    const rows = await this.db
      .select({
        id: aiPassages.id,
        sectionId: aiPassages.sectionId,
        sourceKind: aiPassages.sourceKind,
        locale: aiPassages.locale,
        sensitive: aiPassages.sensitive,
        position: aiPassages.position,
        title: texts ? sql<string | null>`case when ${visible} then ${aiPassages.title} end` : sql<null>`null`,
        body: texts ? sql<string | null>`case when ${visible} then ${aiPassages.body} end` : sql<null>`null`,
        matched: sql<boolean[]>`array[${matched}]::boolean[]`,
        inTitle: sql<boolean[]>`array[${inTitle}]::boolean[]`,
        inKeywords: sql<boolean[]>`array[${inKeywords}]::boolean[]`,
        exact: sql<boolean[]>`array[${exact}]::boolean[]`,
        rank: sql<number>`(${anyEn ? sql`ts_rank_cd(${aiPassages.tsvEn}, ${anyEn}::tsquery)` : sql`0`} + ${anyEs ? sql`ts_rank_cd(${aiPassages.tsvEs}, ${anyEs}::tsquery)` : sql`0`})::float8`,
        total:
          knownTotal !== undefined
            ? sql<number>`${knownTotal}::int`
            : sql<number>`(select count(*) from ${aiPassages} all_passages where all_passages.property_id = ${propertyId})::int`,
      })
      .from(aiPassages)
      .where(and(eq(aiPassages.propertyId, propertyId), sql`(${sql.join(anyParts, sql` or `)})`));
    if (!rows.length) return { total: await countAll(), hits: [] };
    return {
      total: Number(rows[0]!.total),
      hits: rows.map(({ total: _total, ...r }) => ({
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
