import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_LIMITS } from '@common/contracts/guide';
import { ERROR_KEYS } from '@common/errors';
import type { Database } from '../db/client';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken, createUser, PASSWORD, uniqueEmail } from '../modules/auth/accounts.fixtures';
import { ACCESS_CODE, createGuide } from '../modules/guide/guide.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { UPLOAD_ROUTES } from '../modules/rate-limit/rate-limit.plugin';

/**
 * Abuse limits on every call an attacker can repeat cheaply - sign-in, guide access codes, the
 * concierge, guest events, the public contact form and uploads - with two app instances on one
 * database, as behind a load balancer: requests alternate between the instances and the limit trips
 * at exactly the count it would on one instance (limit + 1), because the counters live in the database.
 */
let database: Database;
let a: TestApp;
let b: TestApp;

const LIMITS = {
  ...ACCOUNTS_TEST_ENV,
  AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
  AI_ASKS_PER_CLIENT_PER_MINUTE: '3',
  // Ten wrong codes on a guide from other clients halve a client's allowance (the default).
  GUIDE_CODE_WRONG_PER_GUIDE: '10',
  UPLOAD_RATE_LIMIT_PER_USER: '2',
};

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let ipCounter = 0;
/** A distinct client address per test, so per-address counters never leak between tests. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Sends `limit + 1` requests, the i-th on instance a or b in turn, and checks that the first `limit`
 * pass the limiter and the next one is the 429 (with Retry-After and the translated description).
 */
