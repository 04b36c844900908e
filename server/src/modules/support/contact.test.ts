import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken } from '../auth/accounts.fixtures';
import { startSmtpCapture } from '../mail/mail.fixtures';

const SUPPORT = 'team@support.guidebook.test';
let ip = 0;
/** A fresh client address per call site, so the per-client limit of one test does not leak into another. */
const nextIp = () => `198.51.100.${++ip}`;

const form = async (t: TestApp, extra: object = {}) => ({
  name: 'Mallory Spammer',
  email: 'victim@example.com',
  reasonTypeId: (
    (await t.app.inject({ method: 'GET', url: '/api/list/reasontypes' })).json().result as { id: number }[]
  )[0]!.id,
  subject: 'Cheap pills at http://spam.example',
  body: 'Click http://spam.example/now for your prize',
  locale: 'en',
  botToken: await botToken(t.app),
  ...extra,
});
const contact = async (t: TestApp, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/support/contact', payload, remoteAddress, headers });

describe('POST /support/contact: never a relay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...ACCOUNTS_TEST_ENV, SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t?.close();
  });
  const outbox = async (to: string) => {
    await t.app.mailer.flush();
    return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  };

  it("mails the visitor's words only to the team, and the typed address a fixed confirmation without any of them", async () => {
    const email = 'typed.address@example.com';
    const res = await contact(t, await form(t, { email, locale: 'es' }), nextIp());
    expect(res.statusCode, res.body).toBe(200);
    const [toTeam, ...more] = await outbox(SUPPORT);
    expect(more).toHaveLength(0);
    expect(toTeam!.subject).toBe(
      `Contact form, request ${res.json().result.ticketId}: Cheap pills at http://spam.example`,
    );
    expect(toTeam!.text).toContain('Mallory Spammer (typed.address@example.com)');
    expect(toTeam!.text).toContain('Click http://spam.example/now for your prize');

    const toVisitor = await outbox(email);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toBe('Hemos recibido tu mensaje');
    for (const field of [toVisitor[0]!.subject, toVisitor[0]!.text, toVisitor[0]!.html])
      for (const typed of ['Mallory', 'Spammer', 'spam.example', 'Cheap pills', 'prize'])
        expect(field, typed).not.toContain(typed);
    // Every confirmation is the same text, whoever asks for it.
    await contact(t, await form(t, { email: 'other@example.com', name: 'Someone Else', locale: 'es' }), nextIp());
    const [other] = await outbox('other@example.com');
    expect(other!.text).toBe(toVisitor[0]!.text);
  });

  it('limits each client address: a rotated X-Forwarded-For is not another client without TRUST_PROXY', async () => {
    const client = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await contact(t, await form(t, { email: `rotate${i}@example.com` }), client, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await contact(t, await form(t, { email: 'rotate9@example.com' }), client, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox('rotate9@example.com')).toHaveLength(0);
    // Another client is not held back.
    expect((await contact(t, await form(t, { email: 'fresh@example.com' }), nextIp())).statusCode).toBe(200);
  });

  it('limits each typed address, whatever client sends it', async () => {
    for (let i = 0; i < 3; i++)
      expect((await contact(t, await form(t, { email: 'target@example.com' }), nextIp())).statusCode).toBe(200);
    expect((await contact(t, await form(t, { email: 'Target@Example.com' }), nextIp())).statusCode).toBe(429);
    expect(await outbox('target@example.com')).toHaveLength(3);
  });
});

describe('POST /support/contact behind a trusted proxy', () => {
  it('counts each forwarded client separately when TRUST_PROXY names the proxy', async () => {
    const t = await buildTestApp({ ...ACCOUNTS_TEST_ENV, TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (
            await contact(t, await form(t, { email: `a${i}@example.com` }), '127.0.0.1', {
              'x-forwarded-for': '203.0.113.1',
            })
          ).statusCode,
        ).toBe(200);
      expect(
        (
          await contact(t, await form(t, { email: 'a9@example.com' }), '127.0.0.1', {
            'x-forwarded-for': '203.0.113.1',
          })
        ).statusCode,
      ).toBe(429);
      expect(
        (await contact(t, await form(t, { email: 'b@example.com' }), '127.0.0.1', { 'x-forwarded-for': '203.0.113.2' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('POST /support/contact over SMTP', () => {
  it("sends the team's copy with the visitor's address as Reply-To", async () => {
    const smtp = await startSmtpCapture();
    const t = await buildTestApp({ ...ACCOUNTS_TEST_ENV, SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
    try {
      expect((await contact(t, await form(t, { email: 'visitor@example.com' }), nextIp())).statusCode).toBe(200);
      await t.app.mailer.flush();
      const toTeam = smtp.delivered.filter((m) => m.to.includes(SUPPORT));
      expect(toTeam).toHaveLength(1);
      expect(toTeam[0]!.data).toMatch(/^Reply-To: visitor@example\.com\r?$/m);
      const toVisitor = smtp.delivered.filter((m) => m.to.includes('visitor@example.com'));
      expect(toVisitor).toHaveLength(1);
      expect(toVisitor[0]!.data).not.toMatch(/^Reply-To:/m);
      expect(toVisitor[0]!.data).not.toContain('spam.example');
      expect(smtp.delivered.every((m) => m.to.length === 1)).toBe(true);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
