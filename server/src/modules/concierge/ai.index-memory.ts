import type { GroupQueries, PassageHit, PassageRepository, VocabularyMatch } from './ai.passages.repository';
import { normalize } from './ai.text';

/**
 * Each guide's index in this process's memory, keyed by the guide's index version (`lastIndexDate`,
 * set by the run that wrote the passages and the vocabulary, in the same transaction): the vocabulary
 * typos are corrected against, the passages' titles and texts (with their words, as scoring reads
 * them) and the passage count, read once per index run and instance instead of on every question
 * (on the embedded database every read runs on the event loop), and the full-text searches already
 * made against that run. The memory is only a cache: the version comes from the property row each
 * question reads, checked against the guide's revision in the database on every request (decision
 * 026), so another instance's run is seen on the next question; concurrent questions of a guide
 * share one read. Docs: docs/decisions/059-concierge-index-in-memory.md.
 *
 * Trigram similarity is computed as pg_trgm computes it for these words (lower-case letters and
 * digits; see `trigrams`), with the same threshold and order, so the corrections do not change.
 */

/** pg_trgm's `%` as retrieval sets it (`set local pg_trgm.similarity_threshold = 0.2`). */
const SIMILARITY_THRESHOLD = 0.2;
/** Similar words kept per token, as the query's `limit 20`. */
const MAX_SIMILAR = 20;
/** Guides kept; the least recently asked goes first. */
const GUIDES_KEPT = 100;
/** Searches kept per guide (hits without their texts: ids, flags and rank); the least recently asked goes first. */
const SEARCHES_PER_GUIDE = 100;
/** Searches kept over all guides: past it, the least recently asked guide's searches go. */
const SEARCHES_KEPT = 2_000;

type Found = { total: number; hits: PassageHit[] };

interface PassageText {
  title: string | null;
  body: string | null;
  /** The words of title and body as scoring reads them (ai.retrieval.ts `rank`). */
  words: string[];
}

/** A word's trigrams as pg_trgm makes them: each word padded with two spaces before and one after, deduplicated. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's similarity (shared trigrams over the union, computed in single precision), as its JSON
 * text reads back: the shortest decimal that is the same single-precision number.
 */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return ratio(shared, a.size + b.size - shared);
}

const ratios = new Map<number, number>();

/** `shared / union` in single precision, read back as JSON gives it (made once per pair of counts). */
function ratio(shared: number, union: number): number {
  const key = shared * 65536 + union;
  let value = ratios.get(key);
  if (value === undefined) {
    value = float4(Math.fround(shared) / Math.fround(union));
    if (ratios.size < 100_000) ratios.set(key, value);
  }
  return value;
}

/** A single-precision value as PostgreSQL prints it (shortest exact text) and JavaScript then reads it. */
function float4(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits <= 9; digits++) {
    const text = Number(single.toPrecision(digits));
    if (Math.fround(text) === single) return text;
  }
  return single;
}

/** Whether these words are ones `trigrams` reads as pg_trgm does (ASCII letters, digits and separators). */
const plain = (word: string) => /^[\x20-\x7e]*$/.test(word);

interface Entry {
  version: number;
  terms: string[];
  known: Set<string>;
  /** How many distinct trigrams each term has. */
  gramCounts: Uint16Array;
  /** Terms by trigram: the candidates of a token are the terms sharing one of its trigrams. */
  byGram: Map<string, Int32Array>;
  /** Every stored passage of the guide (document frequencies are relative to it). */
  passageCount: number;
  /** Title and text of every passage, by id (unmasked: masked per question in `search`). */
  texts: Map<number, PassageText>;
  /** Searches made against this run, by their queries and whether sensitive texts may be shown. */
  searches: Map<string, Promise<Found>>;
  /** Every word is plain ASCII (as the tokenizer and the indexer make them): `trigrams` is exact for it. */
  plain: boolean;
}

export class IndexMemory {
  private readonly entries = new Map<number, Entry>();
  /** One read per guide at a time: concurrent questions of a guide share it. */
  private readonly loading = new Map<number, Promise<Entry>>();

  constructor(private readonly repo: Pick<PassageRepository, 'indexSnapshot' | 'vocabularyMatches' | 'search'>) {}

  /** The guide's words and passage count for index version `version` (`lastIndexDate` in ms, 0 when never indexed). */
  private async entry(propertyId: number, version: number): Promise<Entry> {
    const kept = this.entries.get(propertyId);
    if (kept && kept.version >= version) {
      this.entries.delete(propertyId);
      this.entries.set(propertyId, kept);
      return kept;
    }
    let pending = this.loading.get(propertyId);
    if (!pending) {
      pending = this.load(propertyId).finally(() => this.loading.delete(propertyId));
      this.loading.set(propertyId, pending);
    }
    const loaded = await pending;
    // A read that started before this question's version landed may be older: read again.
    return loaded.version >= version ? loaded : this.load(propertyId);
  }

