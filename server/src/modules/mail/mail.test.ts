import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken, linkIn, outboxFor, PASSWORD, uniqueEmail } from '../auth/accounts.fixtures';
import { startSmtpCapture } from './mail.fixtures';
import { MailRepository } from './mail.repository';
import { Mailer } from './mail.service';
import { renderMail } from './mail.templates';

const signup = async (t: TestApp, email: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { firstName: 'Ana', lastName: 'Host', email, password: PASSWORD, locale, botToken: await botToken(t.app) },
  });

describe('mail templates', () => {
  it('render in English and Spanish, escaping the HTML', () => {
    const en = renderMail({ kind: 'reset', link: 'https://x.test/login/reset?email=a%40b.c&code=abc' }, 'en', '<Ana>');
    expect(en.subject).toBe('Reset your Guidebook password');
    expect(en.text).toContain('Hello <Ana>,');
    expect(en.html).toContain('Hello &lt;Ana&gt;,');
    expect(en.html).toContain('href="https://x.test/login/reset?email=a%40b.c&amp;code=abc"');
    const es = renderMail({ kind: 'changeCode', code: '12345678' }, 'es', 'Ana');
    expect(es.subject).toBe('Tu código para cambiar la contraseña de Guidebook');
    expect(es.text).toContain('Hola, Ana:');
    expect(es.text).toContain('12345678');
  });
});

describe('mail without SMTP_URL: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(ACCOUNTS_TEST_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the mail in the outbox and logs a line without the address or the code', async () => {
    const lines: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      error: (...args: unknown[]) => lines.push(args),
    } as unknown as FastifyBaseLogger;
    const mailer = new Mailer(null, new MailRepository(t.database.db), 'Guidebook <no-reply@guidebook.local>', log);
    const email = uniqueEmail('outbox');
    await mailer.send({ to: email, locale: 'en', name: 'Ana', template: { kind: 'changeCode', code: '87654321' } });
    const [mail] = await outboxFor(t, email);
    expect(mail!.text).toContain('87654321');
    const logged = JSON.stringify(lines);
    expect(logged).toContain('mail kept in the outbox');
    expect(logged).not.toContain('Your code to change');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('87654321');
  });

  it('serves the outbox page with clickable links, so a new user can confirm their account', async () => {
    const email = uniqueEmail('page');
    await signup(t, email);
    await t.app.mailer.flush();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Confirm your Guidebook account');
    expect(res.body).toMatch(/<a href="http:\/\/guidebook\.test\/login\/confirm\?email=[^"]+&amp;code=[^"]+">/);
  });

  it('answers the outbox page only to this machine: not to another address, nor through a proxy', async () => {
    const email = uniqueEmail('remote');
    await signup(t, email);
    await t.app.mailer.flush();
    for (const request of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.4' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(404);
      expect(res.body).not.toContain('Confirm your Guidebook account');
      expect(res.json().errors[0].description).toBe('errors.routeNotFound');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('has no outbox page when DEV_OUTBOX is false', async () => {
    const t = await buildTestApp({ ...ACCOUNTS_TEST_ENV, DEV_OUTBOX: 'false' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('mail with SMTP_URL: delivery to an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({
      ...ACCOUNTS_TEST_ENV,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Guidebook <hello@guidebook.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers the confirmation mail in the user's language, and keeps nothing in the outbox", async () => {
    const email = uniqueEmail('smtp');
    expect((await signup(t, email, 'es')).statusCode).toBe(200);
    await t.app.mailer.flush();
    const mail = smtp.delivered.find((d) => d.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@guidebook.test');
    expect(mail!.data).toMatch(
      /^Subject: =\?UTF-8\?Q\?Confirma_tu_cuenta_de_Guidebook\?=|^Subject: Confirma tu cuenta de Guidebook/m,
    );
    const text = mail!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(linkIn(text.slice(text.indexOf('http://guidebook.test/es/login/confirm'))).pathname).toBe(
      '/es/login/confirm',
    );
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('has no outbox page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('answers the caller even when the mail server refuses (the failure is logged)', async () => {
    const down = await buildTestApp({ ...ACCOUNTS_TEST_ENV, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect((await signup(down, uniqueEmail('down'))).statusCode).toBe(200);
      await down.app.mailer.flush();
    } finally {
      await down.close();
    }
  });
});
