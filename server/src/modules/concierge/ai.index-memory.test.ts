import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, sampleGuide, section, type TestHost, waitIndexed } from './ai.fixtures';
import { type GroupQueries, PassageRepository } from './ai.passages.repository';
import { IndexMemory, similarity, trigrams } from './ai.index-memory';

/**
 * The vocabulary kept in memory answers what the database's pg_trgm answered (the typo corrections
 * of retrieval must not change), and follows the guide's index runs.
 */

let t: TestApp;
let owner: TestHost;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t);
});
afterAll(async () => {
  await t?.close();
});

async function indexNow(propertyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/property/index/${propertyId}/all`,
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  return waitIndexed(t, propertyId);
}

const version = (row: { lastIndexDate: Date | null }) => row.lastIndexDate?.getTime() ?? 0;

/** Misspelt, diminutive, known, unknown and short words, as retrieval sends them. */
const TOKENS = [
  'wifu',
  'pasword',
  'towles',
  'parkin',
  'cajita',
  'llaves',
  'welcome',
  'checkout',
  'heatng',
  'bakery',
  'xyzzy',
  'ab',
  'kitchn',
  'aparcamiento',
  'numero2',
  'casa',
  'solr',
  'valencia',
  'contrasena',
  'basura',
];

describe('the vocabulary in memory', () => {
  it('makes the trigrams and similarities pg_trgm makes', async () => {
    const words = ['wifi', 'a', 'ab', 'towels', 'check-in', 'no2', 'aparcamiento', 'x y'];
    for (const word of words) {
      const rows = (await t.database.db.execute(sql`select show_trgm(${word})::text as grams`)) as unknown as {
        rows: { grams: string }[];
      };
      const fromDb = rows.rows[0]!.grams.replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((g) => g.replace(/^"|"$/g, ''));
      expect([...trigrams(word)].sort(), word).toEqual(fromDb.sort());
    }
    const pairs = [
      ['wifu', 'wifi'],
      ['towles', 'towels'],
      ['parkin', 'parking'],
      ['contrasena', 'contrasenas'],
      ['ab', 'abc'],
      ['kitchn', 'kitchen'],
    ] as const;
    for (const [a, b] of pairs) {
      const rows = (await t.database.db.execute(
        sql`select json_build_object('s', similarity(${a}, ${b})) as s`,
      )) as unknown as { rows: { s: { s: number } | string }[] };
      const raw = rows.rows[0]!.s;
      const fromDb = (typeof raw === 'string' ? (JSON.parse(raw) as { s: number }) : raw).s;
      expect(similarity(trigrams(a), trigrams(b)), `${a} ${b}`).toBe(fromDb);
    }
  });

  it("answers each token as the database's trigram search does, on an indexed guide", async () => {
    const row = await createProperty(t, owner, sampleGuide());
    const indexed = await indexNow(row.id);
    const repo = new PassageRepository(t.database.db);
    const fromDb = await repo.vocabularyMatches(row.id, TOKENS);
    const inMemory = await new IndexMemory(repo).matches(row.id, version(indexed), TOKENS);
    expect([...inMemory.keys()].sort()).toEqual([...fromDb.keys()].sort());
    let similarSeen = 0;
    for (const token of TOKENS) {
      const db = fromDb.get(token)!;
      const mem = inMemory.get(token)!;
      expect(mem.known, token).toBe(db.known);
      // The same similarities in the same order; the same words (ties may come in another order).
      expect(
        mem.similar.map((s) => s.similarity),
        token,
      ).toEqual(db.similar.map((s) => s.similarity));
      const byWord = (list: { term: string; similarity: number }[]) =>
        list.map((s) => `${s.similarity} ${s.term}`).sort();
      if (db.similar.length < 20) expect(byWord(mem.similar), token).toEqual(byWord(db.similar));
      similarSeen += db.similar.length;
    }
    expect(similarSeen).toBeGreaterThan(10);
  });

  it('follows a new index run: words a save adds are known once the run has landed', async () => {
    const guide = sampleGuide();
    const row = await createProperty(t, owner, guide);
    const first = await indexNow(row.id);
    const repo = new PassageRepository(t.database.db);
    const index = new IndexMemory(repo);
    expect((await index.matches(row.id, version(first), ['quokka'])).get('quokka')!.known).toBe(false);
    const count = await index.passageCount(row.id, version(first));
    const [current] = await t.database.db.select().from(properties).where(eq(properties.id, row.id));
    await t.database.db
      .update(properties)
      .set({
        guide: {
          ...current!.guide,
          sections: [
            ...current!.guide.sections,
            section(
              'spa',
              'custom',
              { en: 'The quokka' },
              { en: '<p>The quokka statue on the terrace lights up at night.</p>' },
            ),
          ].map((s, i) => ({ ...s, sortOrder: i })),
        },
      })
      .where(eq(properties.id, row.id));
    const second = await indexNow(row.id);
    expect(version(second)).toBeGreaterThan(version(first));
    // A question read with the old row still gets the words it was kept with; the new row's version reads again.
    expect((await index.matches(row.id, version(first), ['quokka'])).get('quokka')!.known).toBe(false);
    expect((await index.matches(row.id, version(second), ['quokka'])).get('quokka')!.known).toBe(true);
    expect(await index.passageCount(row.id, version(second))).toBeGreaterThan(count);
    const typo = (await index.matches(row.id, version(second), ['quoka'])).get('quoka')!;
    expect(typo.similar[0]?.term).toBe('quokka');
  });

  it('reads a guide once for questions asked at the same time, and searches the same queries once', async () => {
    const row = await createProperty(t, owner, sampleGuide());
    const indexed = await indexNow(row.id);
    const repo = new PassageRepository(t.database.db);
    let reads = 0;
    let searches = 0;
    const counting = {
      indexSnapshot: (id: number) => {
        reads++;
        return repo.indexSnapshot(id);
      },
      vocabularyMatches: repo.vocabularyMatches.bind(repo),
      search: (...args: Parameters<PassageRepository['search']>) => {
        searches++;
        return repo.search(...args);
      },
    };
    const index = new IndexMemory(counting);
    await Promise.all(TOKENS.map((token) => index.matches(row.id, version(indexed), [token])));
    await index.matches(row.id, version(indexed), ['wifu']);
    expect(reads).toBe(1);
    const queries = await groupQueries(repo, ['parking', 'code']);
    await Promise.all([1, 2, 3].map(() => index.search(row.id, version(indexed), queries, true)));
    await index.search(row.id, version(indexed), queries, true);
    expect(searches).toBe(1);
    await index.search(row.id, version(indexed), queries, false);
    expect(searches).toBe(2);
  });

  it('finds what the database finds, texts masked the same way for a guest without the code', async () => {
    const row = await createProperty(t, owner, sampleGuide());
    const indexed = await indexNow(row.id);
    const repo = new PassageRepository(t.database.db);
    const index = new IndexMemory(repo);
    for (const words of [['parking'], ['wifi', 'password'], ['code', 'door'], ['towels'], ['welcome', 'casa']]) {
      const queries = await groupQueries(repo, words);
      for (const includeSensitive of [true, false]) {
        const fromDb = await repo.search(row.id, queries, includeSensitive);
        const inMemory = await index.search(row.id, version(indexed), queries, includeSensitive);
        const plainHits = (hits: typeof fromDb.hits) =>
          hits.map(({ words: _words, ...hit }) => hit).sort((a, b) => a.id - b.id);
        expect(inMemory.total, words.join(' ')).toBe(fromDb.total);
        expect(plainHits(inMemory.hits), words.join(' ')).toEqual(plainHits(fromDb.hits));
      }
    }
    // The sample guide's door code is in a sensitive section: a guest without the code gets no text of it.
    const masked = await index.search(row.id, version(indexed), await groupQueries(repo, ['code']), false);
    expect(masked.hits.some((h) => h.sensitive && h.body === null && h.title === null)).toBe(true);
  });
});

describe('two instances on one database', () => {
  it("answers from the other instance's new index run on the next question", async () => {
    const other = await buildTestApp({}, t.database);
    try {
      const row = await createProperty(t, owner, { ...sampleGuide(), accessCode: null });
      await indexNow(row.id);
      const ask = async (app: TestApp['app']) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/guide/${row.slug}/ask`,
          payload: { question: 'Where is the quokka statue?', locale: 'en' },
          remoteAddress: '10.59.0.1',
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().result as { answered: boolean; answer: string };
      };
      // This instance keeps the guide's index (asked twice: the second answer comes from memory).
      expect((await ask(t.app)).answered).toBe(false);
      expect((await ask(t.app)).answered).toBe(false);
      const [current] = await t.database.db.select().from(properties).where(eq(properties.id, row.id));
      await t.database.db
        .update(properties)
        .set({
          guide: {
            ...current!.guide,
            sections: [
              ...current!.guide.sections,
              section(
                'statue',
                'custom',
                { en: 'The quokka statue' },
                { en: '<p>The quokka statue is on the roof terrace.</p>' },
              ),
            ].map((s, i) => ({ ...s, sortOrder: i })),
          },
        })
        .where(eq(properties.id, row.id));
      // The other instance runs the index; this one hears of it only through the database.
      const res = await other.app.inject({
        method: 'GET',
        url: `/api/property/index/${row.id}/all`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      await waitIndexed(t, row.id);
      const reply = await ask(t.app);
      expect(reply.answered, reply.answer).toBe(true);
      expect(reply.answer).toContain('roof terrace');
    } finally {
      await other.close();
    }
  });
});

/** Each word a group of its own, as retrieval sends them (tsquery text in both configurations). */
async function groupQueries(repo: PassageRepository, words: string[]): Promise<GroupQueries[]> {
  const texts = await repo.termQueries(words);
  return words.map((w) => ({ all: texts.get(w)!, exact: texts.get(w)! }));
}