  private async load(propertyId: number): Promise<Entry> {
    const snapshot = await this.repo.indexSnapshot(propertyId);
    const terms = snapshot.terms;
    const gramCounts = new Uint16Array(terms.length);
    const lists = new Map<string, number[]>();
    terms.forEach((term, i) => {
      const grams = trigrams(term);
      gramCounts[i] = grams.size;
      for (const g of grams) {
        const list = lists.get(g);
        if (list) list.push(i);
        else lists.set(g, [i]);
      }
    });
    const byGram = new Map([...lists].map(([g, list]) => [g, Int32Array.from(list)]));
    const entry: Entry = {
      version: snapshot.version,
      terms,
      known: new Set(terms),
      gramCounts,
      byGram,
      passageCount: snapshot.passages.length,
      texts: new Map(
        snapshot.passages.map((p) => [
          p.id,
          {
            title: p.title,
            body: p.body,
            words: p.body === null ? [] : normalize(`${p.title ?? ''} ${p.body}`).split(' '),
          },
        ]),
      ),
      searches: new Map(),
      plain: terms.every(plain),
    };
    const kept = this.entries.get(propertyId);
    if (!kept || kept.version <= entry.version) {
      this.entries.delete(propertyId);
      if (this.entries.size >= GUIDES_KEPT) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(propertyId, entry);
    }
    return entry;
  }

  /** The guide's passage count at `version` or later. */
  async passageCount(propertyId: number, version: number): Promise<number> {
    return (await this.entry(propertyId, version)).passageCount;
  }

  /**
   * For each token: whether the guide's vocabulary has it, and its similar words (trigram similarity
   * of at least 0.2, best first, at most 20), as `PassageRepository.vocabularyMatches` answers. Words
   * outside plain ASCII (the tokenizer and the indexer make none) are asked of the database.
   */
  async matches(propertyId: number, version: number, tokens: string[]): Promise<Map<string, VocabularyMatch>> {
    const result = new Map<string, VocabularyMatch>();
    if (!tokens.length) return result;
    const entry = await this.entry(propertyId, version);
    for (const token of tokens) {
      if (!entry.plain || !plain(token)) return this.repo.vocabularyMatches(propertyId, tokens);
      const grams = trigrams(token);
      // Shared trigrams per word, counted through the words of each of the token's trigrams.
      const shared = new Map<number, number>();
      for (const g of grams) for (const i of entry.byGram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const similar: { term: string; similarity: number; at: number }[] = [];
      for (const [i, n] of shared) {
        const union = entry.gramCounts[i]! + grams.size - n;
        if (Math.fround(Math.fround(n) / Math.fround(union)) < SIMILARITY_THRESHOLD) continue;
        similar.push({ term: entry.terms[i]!, similarity: ratio(n, union), at: i });
      }
      similar.sort((a, b) => b.similarity - a.similarity || a.at - b.at);
      result.set(token, {
        known: entry.known.has(token),
        similar: similar.slice(0, MAX_SIMILAR).map(({ term, similarity: s }) => ({ term, similarity: s })),
      });
    }
    return result;
  }

  /**
   * The passages matching the groups' queries (`PassageRepository.search`), their texts taken from
   * memory. The same queries against the same run are searched once: concurrent questions share the
   * search in flight, later ones take its answer (whose texts are masked for each question). A hit
   * the memory does not hold (a run landed after this memory was read) makes the search run again as
   * before, texts and count from the database, and not be kept.
   */
  async search(
    propertyId: number,
    version: number,
    queries: GroupQueries[],
    includeSensitive: boolean,
  ): Promise<Found> {
    const entry = await this.entry(propertyId, version);
    const key = `${includeSensitive ? 1 : 0}${JSON.stringify(queries)}`;
    let found = entry.searches.get(key);
    if (found) {
      entry.searches.delete(key);
    } else {
      found = this.searchOnce(entry, propertyId, queries, includeSensitive);
      found.catch(() => entry.searches.delete(key));
      if (entry.searches.size >= SEARCHES_PER_GUIDE) entry.searches.delete(entry.searches.keys().next().value!);
      this.makeRoomForSearch();
    }
    entry.searches.set(key, found);
    const result = await found;
    if (result !== KEEP_OUT) return result;
    entry.searches.delete(key);
    return this.repo.search(propertyId, queries, includeSensitive);
  }

  /** Past SEARCHES_KEPT over all guides, the searches of the least recently asked guides go. */
  private makeRoomForSearch() {
    let kept = 0;
    for (const e of this.entries.values()) kept += e.searches.size;
    for (const e of this.entries.values()) {
      if (kept < SEARCHES_KEPT) return;
      kept -= e.searches.size;
      e.searches.clear();
    }
  }

  private async searchOnce(entry: Entry, propertyId: number, queries: GroupQueries[], includeSensitive: boolean) {
    const found = await this.repo.search(propertyId, queries, includeSensitive, {
      total: entry.passageCount,
      texts: false,
    });
    if (found.hits.some((h) => !entry.texts.has(h.id))) return KEEP_OUT;
    return {
      total: found.total,
      hits: found.hits.map((hit) => {
        const text = entry.texts.get(hit.id)!;
        const shown = includeSensitive || !hit.sensitive;
        return {
          ...hit,
          title: shown ? text.title : null,
          body: shown ? text.body : null,
          ...(shown ? { words: text.words } : {}),
        };
      }),
    };
  }
}

/** A search whose hits the memory cannot complete: run again on the database alone. */
const KEEP_OUT: Found = { total: 0, hits: [] };
