import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiIndexRuns, aiPassages, properties } from '../../db/schema';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/test-app';
import { addCoHost, createHost, createProperty, sampleGuide, section, waitIndexed } from './ai.fixtures';
import { casa, index, indexNow, other, owner, stranger, t, useTwoGuides } from './ai.two-guides.fixtures';

useTwoGuides();

describe('GET /property/index/{propertyId}/{scope}', () => {
  it('requires a signed-in host', async () => {
    const res = await index(null, casa.id);
    expect(res.statusCode).toBe(401);
  });

  it('rejects a scope or id that is not valid', async () => {
    const bad = await index(owner, casa.id, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('scope');
    expect((await index(owner, 'abc')).statusCode).toBe(400);
  });

  it("refuses another host's property as not found", async () => {
    const res = await index(stranger, casa.id);
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ isIndexing: properties.isIndexing })
      .from(properties)
      .where(eq(properties.id, casa.id));
    expect(row!.isIndexing).toBe(false);
  });

  it('refuses a deleted property as not found', async () => {
    const gone = await createProperty(t, owner, { sections: [] });
    await t.database.db.update(properties).set({ isDeleted: true }).where(eq(properties.id, gone.id));
    expect((await index(owner, gone.id)).statusCode).toBe(404);
  });

  it('starts indexing at once; the run turns every part of the guide into passages and ends with isIndexing false', async () => {
    const res = await index(owner, casa.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      propertyId: casa.id,
      isIndexing: true,
      lastRun: { status: 'queued', scope: 'all' },
    });
    const done = await waitIndexed(t, casa.id);
    expect(done.lastIndexDate).toBeInstanceOf(Date);
    const status = (
      await t.app.inject({ method: 'GET', url: `/api/ai/property/${casa.id}`, headers: owner.headers })
    ).json().result;
    expect(status).toMatchObject({
      isIndexing: false,
      outOfDate: false,
      lastRun: { status: 'succeeded', errorKey: null },
      mode: 'extractive',
    });
    const kinds = await t.database.db
      .selectDistinct({ kind: aiPassages.sourceKind, locale: aiPassages.locale })
      .from(aiPassages)
      .where(eq(aiPassages.propertyId, casa.id));
    const set = new Set(kinds.map((k) => `${k.kind}:${k.locale}`));
    for (const expected of [
      'section:en',
      'wifi:en',
      'wifi:es',
      'checkin:en',
      'checkout:es',
      'property:en',
      'contact:es',
    ])
      expect(set).toContain(expected);
    expect(status.passageCount).toBeGreaterThan(8);
  });

  it('answers 409 with the translated-key error while a run is in progress', async () => {
    const busy = await createProperty(t, owner, {
      sections: [section('s1', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
    });
    // A run held by another instance: queued, fresh heartbeat.
    await t.database.db.update(properties).set({ isIndexing: true }).where(eq(properties.id, busy.id));
    await t.database.db
      .insert(aiIndexRuns)
      .values({ propertyId: busy.id, scope: 'all', status: 'running', jobId: 'elsewhere' });
    const res = await index(owner, busy.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'conflict', description: 'host.ai.errors.alreadyIndexing' });
    expect(res.json().result).toMatchObject({ propertyId: busy.id, isIndexing: true });
  });

  it('does not let a stale isIndexing flag without a run block indexing', async () => {
    const stuck = await createProperty(t, owner, {
      sections: [section('s1', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
    });
    await t.database.db.update(properties).set({ isIndexing: true }).where(eq(properties.id, stuck.id));
    expect((await index(owner, stuck.id)).statusCode).toBe(200);
    expect((await waitIndexed(t, stuck.id)).lastIndexDate).not.toBeNull();
  });

  it('lets a co-host index', async () => {
    const cohost = await createHost(t);
    await addCoHost(t, casa.id, cohost);
    const res = await index(cohost, casa.id, 'es');
    expect(res.statusCode).toBe(200);
    await waitIndexed(t, casa.id);
  });

  it('re-indexes only the passages of the requested language', async () => {
    const count = async (locale: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(aiPassages)
          .where(and(eq(aiPassages.propertyId, casa.id), eq(aiPassages.locale, locale)))
      )[0]!.n;
    const enBefore = await count('en');
    await t.database.db.delete(aiPassages).where(and(eq(aiPassages.propertyId, casa.id), eq(aiPassages.locale, 'en')));
    await indexNow(casa.id).catch(() => undefined);
    expect(await count('en')).toBe(enBefore);
    await t.database.db.delete(aiPassages).where(and(eq(aiPassages.propertyId, casa.id), eq(aiPassages.locale, 'es')));
    expect((await index(owner, casa.id, 'en')).statusCode).toBe(200);
    await waitIndexed(t, casa.id);
    expect(await count('es')).toBe(0);
    expect((await index(owner, casa.id, 'es')).statusCode).toBe(200);
    await waitIndexed(t, casa.id);
    expect(await count('es')).toBeGreaterThan(0);
  });

  it('records a failed run and releases the property', async () => {
    const doomed = await createProperty(t, owner, { sections: [] });
    const [run] = await t.database.db.insert(aiIndexRuns).values({ propertyId: doomed.id, scope: 'all' }).returning();
    await t.database.db
      .update(properties)
      .set({ isIndexing: true, isDeleted: true })
      .where(eq(properties.id, doomed.id));
    await t.app.ai.service.runIndex(run!.id, 'job-1');
    const [after] = await t.database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'failed', errorKey: 'host.ai.errors.indexFailed' });
    const [row] = await t.database.db
      .select({ isIndexing: properties.isIndexing })
      .from(properties)
      .where(eq(properties.id, doomed.id));
    expect(row!.isIndexing).toBe(false);
  });
});

