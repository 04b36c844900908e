import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, createTestDatabase, TEST_ENV, testDbKind, type TestApp } from '../test/test-app';
import { TcpProxy } from '../test/tcp-proxy';
import { createUser, signIn } from '../modules/auth/accounts.fixtures';
import { isDatabaseUnavailable } from './availability';
import { type Database, openDatabase } from './client';

/**
 * PostgreSQL going away under a running server (issue 12): a TCP proxy the test cuts and restores
 * stands for a PostgreSQL restart; pg_terminate_backend for an administrator (or a failover)
 * ending our idle connections. PostgreSQL only (TEST_DATABASE_URL); PGlite runs in-process.
 */
const quiet = { warn: () => undefined };
const MISSING_GUIDE = '/api/guide/no-such-guide-0123';

function databaseEnv(url: string) {
  return {
    ...TEST_ENV,
    DATABASE_URL: url,
    DATABASE_CONNECT_TIMEOUT_MS: '5000',
    DATABASE_STATEMENT_TIMEOUT_MS: '10000',
  };
}

describe.runIf(testDbKind() === 'postgres')('PostgreSQL outages', () => {
  let base: Database & { url?: string };
  let target: { host: string; port: number };

  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    target = { host: url.hostname, port: Number(url.port || 5432) };
  });
  afterAll(async () => {
    await base?.close();
  });

  describe('while the database is cut off and comes back', () => {
    let proxy: TcpProxy;
    let database: Database;
    let t: TestApp;

    beforeAll(async () => {
      proxy = await TcpProxy.start(target);
      const config = loadConfig(databaseEnv(proxy.urlFor(base.url!)));
      database = await openDatabase(config.database, { log: quiet });
      t = await buildTestApp(databaseEnv(proxy.urlFor(base.url!)), database);
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await proxy?.close();
    });

    it('answers 503 with Retry-After in the wrapper, fails /readyz, and serves again once the database is back, without a restart', async () => {
      // The indexing queue polls the database in the background; it must live through the outage too.
      await t.app.ai.queue.start();
      const user = await createUser(t);
      const signedInToken = (await signIn(t.app, user.email)).token;
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);

      await proxy.cut();

      const guide = await t.app.inject({ method: 'GET', url: MISSING_GUIDE });
      expect(guide.statusCode).toBe(503);
      expect(guide.headers['retry-after']).toMatch(/^\d+$/);
      expect(guide.json()).toEqual({
        result: null,
        errors: [{ code: 'unavailable', description: 'errors.databaseUnavailable' }],
      });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toMatch(/^\d+$/);
      expect(ready.json().errors[0].description).toBe('errors.databaseUnavailable');
      // Liveness does not depend on the database: the process is up and must not be restarted.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Also for a caller that sends a bearer token (a signed-in browser tab's probe): not checked here.
      expect(
        (await t.app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${signedInToken}` } }))
          .statusCode,
      ).toBe(200);

      await proxy.restore();

      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
      // The queue still takes work after the outage (a run id that does not exist is simply skipped).
      await expect(t.app.ai.queue.send(randomUUID())).resolves.toEqual(expect.any(String));
      // Stopped here (waiting for that job) so its completion cannot race the next test's cut.
      await t.app.ai.queue.stop();
    });

    it('a connection that dies inside a transaction fails that transaction, not the process', async () => {
      const pool = database.pool!;
      const acquired = new Promise<pg.PoolClient>((resolve) => pool.once('acquire', resolve));
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two statements (the app awaiting something else), the connection is lost.
        const client = await acquired;
        const ended = new Promise((resolve) => client.once('end', resolve));
        await proxy.cut();
        await ended;
        await tx.execute(sql`select 1`);
      });
      const error = await transaction.catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await proxy.restore();
      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
    });

    it('survives several cuts in a row', async () => {
      for (let round = 0; round < 3; round++) {
        await proxy.cut();
        expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(503);
        await proxy.restore();
        expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
      }
    });
  });

  it('answers 503 within the configured timeouts when the database host stops answering altogether', async () => {
    const proxy = await TcpProxy.start(target);
    // Short timeouts so the test does not sit out the defaults; nothing here measures time.
    const env = {
      ...databaseEnv(proxy.urlFor(base.url!)),
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '200',
    };
    const database = await openDatabase(loadConfig(env).database, { log: quiet });
    const t = await buildTestApp(env, database);
    try {
      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
      const pool = database.pool!;
      expect(pool.idleCount).toBeGreaterThan(0);
      proxy.silence();
      // An idle connection is reused and its query never answered: the client-side read timeout ends it.
      const stalled = await t.app.inject({ method: 'GET', url: MISSING_GUIDE });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json().errors[0].description).toBe('errors.databaseUnavailable');
      // New connections open at the TCP level but the server never greets them: the connect timeout ends those.
      await Promise.all(Array.from({ length: 5 }, () => pool.query('select 1').catch(() => undefined)));
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      await proxy.restore();
      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
    } finally {
      await proxy.restore();
      await t.close();
      await database.close();
      await proxy.close();
    }
  });

  it("keeps serving after pg_terminate_backend ends the pool's idle connections", async () => {
    const applicationName = `gb_outage_${Date.now().toString(36)}`;
    const url = new URL(base.url!);
    url.searchParams.set('application_name', applicationName);
    const config = loadConfig(databaseEnv(url.toString()));
    const database = await openDatabase(config.database, { log: quiet });
    const t = await buildTestApp(databaseEnv(url.toString()), database);
    try {
      // Several requests at once leave several idle connections in the pool.
      const warm = await Promise.all(
        Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: MISSING_GUIDE })),
      );
      expect(warm.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
      const pool = database.pool!;
      expect(pool.idleCount).toBeGreaterThan(0);

      let lost = 0;
      let terminated = Number.POSITIVE_INFINITY;
      const allLost = new Promise<void>((resolve) => {
        pool.on('error', () => {
          lost += 1;
          if (lost === terminated) resolve();
        });
      });
      const admin = new pg.Client({ connectionString: base.url });
      admin.on('error', () => undefined);
      await admin.connect();
      // Two steps on purpose: in one statement the planner may call pg_terminate_backend before the
      // filters and end every session on the server.
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1 and state = $2',
        [applicationName, 'idle'],
      );
      for (const { pid } of rows) await admin.query('select pg_terminate_backend($1::int)', [pid]);
      await admin.end();
      terminated = rows.length;
      expect(terminated).toBeGreaterThan(0);
      // Every terminated connection is reported to the pool's listener (the process did not die of it).
      if (lost < terminated) await allLost;

      expect((await t.app.inject({ method: 'GET', url: MISSING_GUIDE })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('a server started while PostgreSQL refuses connections waits with backoff, then migrates and opens', async () => {
    const proxy = await TcpProxy.start(target, { listening: false });
    const config = loadConfig(databaseEnv(proxy.urlFor(base.url!)));
    const waits: number[] = [];
    const retries: number[] = [];
    try {
      const database = await openDatabase(config.database, {
        startupWaitMs: 60_000,
        log: { warn: (details) => retries.push((details as { attempt: number }).attempt) },
        // Instead of waiting: record the delay, and let PostgreSQL "come back" before the third attempt.
        sleep: async (ms) => {
          waits.push(ms);
          if (waits.length === 2) await proxy.restore();
        },
      });
      try {
        expect(waits).toEqual([500, 1000]);
        expect(retries).toEqual([1, 2]);
        await database.ping();
      } finally {
        await database.close();
      }
    } finally {
      await proxy.close();
    }
  });

  it('a server started while PostgreSQL is down gives up after DATABASE_STARTUP_WAIT_SECONDS', async () => {
    const proxy = await TcpProxy.start(target, { listening: false });
    const config = loadConfig(databaseEnv(proxy.urlFor(base.url!)));
    const waits: number[] = [];
    try {
      await expect(
        openDatabase(config.database, { startupWaitMs: 4_000, log: quiet, sleep: async (ms) => void waits.push(ms) }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // 0.5 + 1 + 2 s fit in 4 s; the next wait (4 s) would not.
      expect(waits).toEqual([500, 1000, 2000]);
    } finally {
      await proxy.close();
    }
  });
});
