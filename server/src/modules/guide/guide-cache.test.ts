import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GuestGuide } from '@common/contracts/guide';
import type { Property } from '@common/contracts/property';
import { type Database, wrapPglite, wrapPool } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  ACCESS_CODE,
  ARRIVAL_SECRET,
  createGuide,
  type GuideFixture,
  insertPhotos,
  saveProperty,
  TITLES,
} from './guide.fixtures';
import { etagMatches } from './guide-cache';
import { GuideRepository } from './guide.repository';
import { GuideStamps } from './guide-stamps';

let t: TestApp;
/** A second app on the same database with its own pool and its own cache: another instance. */
let other: TestApp;
let otherPool: pg.Pool | null = null;

function secondConnection(database: Database & { url?: string }): Database {
  if (database.kind === 'pglite') return { ...wrapPglite(database.pglite!), close: async () => undefined };
  otherPool = new pg.Pool({ connectionString: database.url, max: 2 });
  otherPool.on('error', () => undefined);
  return wrapPool(otherPool);
}

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({}, secondConnection(t.database as Database & { url?: string }));
});
afterAll(async () => {
  await other?.close();
  await otherPool?.end();
  await t?.close();
});

let clients = 0;
const nextIp = () => `10.7.${Math.floor(++clients / 250)}.${clients % 250}`;

const getGuide = (app: TestApp, slug: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/guide/${slug}`, remoteAddress: nextIp(), headers });
const getPage = (app: TestApp, slug: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/g/${slug}`, remoteAddress: nextIp(), headers });
const guideOf = (res: { json(): unknown }) => (res.json() as { result: GuestGuide }).result;
const titles = (guide: GuestGuide) => guide.sections.map((s) => s.title);

/** The stored property as the editor has it now (for the next PUT). */
async function current(f: GuideFixture): Promise<Property> {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/user', headers: f.host.headers });
  return (res.json().result as Property[]).find((p) => p.propertyId === f.property.propertyId)!;
}

async function rename(f: GuideFixture, app: TestApp, title: string) {
  const property = await current(f);
  return saveProperty(app, f.host, {
    ...property,
    guide: {
      ...property.guide,
      sections: property.guide.sections.map((s, i) => (i === 0 ? { ...s, title: { en: title, es: title } } : s)),
    },
  });
}

