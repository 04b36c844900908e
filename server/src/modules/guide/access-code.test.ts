import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_LIMITS } from '@common/contracts/guide';
import { mailOutbox, properties, rateLimitBuckets } from '../../db/schema';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { waitIndexed } from '../concierge/ai.fixtures';
import { ACCESS_CODE, ARRIVAL_SECRET, createGuide, type GuideFixture } from './guide.fixtures';

/** The digits of the fixture guide's key box code (only in its sensitive arrival section). */
const SECRET_DIGITS = ARRIVAL_SECRET.replace(/\D/g, '');

/**
 * Brute force against the guide access code: the per-client limit behind a proxy, the per-client
 * lock growing with each lock, the per-guide slow-down that never shuts the real guest out, the
 * owner's notice and count, and one limit for the guide JSON and the concierge. Two apps on one database, both behind one proxy hop (TRUST_PROXY=1), the second
 * with a per-guide budget too large to matter, to see the per-client limit alone.
 */
let t: TestApp;
let clientOnly: TestApp;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ TRUST_PROXY: '1' }, database);
  clientOnly = await buildTestApp({ TRUST_PROXY: '1', GUIDE_CODE_WRONG_PER_GUIDE: '10000' }, database);
});
afterAll(async () => {
  await t?.close();
  await clientOnly?.close();
  await database?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let clients = 0;
/** A fresh socket address (another machine) per call. */
const nextIp = () => `10.20.${Math.floor(++clients / 250)}.${clients % 250}`;
/** Four-digit codes that are not the guide's (4821) for i < 3000. */
const wrongCode = (i: number) => String(1000 + i);

interface Attempt {
  code?: string;
  ip?: string;
  forwardedFor?: string;
  app?: TestApp;
  question?: string;
}

const getGuide = (slug: string, a: Attempt) =>
  (a.app ?? t).app.inject({
    method: 'GET',
    url: `/api/guide/${slug}`,
    remoteAddress: a.ip ?? nextIp(),
    headers: {
      'user-agent': BROWSER,
      ...(a.code !== undefined ? { 'x-guide-code': a.code } : {}),
      ...(a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {}),
    },
  });

const ask = (slug: string, a: Attempt) =>
  (a.app ?? t).app.inject({
    method: 'POST',
    url: `/api/guide/${slug}/ask`,
    remoteAddress: a.ip ?? nextIp(),
    payload: {
      question: a.question ?? 'What is the key box code?',
      locale: 'en',
      ...(a.code !== undefined ? { accessCode: a.code } : {}),
    },
  });

const expectLocked = (res: Awaited<ReturnType<typeof getGuide>>) => {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json().errors[0]).toMatchObject({
    code: 'rate_limited',
    description: 'guest.errors.tooManyCodes',
    params: { seconds: retryAfter },
  });
  return retryAfter;
};

/** Ends a client's current window on a guide, as if its time had passed (no waiting in tests). */
const endClientWindows = (g: GuideFixture) =>
  t.database.db
    .update(rateLimitBuckets)
    .set({ resetAt: new Date(Date.now() - 1000) })
    .where(like(rateLimitBuckets.key, `guide-code:${g.property.propertyId}:%`));

const outboxFor = async (email: string) => {
  await t.app.mailer.flush();
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
};

describe('guide access code behind a proxy (TRUST_PROXY=1)', () => {
  it('keys the client limit on the address the proxy wrote: 40 guesses rotating the left-most entry do not unlock', async () => {
    const g = await createGuide(clientOnly);
    const proxy = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (
          await getGuide(g.slug, {
            app: clientOnly,
            code: wrongCode(i),
            ip: proxy,
            forwardedFor: `198.51.100.${i + 1}, 203.0.113.7`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, GUIDE_LIMITS.wrongCodesPerWindow)).toEqual(
      Array(GUIDE_LIMITS.wrongCodesPerWindow).fill(403),
    );
    expect(new Set(statuses.slice(GUIDE_LIMITS.wrongCodesPerWindow))).toEqual(new Set([429]));
    // Even the right code waits for that client, whatever it writes on the left.
    expectLocked(
      await getGuide(g.slug, {
        app: clientOnly,
        code: ACCESS_CODE,
        ip: proxy,
        forwardedFor: '192.0.2.200, 203.0.113.7',
      }),
    );
    // Another client behind the same proxy is not affected.
    const other = await getGuide(g.slug, {
      app: clientOnly,
      code: ACCESS_CODE,
      ip: proxy,
      forwardedFor: '198.51.100.1, 203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
    expect(JSON.stringify(other.json().result)).toContain(ARRIVAL_SECRET);
  });
});

describe('slow-down per client and per guide: nobody can lock the real guest out', () => {
  it('locks the guessing client out, with a longer wait each time, while the right code from another machine gets in', async () => {
    const g = await createGuide(clientOnly);
    const guesser = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await getGuide(g.slug, { app: clientOnly, code: wrongCode(i), ip: guesser })).statusCode).toBe(403);
    const first = expectLocked(await getGuide(g.slug, { app: clientOnly, code: ACCESS_CODE, ip: guesser }));
    expect(first).toBeGreaterThan(850);
    expect(first).toBeLessThanOrEqual(900);
    // The real guest, on another network, is not held back by the guesser.
    expect((await getGuide(g.slug, { app: clientOnly, code: ACCESS_CODE })).statusCode).toBe(200);
    // After the wait, ten more wrong codes lock the guesser out for twice as long.
    await endClientWindows(g);
    for (let i = 10; i < 20; i++)
      expect((await getGuide(g.slug, { app: clientOnly, code: wrongCode(i), ip: guesser })).statusCode).toBe(403);
    const second = expectLocked(await getGuide(g.slug, { app: clientOnly, code: wrongCode(20), ip: guesser }));
    expect(second).toBeGreaterThan(1750);
    expect(second).toBeLessThanOrEqual(1800);
  });

  it('under a guessing attack from many machines, gives each new machine fewer tries, yet one try is always compared', async () => {
    const g = await createGuide(t);
    // 40 wrong codes from 40 machines: every one is compared (403), none locks the guide.
    for (let i = 0; i < 40; i++) expect((await getGuide(g.slug, { code: wrongCode(i) })).statusCode).toBe(403);
    // A new machine now has a single try over a longer window: a wrong code, then a wait...
    const attacker = nextIp();
    expect((await getGuide(g.slug, { code: wrongCode(50), ip: attacker })).statusCode).toBe(403);
    const wait = expectLocked(await getGuide(g.slug, { code: wrongCode(51), ip: attacker }));
    expect(wait).toBeGreaterThan(900);
    // ...while the guest with the right code on a fresh machine gets in at the first try, again and again.
    for (let i = 0; i < 3; i++) {
      const guest = await getGuide(g.slug, { code: ACCESS_CODE });
      expect(guest.statusCode).toBe(200);
      expect(JSON.stringify(guest.json().result)).toContain(ARRIVAL_SECRET);
    }
    // The guide without a code is still served to everyone.
    expect((await getGuide(g.slug, {})).statusCode).toBe(200);
  });

  it('shows the owner and a co-host how many wrong codes were tried in the last 24 hours; another host gets a 404', async () => {
    const g = await createGuide(t);
    const attempts = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/property/user/${g.property.propertyId}/code-attempts`, headers });
    expect((await attempts(g.host.headers)).json().result).toEqual({
      propertyId: g.property.propertyId,
      wrongCodes: 0,
    });
    for (let i = 0; i < 4; i++) await getGuide(g.slug, { code: wrongCode(i) });
    await getGuide(g.slug, { code: ACCESS_CODE });
    expect((await attempts(g.host.headers)).json().result.wrongCodes).toBe(4);
    expect((await attempts((await createHost(t)).headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/property/user/${g.property.propertyId}/code-attempts` }))
        .statusCode,
    ).toBe(401);
  });

  it('takes a code the client proved before without counting it, even after the host changed the code', async () => {
    const g = await createGuide(t);
    const guest = nextIp();
    expect((await getGuide(g.slug, { code: ACCESS_CODE, ip: guest })).statusCode).toBe(200);
    // 20 reloads with a stale code (the host changed it) are wrong, but they are no guesses.
    await t.database.db
      .update(properties)
      .set({ accessCode: '975310' })
      .where(eq(properties.id, g.property.propertyId));
    for (let i = 0; i < 20; i++)
      expect((await getGuide(g.slug, { code: ACCESS_CODE, ip: guest })).statusCode).toBe(403);
    expect((await getGuide(g.slug, { code: '975310' })).statusCode).toBe(200);
  });

  it('mails the owner once, in their language, without the code', async () => {
    const owner = await createHost(t, { locale: 'es', firstName: 'Marta' });
    const g = await createGuide(t, {}, owner);
    for (let i = 0; i < 30; i++) expect((await getGuide(g.slug, { code: wrongCode(i) })).statusCode).toBe(403);
    const mails = await outboxFor(owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Alguien intenta adivinar el código de acceso de Casa Sol');
    expect(mail!.text).toContain('Hola, Marta:');
    expect(mail!.text).toContain('10 códigos de acceso incorrectos');
    expect(mail!.text).toContain('los huéspedes con el código correcto siguen entrando');
    expect(mail!.text).toContain(`http://guidebook.test/es/home/guide/property-${g.property.propertyId}`);
    expect(mail!.text + mail!.html + mail!.subject).not.toContain(ACCESS_CODE);
  });

  it('mails an English-speaking owner in English', async () => {
    const owner = await createHost(t, { locale: 'en', firstName: 'Ana' });
    const g = await createGuide(t, {}, owner);
    for (let i = 0; i < 10; i++) await getGuide(g.slug, { code: wrongCode(i) });
    const [mail, ...more] = await outboxFor(owner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Someone is guessing the access code of Casa Sol');
    expect(mail!.text).toContain(`http://guidebook.test/home/guide/property-${g.property.propertyId}`);
    expect(mail!.text).not.toContain(ACCESS_CODE);
  });

  it('holds on either app instance, with no address or code in the table', async () => {
    const g = await createGuide(t);
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await getGuide(g.slug, { app: i % 2 ? t : clientOnly, code: wrongCode(i), ip })).statusCode).toBe(403);
    // The client's count is shared: the other instance refuses its eleventh code.
    expect((await getGuide(g.slug, { app: t, code: ACCESS_CODE, ip })).statusCode).toBe(429);
    expect((await getGuide(g.slug, { app: clientOnly, code: ACCESS_CODE })).statusCode).toBe(200);
    const keys = (
      await t.database.db
        .select({ key: rateLimitBuckets.key })
        .from(rateLimitBuckets)
        .where(like(rateLimitBuckets.key, 'guide-code:%'))
    ).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    // Compared part by part: a 32-hex pseudonym may contain the four digits of the code by chance.
    const parts = keys.flatMap((k) => k.split(':'));
    expect(parts.some((p) => p === ACCESS_CODE || p.includes('10.20.'))).toBe(false);
  });
});
describe('the concierge shares the guide access-code limit', () => {
  it('counts wrong codes sent with questions; a guest with the right code gets the answer during an attack', async () => {
    const g = await createGuide(t);
    await t.app.inject({
      method: 'GET',
      url: `/api/property/index/${g.property.propertyId}/all`,
      headers: g.host.headers,
    });
    await waitIndexed(t, g.property.propertyId);
    for (let i = 0; i < 5; i++) expect((await ask(g.slug, { code: wrongCode(i) })).json().result.needsCode).toBe(true);
    for (let i = 5; i < 30; i++) expect((await getGuide(g.slug, { code: wrongCode(i) })).statusCode).toBe(403);
    const attempts = await t.app.inject({
      method: 'GET',
      url: `/api/property/user/${g.property.propertyId}/code-attempts`,
      headers: g.host.headers,
    });
    expect(attempts.json().result.wrongCodes).toBe(30);
    // A guest on a fresh machine with the right code gets the sensitive answer.
    const open = await ask(g.slug, { code: ACCESS_CODE });
    expect(open.statusCode).toBe(200);
    expect(open.json().result.answer).toContain(SECRET_DIGITS);
  });

  it('shares the per-client limit with the guide JSON', async () => {
    const g = await createGuide(clientOnly);
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await ask(g.slug, { app: clientOnly, code: wrongCode(i), ip })).statusCode).toBe(200);
    for (let i = 5; i < 10; i++)
      expect((await getGuide(g.slug, { app: clientOnly, code: wrongCode(i), ip })).statusCode).toBe(403);
    expect((await ask(g.slug, { app: clientOnly, code: ACCESS_CODE, ip })).statusCode).toBe(429);
    expect((await ask(g.slug, { app: clientOnly, code: ACCESS_CODE })).statusCode).toBe(200);
  });
});