async function expectTripsAt(limit: number, send: (app: TestApp, i: number) => Promise<Injected>, description: string) {
  const statuses: number[] = [];
  let last: Injected | undefined;
  for (let i = 0; i <= limit; i++) {
    last = await send(i % 2 === 0 ? a : b, i);
    statuses.push(last.statusCode);
  }
  expect(
    statuses.slice(0, limit).filter((s) => s === 429),
    `no 429 before the limit: ${statuses.join(',')}`,
  ).toEqual([]);
  expect(last!.statusCode, last!.body).toBe(429);
  const retryAfter = Number(last!.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(last!.json().errors[0]).toMatchObject({ code: 'rate_limited', description, params: { seconds: retryAfter } });
}

describe('abuse limits hold across two instances on one database', () => {
  it('sign-in: wrong passwords for one account', async () => {
    const user = await createUser(a);
    const ip = nextIp();
    await expectTripsAt(
      3,
      (app) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/issuetoken',
          remoteAddress: ip,
          payload: { email: user.email, password: 'not the password' },
        }),
      'auth.errors.tooManyAttempts',
    );
  });

  it('sign-in: a client locked out of an account does not lock the real user out, whichever instance answers', async () => {
    const user = await createUser(a);
    const signIn = (app: TestApp, ip: string, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        remoteAddress: ip,
        payload: { email: user.email, password, botToken: 'x' },
      });
    // Guessers on many addresses, each until refused, on alternating instances.
    for (let g = 0; g < 4; g++) {
      const ip = nextIp();
      let status = 0;
      for (let i = 0; i < 5 && status !== 429; i++)
        status = (await signIn(i % 2 ? a : b, ip, `guess ${g}-${i}`)).statusCode;
      expect(status).toBe(429);
    }
    // The latest guesser had a single try: the account's attempts from others slowed it down.
    const late = nextIp();
    expect((await signIn(a, late, 'one more guess')).statusCode).not.toBe(429);
    expect((await signIn(b, late, 'and another')).statusCode).toBe(429);
    // The real user, on another network, signs in (with a solved bot check) on either instance.
    for (const app of [a, b]) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        remoteAddress: nextIp(),
        payload: { email: user.email, password: PASSWORD, rememberMe: false, botToken: await botToken(app.app) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('guide access codes: guessing from many clients never locks out the right code, whichever instance answers', async () => {
    const { slug } = await createGuide(a);
    const get = (app: TestApp, code: string, ip = nextIp()) =>
      app.app.inject({
        method: 'GET',
        url: `/api/guide/${slug}`,
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER, 'x-guide-code': code },
      });
    for (let i = 0; i < 30; i++) expect((await get(i % 2 ? a : b, String(1000 + i))).statusCode).toBe(403);
    expect((await get(a, ACCESS_CODE)).statusCode).toBe(200);
    expect((await get(b, ACCESS_CODE)).statusCode).toBe(200);
  });

  it('guide access codes: wrong codes from one client', async () => {
    const { slug } = await createGuide(a);
    const ip = nextIp();
    await expectTripsAt(
      GUIDE_LIMITS.wrongCodesPerWindow,
      (app, i) =>
        app.app.inject({
          method: 'GET',
          url: `/api/guide/${slug}`,
          remoteAddress: ip,
          headers: { 'user-agent': BROWSER, 'x-guide-code': String(1000 + i) },
        }),
      'guest.errors.tooManyCodes',
    );
    // The right code is refused too while the client is locked out.
    expect(
      (
        await a.app.inject({
          method: 'GET',
          url: `/api/guide/${slug}`,
          remoteAddress: ip,
          headers: { 'user-agent': BROWSER, 'x-guide-code': ACCESS_CODE },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('the concierge: questions from one client', async () => {
    const { slug } = await createGuide(a);
    const ip = nextIp();
    await expectTripsAt(
      3,
      (app) =>
        app.app.inject({
          method: 'POST',
          url: `/api/guide/${slug}/ask`,
          remoteAddress: ip,
          payload: { question: 'Where can I park?' },
        }),
      ERROR_KEYS.rateLimited,
    );
  });

  it('guest events: event posts from one client', async () => {
    const { slug } = await createGuide(a);
    const ip = nextIp();
    await expectTripsAt(
      GUIDE_LIMITS.eventRequestsPerWindow,
      (app) =>
        app.app.inject({
          method: 'POST',
          url: `/api/guide/${slug}/events`,
          remoteAddress: ip,
          headers: { 'user-agent': BROWSER },
          payload: { events: [{ type: 'open' }] },
        }),
      ERROR_KEYS.rateLimited,
    );
  });

  it('the public contact form: messages for one address', async () => {
    const reason = (
      (await a.app.inject({ method: 'GET', url: '/api/list/reasontypes' })).json().result as { id: number }[]
    )[0]!.id;
    const email = uniqueEmail('contact');
    const ip = nextIp();
    await expectTripsAt(
      3,
      async (app) =>
        app.app.inject({
          method: 'POST',
          url: '/api/support/contact',
          remoteAddress: ip,
          payload: {
            name: 'Vera Visitor',
            email,
            reasonTypeId: reason,
            subject: 'A question',
            body: 'Do you support Vrbo?',
            locale: 'en',
            botToken: await botToken(app.app),
          },
        }),
      ERROR_KEYS.rateLimited,
    );
  });

  describe('uploads: every upload call, per user', () => {
    let host: TestHost;
    let propertyId: number;

    beforeAll(async () => {
      host = await createHost(a);
      propertyId = (await a.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
        .result.propertyId as number;
    });

    /** A request each upload route accepts as far as its limit (the handler may still refuse it: no file, unknown id). */
    const requestFor = (route: string, who: TestHost) => {
      const [method, path] = route.split(' ') as ['POST', string];
      const url = path
        .replace(':mediaSourceId', '1')
        .replace(':propertyId', String(propertyId))
        .replace(':deviceId', '999999')
        .replace(':ticketId', '999999');
      const payload = path.includes('/stock/')
        ? { url: 'https://evil.example.com/a.jpeg' }
        : path.includes('/stays/import/')
          ? { csv: 'name,checkin,checkout\n' }
          : undefined;
      return { method, url, headers: who.headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) };
    };

    it('lists only routes that exist', () => {
      for (const route of UPLOAD_ROUTES) {
        const [method, url] = route.split(' ') as ['POST', string];
        expect(a.app.hasRoute({ method, url }), route).toBe(true);
      }
    });

    it.each(UPLOAD_ROUTES)('%s', async (route) => {
      // A fresh host per route: the limit counts every upload of a user, on every route together.
      const who = await createHost(a);
      await expectTripsAt(2, (app) => app.app.inject(requestFor(route, who)), ERROR_KEYS.tooManyUploads);
    });

    it('counts every upload route of one user together, and nobody else', async () => {
      const first = requestFor(UPLOAD_ROUTES[0]!, host);
      const second = requestFor(UPLOAD_ROUTES[2]!, host);
      expect((await a.app.inject(first)).statusCode).not.toBe(429);
      expect((await b.app.inject(second)).statusCode).not.toBe(429);
      expect((await a.app.inject(second)).statusCode).toBe(429);
      const other = await createHost(b);
      expect((await b.app.inject(requestFor(UPLOAD_ROUTES[2]!, other))).statusCode).not.toBe(429);
    });
  });
});
