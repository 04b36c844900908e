import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@common/locales/index';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { buildTestApp, createTestDatabase, TEST_ENV, testDbKind, type TestApp } from '../../test/test-app';
import { TcpProxy } from '../../test/tcp-proxy';
import { createGuide, type GuideFixture } from './guide.fixtures';

/**
 * Guests opening a guide while PostgreSQL is unreachable (a TCP proxy the test cuts stands for a
 * restart): a page in their language with Retry-After, not the API's JSON error. PostgreSQL only
 * (TEST_DATABASE_URL); PGlite runs in-process and cannot go away.
 */
describe.runIf(testDbKind() === 'postgres')('guest pages while the database is unreachable', () => {
  let base: Database & { url?: string };
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;
  let guide: GuideFixture;

  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    const env = {
      ...TEST_ENV,
      DATABASE_URL: proxy.urlFor(base.url!),
      DATABASE_CONNECT_TIMEOUT_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '10000',
    };
    database = await openDatabase(loadConfig(env).database, { log: { warn: () => undefined } });
    t = await buildTestApp(env, database);
    guide = await createGuide(t);
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await database?.close();
    await proxy?.close();
    await base?.close();
  });

  it('answers 503 with a page in English or Spanish and Retry-After, and the guide again once the database is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/g/${guide.slug}` })).statusCode).toBe(200);
    await proxy.cut();
    try {
      for (const [url, text, lang] of [
        [`/g/${guide.slug}`, resources.en.errors.databaseUnavailable, 'en'],
        [`/es/g/${guide.slug}`, resources.es.errors.databaseUnavailable, 'es'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain(`lang="${lang}"`);
        expect(res.body).toContain(text);
      }
      // The API keeps its JSON answer (the web app translates the key).
      const api = await t.app.inject({ method: 'GET', url: `/api/guide/${guide.slug}` });
      expect(api.statusCode).toBe(503);
      expect(api.json().errors[0].description).toBe('errors.databaseUnavailable');
    } finally {
      await proxy.restore();
    }
    const back = await t.app.inject({ method: 'GET', url: `/es/g/${guide.slug}` });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Casa Sol');
  });
});
