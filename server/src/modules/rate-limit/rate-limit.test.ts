import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import type { Database } from '../../db/client';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  botToken,
  createUser,
  issueToken,
  PASSWORD,
  signIn,
  totp,
  uniqueEmail,
} from '../auth/accounts.fixtures';

/**
 * Two app instances on one database, as behind a load balancer: the attempts made on one count
 * on the other. Small limits so the tests stay quick.
 */
let database: Database;
let a: TestApp;
let b: TestApp;

const LIMITS = {
  ...ACCOUNTS_TEST_ENV,
  AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
  AUTH_RATE_LIMIT_PER_IP: '6',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
};
let ipCounter = 0;
/** A distinct client address per test, so per-IP counters do not leak between tests. */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await buildTestApp(LIMITS, database);
  b = await buildTestApp(LIMITS, database);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const expect429 = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { errors: { description: string; params?: { seconds: number } }[] };
}) => {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(res.json().errors[0]).toMatchObject({
    code: 'rate_limited',
    description: 'auth.errors.tooManyAttempts',
    params: { seconds: retryAfter },
  });
};

describe('brute-force limits across app instances', () => {
  it('POST /auth/issuetoken: per account and client, counting attempts made on either instance', async () => {
    const user = await createUser(a);
    const remoteAddress = nextIp();
    const attempt = async (t: TestApp, password: string, ip = remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        remoteAddress: ip,
        payload: { email: user.email, password, botToken: await botToken(t.app) },
      });
    expect((await attempt(a, 'wrong password 1')).statusCode).toBe(409);
    expect((await attempt(b, 'wrong password 2')).statusCode).toBe(409);
    expect((await attempt(a, 'wrong password 3')).statusCode).toBe(409);
    expect429(await attempt(b, 'wrong password 4'));
    // The guesser waits, even with the right password; the account is not locked for its user elsewhere.
    expect429(await attempt(a, PASSWORD));
    expect((await attempt(b, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('POST /auth/issuetoken: per client address, across accounts', async () => {
    const ip = nextIp();
    const attempt = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: 'whatever pass', botToken: await botToken(t.app) },
      });
    for (let i = 0; i < 6; i++) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(409);
    expect429(await attempt(a));
    // Another address is not affected.
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail(), password: 'whatever pass', botToken: await botToken(a.app) },
    });
    expect(other.statusCode).toBe(409);
  });

  it("a successful sign-in clears the client's counter for the account", async () => {
    const user = await createUser(a);
    const ip = nextIp();
    const attempt = async (password: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        remoteAddress: ip,
        payload: { email: user.email, password, botToken: await botToken(a.app) },
      });
    expect((await attempt('wrong password 1')).statusCode).toBe(409);
    expect((await attempt('wrong password 2')).statusCode).toBe(409);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect((await attempt('wrong password 3')).statusCode).toBe(409);
    expect((await attempt('wrong password 4')).statusCode).toBe(409);
  });

  it('POST /user/signup', async () => {
    const email = uniqueEmail();
    const attempt = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: nextIp(),
        payload: {
          firstName: 'A',
          lastName: 'B',
          email,
          password: PASSWORD,
          locale: 'en',
          botToken: await botToken(t.app),
        },
      });
    for (const t of [a, b, a]) expect((await attempt(t)).statusCode).toBe(200);
    expect429(await attempt(b));
  });

  it('GET /user/password/{email} and POST /user/password/', async () => {
    const user = await createUser(a);
    const start = async (t: TestApp) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/password/${encodeURIComponent(user.email)}`,
        remoteAddress: nextIp(),
        headers: { 'x-bot-token': await botToken(t.app) },
      });
    for (const t of [a, b, a]) expect((await start(t)).statusCode).toBe(200);
    expect429(await start(b));
    const finish = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password/',
        remoteAddress: nextIp(),
        payload: { email: user.email, code: 'guess', password: 'a new passphrase' },
      });
    for (const t of [a, b, a]) expect((await finish(t)).statusCode).toBe(409);
    expect429(await finish(b));
  });

  it('POST /auth/verify2fa', async () => {
    const user = await createUser(a);
    const session = await signIn(a.app, user.email);
    const { secret } = (
      await a.app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers: bearer(session.token) })
    ).json().result as { secret: string };
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/user/2fa/enable',
          headers: bearer(session.token),
          payload: { code: await totp(secret) },
        })
      ).statusCode,
    ).toBe(200);
    const pending = (await issueToken(b.app, user.email)).json().result as UserSession;
    const wrong = (await totp(secret)) === '000000' ? '111111' : '000000';
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify2fa',
        remoteAddress: nextIp(),
        headers: bearer(pending.token),
        payload: { code: wrong },
      });
    for (const t of [a, b, a]) expect((await attempt(t)).statusCode).toBe(409);
    expect429(await attempt(b));
  });

  it('POST /user/password/account/', async () => {
    const user = await createUser(a);
    const session = await signIn(a.app, user.email);
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password/account/',
        remoteAddress: nextIp(),
        headers: bearer(session.token),
        payload: { code: '00000000', password: 'a new passphrase' },
      });
    for (const t of [a, b, a]) expect((await attempt(t)).statusCode).toBe(409);
    expect429(await attempt(b));
  });
});

describe('RateLimitRepository.hitMany', () => {
  it('counts every key in one statement, as hit would, and starts an ended window again', async () => {
    const { RateLimitRepository } = await import('./rate-limit.repository');
    const repo = new RateLimitRepository(database.db);
    const keys = [`test-many:b:${Date.now()}`, `test-many:a:${Date.now()}`];
    const first = await repo.hitMany(keys, 600);
    expect([...first.keys()].sort()).toEqual([...keys].sort());
    expect(first.get(keys[0]!)).toMatchObject({ count: 1 });
    // Counts shared with hit (the same rows), and a key given twice counts once.
    await repo.hit(keys[0]!, 600);
    const second = await repo.hitMany([keys[0]!, keys[1]!, keys[1]!], 600);
    expect(second.get(keys[0]!)?.count).toBe(3);
    expect(second.get(keys[1]!)?.count).toBe(2);
    expect(second.get(keys[1]!)?.resetInSeconds).toBeGreaterThan(590);
    await repo.endWindowIn(keys[1]!, 0);
    const third = await repo.hitMany(keys, 600);
    expect(third.get(keys[1]!)?.count).toBe(1);
    expect(third.get(keys[0]!)?.count).toBe(4);
    expect((await repo.hitMany([], 600)).size).toBe(0);
  });
});

describe('the counters table', () => {
  it('is unlogged: counting an attempt commits without waiting for the disk (decision 075)', async () => {
    const rows = (await database.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limit_buckets' and relkind = 'r'`,
    )) as unknown as { rows: { relpersistence: string }[] };
    expect(rows.rows.map((row) => row.relpersistence)).toEqual(['u']);
  });
});