describe('guest guide cache', () => {
  let f: GuideFixture;
  beforeAll(async () => {
    f = await createGuide(t);
  });

  it('answers a save, on this instance and on another one, at once', async () => {
    // Both instances hold the guide (JSON and page) before the save.
    for (const app of [t, other]) {
      expect(titles(guideOf(await getGuide(app, f.slug)))).toContain(TITLES.welcome.en);
      expect((await getPage(app, f.slug)).body).toContain(TITLES.welcome.en);
    }
    await rename(f, t, 'Welcome, saved just now');
    for (const app of [t, other]) {
      const guide = guideOf(await getGuide(app, f.slug));
      expect(titles(guide)).toContain('Welcome, saved just now');
      expect(titles(guide)).not.toContain(TITLES.welcome.en);
      const page = await getPage(app, f.slug);
      expect(page.body).toContain('Welcome, saved just now');
    }
    // A save through the other instance reaches this one too.
    await rename(f, other, 'Welcome, saved elsewhere');
    expect(titles(guideOf(await getGuide(t, f.slug)))).toContain('Welcome, saved elsewhere');
    expect((await getPage(t, f.slug)).body).toContain('Welcome, saved elsewhere');
  });

  it('answers a change made outside the save (a library photo, a direct write) at once', async () => {
    const before = guideOf(await getGuide(t, f.slug));
    const [photo] = await insertPhotos(t, f.property.propertyId, 1);
    const property = await current(f);
    await saveProperty(t, f.host, { ...property, propertyImageMediaId: photo! });
    expect(guideOf(await getGuide(other, f.slug)).coverPhoto?.alt).toBe('Photo 1');
    // The photo's alt text changes in the library only: the guide shows it on every instance.
    await t.database.db.execute(sql`update media set alt = 'A new description' where id = ${photo!}`);
    expect(guideOf(await getGuide(other, f.slug)).coverPhoto?.alt).toBe('A new description');
    expect(guideOf(await getGuide(t, f.slug)).coverPhoto?.alt).toBe('A new description');
    expect(before.coverPhoto?.alt).not.toBe('A new description');
  });

  it('unpublish, publish and a slug rotation are seen by the next request', async () => {
    const g = await createGuide(t);
    expect((await getGuide(other, g.slug)).statusCode).toBe(200);
    const property = await saveProperty(t, g.host, { ...g.property, guide: { ...g.property.guide, published: false } });
    expect((await getGuide(other, g.slug)).statusCode).toBe(404);
    expect((await getPage(other, g.slug)).statusCode).toBe(404);
    const again = await saveProperty(t, g.host, { ...property, guide: { ...property.guide, published: true } });
    expect((await getGuide(other, g.slug)).statusCode).toBe(200);

    const shortCode = guideOf(await getGuide(other, g.slug)).shortCode;
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/property/user/${again.propertyId}/rotate-slug`,
      headers: g.host.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const link = rotated.json().result as { slug: string; shortCode: string };
    expect((await getGuide(other, g.slug)).statusCode).toBe(404);
    expect((await getPage(other, g.slug)).statusCode).toBe(404);
    const fresh = guideOf(await getGuide(other, link.slug));
    expect(fresh.slug).toBe(link.slug);
    expect(fresh.shortCode).toBe(link.shortCode);
    expect(fresh.shortCode).not.toBe(shortCode);
  });

  it('never gives a locked caller the unlocked answer, and follows an access-code change', async () => {
    const g = await createGuide(t);
    const unlocked = await getGuide(t, g.slug, { 'x-guide-code': ACCESS_CODE });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body).toContain(ARRIVAL_SECRET);
    // Right after the unlocked answer was cached: no code, or a wrong one, never gets it.
    const locked = await getGuide(t, g.slug);
    expect(locked.body).not.toContain(ARRIVAL_SECRET);
    expect(guideOf(locked).unlocked).toBe(false);
    expect(locked.headers.etag).not.toBe(unlocked.headers.etag);
    // Even when it presents the unlocked answer's ETag.
    const probe = await getGuide(t, g.slug, { 'if-none-match': String(unlocked.headers.etag) });
    expect(probe.statusCode).toBe(200);
    expect(probe.body).not.toContain(ARRIVAL_SECRET);
    const wrong = await getGuide(t, g.slug, { 'x-guide-code': '0000', 'if-none-match': String(unlocked.headers.etag) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain(ARRIVAL_SECRET);
    expect((await getPage(t, g.slug)).body).not.toContain(ARRIVAL_SECRET);

    // The host removes the code: everyone gets the sensitive sections at once, on every instance.
    const property = await saveProperty(t, g.host, { ...g.property, guide: { ...g.property.guide, accessCode: null } });
    const open = await getGuide(other, g.slug);
    expect(open.body).toContain(ARRIVAL_SECRET);
    // And sets a new one: locked again, and the old code no longer opens it.
    await saveProperty(t, g.host, { ...property, guide: { ...property.guide, accessCode: '9911' } });
    expect((await getGuide(other, g.slug)).body).not.toContain(ARRIVAL_SECRET);
    expect((await getGuide(other, g.slug, { 'x-guide-code': ACCESS_CODE })).statusCode).toBe(403);
    expect((await getGuide(other, g.slug, { 'x-guide-code': '9911' })).body).toContain(ARRIVAL_SECRET);
  });

  it('answers 304 to If-None-Match with the current ETag, 200 once the guide changed', async () => {
    const g = await createGuide(t);
    for (const [get, extra] of [
      [getGuide, {}],
      [getGuide, { 'x-guide-code': ACCESS_CODE }],
      [getPage, {}],
    ] as const) {
      const first = await get(t, g.slug, extra);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      const repeat = await get(t, g.slug, { ...extra, 'if-none-match': etag });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
      // Another instance has the same bytes, so the same ETag.
      expect((await get(other, g.slug, { ...extra, 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    }
    const before = await getGuide(t, g.slug);
    await rename({ ...g, property: g.property }, t, 'Renamed for the ETag');
    const after = await getGuide(t, g.slug, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(titles(guideOf(after))).toContain('Renamed for the ETag');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Language is part of the answer: Spanish has its own ETag.
    const es = await getGuide(t, g.slug, { 'accept-language': 'es-ES', 'if-none-match': String(after.headers.etag) });
    expect(es.statusCode).toBe(200);
    expect(guideOf(es).locale).toBe('es');
    expect(String(es.headers.vary)).toMatch(/Accept-Language.*X-Guide-Code.*X-Stay-Token.*Accept-Encoding/);
  });

  it('compresses the JSON and the page with brotli or gzip, as the caller accepts', async () => {
    const plain = await getGuide(t, f.slug);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await getGuide(t, f.slug, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await getPage(t, f.slug, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<!doctype html>');
  });

  it('serves rich text sanitised on save as stored, and sanitises text another writer stored', async () => {
    const g = await createGuide(t);
    const stamp = async () =>
      (
        (await t.database.db.execute(
          sql`select sanitized_stamp from properties where id = ${g.property.propertyId}`,
        )) as unknown as { rows: { sanitized_stamp: number }[] }
      ).rows[0]!.sanitized_stamp;
    expect(await stamp()).toBeGreaterThan(0);
    // A writer that is not the sanitising save (an old row, a script) stores unsafe markup.
    await t.database.db.execute(
      sql`update properties set guide = jsonb_set(guide, '{sections,0,body,en}', to_jsonb('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>'::text)) where id = ${g.property.propertyId}`,
    );
    expect(await stamp()).toBe(0);
    for (const app of [t, other]) {
      const body = guideOf(await getGuide(app, g.slug)).sections[0]!.body!;
      expect(body).toBe('<p>Hi</p>');
      expect((await getPage(app, g.slug)).body).not.toMatch(/onclick|onerror|<script>alert/);
    }
    // The next save sanitises and marks it again.
    const saved = await saveProperty(t, g.host, await current(g));
    expect(saved.guide.sections[0]!.body.en).toBe('<p>Hi</p>');
    expect(await stamp()).toBeGreaterThan(0);
    expect(guideOf(await getGuide(other, g.slug)).sections[0]!.body).toBe('<p>Hi</p>');
  });
});

describe('revision triggers', () => {
  it('let a host with properties and photos be deleted (the cascade runs through them)', async () => {
    const g = await createGuide(t);
    await insertPhotos(t, g.property.propertyId, 3);
    expect((await getGuide(other, g.slug)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where id = ${g.host.userId}`);
    expect((await getGuide(other, g.slug)).statusCode).toBe(404);
    expect((await getPage(t, g.slug)).statusCode).toBe(404);
  });

  it('shares one revision read among the requests for a slug that arrive while it is in flight, and reads again after', async () => {
    const g = await createGuide(t);
    const repo = new GuideRepository(t.database.db);
    const reads = vi.spyOn(repo as unknown as { readStamp: (slug: string) => Promise<unknown> }, 'readStamp');
    const together = await Promise.all(Array.from({ length: 20 }, () => repo.stampBySlug(g.slug)));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(new Set(together.map((stamp) => stamp?.guideRevision)).size).toBe(1);
    const before = together[0]!.guideRevision;
    await rename(g, t, 'Read after the save');
    const after = await repo.stampBySlug(g.slug);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(after!.guideRevision).toBeGreaterThan(before);
    expect(await repo.stampBySlug('no-such-guide-slug')).toBeNull();
  });

  it('keeps the stamp in memory on the embedded database until a commit changes the property (PostgreSQL: read every time)', async () => {
    const g = await createGuide(t);
    const repo = new GuideRepository(t.database.db);
    const reads = vi.spyOn(repo as unknown as { readStamp: (slug: string) => Promise<unknown> }, 'readStamp');
    const embedded = t.database.kind === 'pglite';
    const first = await repo.stampBySlug(g.slug);
    await repo.stampBySlug(g.slug);
    expect(reads).toHaveBeenCalledTimes(embedded ? 1 : 2);
    // A transaction that is rolled back changes nothing and says nothing.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update properties set name = 'Never committed' where id = ${g.property.propertyId}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await repo.stampBySlug(g.slug))!.name).toBe(first!.name);
    const before = reads.mock.calls.length;
    // Any committed writer: here a device row written directly (its trigger bumps the revision).
    await getGuide(t, g.slug);
    await t.database.db.execute(
      sql`insert into devices (property_id, name, category) values (${g.property.propertyId}, 'Kettle', 'kitchen')`,
    );
    const after = await repo.stampBySlug(g.slug);
    expect(reads.mock.calls.length).toBe(before + 1);
    expect(after!.guideRevision).toBeGreaterThan(first!.guideRevision);
    expect(JSON.stringify(guideOf(await getGuide(t, g.slug)))).toContain('Kettle');
    // The guest page follows at once, from both apps (each with its own cache).
    await rename(g, t, 'Renamed after the kettle');
    for (const app of [t, other]) expect((await getPage(app, g.slug)).body).toContain('Renamed after the kettle');
  });
});

describe('GuideStamps', () => {
  it('does not keep a read that was in flight when a notice arrived, and forgets only the changed property', () => {
    let notify: (propertyId: number | null) => void = () => undefined;
    const stamps = new GuideStamps({
      subscribe: (listener) => {
        notify = listener;
        return () => undefined;
      },
    });
    const stamp = (id: number, guideRevision: number) => ({
      id,
      name: `P${id}`,
      published: true,
      accessCode: null,
      defaultLocale: 'en',
      guideRevision,
    });
    const readAt = stamps.current;
    notify(7);
    stamps.keep('a', stamp(1, 1), readAt);
    expect(stamps.get('a')).toBeUndefined();
    stamps.keep('a', stamp(1, 1), stamps.current);
    stamps.keep('b', stamp(2, 1), stamps.current);
    notify(2);
    expect(stamps.get('a')?.guideRevision).toBe(1);
    expect(stamps.get('b')).toBeUndefined();
    notify(null);
    expect(stamps.size).toBe(0);
  });
});

describe('etagMatches', () => {
  it('reads lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