describe('GET /ai/property and /ai/property/{propertyId}', () => {
  it('requires a signed-in host', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ai/property' })).statusCode).toBe(401);
  });

  it("lists only the host's own and co-hosted properties", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/property', headers: stranger.headers });
    expect(res.json().result.map((s: { propertyId: number }) => s.propertyId)).toEqual([other.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ai/property/${casa.id}`, headers: stranger.headers })).statusCode,
    ).toBe(404);
  });

  it('says answers may be out of date once the guide changed after the last index', async () => {
    const fresh = await createProperty(t, owner, {
      sections: [section('s1', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
    });
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/ai/property/${fresh.id}`, headers: owner.headers })).json()
        .result;
    expect((await get()).outOfDate).toBe(true);
    await indexNow(fresh.id);
    expect((await get()).outOfDate).toBe(false);
    await t.database.db
      .update(properties)
      .set({ modifyDate: new Date(Date.now() + 1000) })
      .where(eq(properties.id, fresh.id));
    expect((await get()).outOfDate).toBe(true);
  });
});

describe('concierge limits from the configuration', () => {
  it('applies AI_ASKS_PER_CLIENT_PER_MINUTE', async () => {
    const small = await buildTestApp({ AI_ASKS_PER_CLIENT_PER_MINUTE: '2' });
    try {
      const host = await createHost(small);
      const property = await createProperty(small, host, sampleGuide());
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await small.app.inject({
              method: 'POST',
              url: `/api/guide/${property.slug}/ask`,
              payload: { question: 'parking?' },
              remoteAddress: '10.9.9.9',
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => loadConfig({ AI_ASKS_PER_GUIDE_PER_MINUTE: '0', DATA_DIR: '/tmp' })).toThrow(
      /AI_ASKS_PER_GUIDE_PER_MINUTE/,
    );
  });
});

describe('GET /guide/{slug}/concierge', () => {
  it('offers suggested questions in the guest language and the host contact', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${casa.slug}/concierge?locale=es` });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ available: true, mode: 'extractive', contact: { name: 'Marta' } });
    expect(result.suggestions).toContain('¿Cuál es la contraseña del wifi?');
    expect(result.strings).toMatchObject({ button: 'Haz una pregunta', send: 'Preguntar' });
  });

  it('answers 404 for an unknown guide', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/guide/nope-nope/concierge' })).statusCode).toBe(404);
  });
});
