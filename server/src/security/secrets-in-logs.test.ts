import type { Stay } from '@common/contracts/stays';
import type { MessageTemplate } from '@common/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLoggerOptions } from '../app';
import { addDays } from '../lib/zoned-time';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, createUser, issueToken } from '../modules/auth/accounts.fixtures';
import { ARRIVAL_SECRET, createGuide, WIFI } from '../modules/guide/guide.fixtures';
import { startSmtpCapture } from '../modules/mail/mail.fixtures';

/**
 * What hosts hand us never reaches a log line, at any level: the flows that touch each secret run
 * against apps whose logger writes every line (trace) into memory, and no line may hold a value.
 * One app keeps mail in the outbox; the other sends through an SMTP server that refuses every
 * recipient, quoting the address back (as real servers do) into the error that gets logged.
 */
const ACCESS_CODE = '80417395';
const GUEST_EMAIL = 'marta.private@guest-mail.test';
const HOST_PASSWORD = 'plum-orchard-sunset-19';
const lines: string[] = [];
const capture = { logger: serverLoggerOptions('trace', { write: (line) => void lines.push(line) }) };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let outbox: TestApp;
let refused: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture({ rejectRecipients: true });
  const env = { ...ACCOUNTS_TEST_ENV, LOG_LEVEL: 'trace', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' };
  outbox = await buildTestApp(env, database, capture);
  refused = await buildTestApp({ ...env, SMTP_URL: smtp.url }, database, capture);
});
afterAll(async () => {
  await outbox?.close();
  await refused?.close();
  await database?.close();
  await smtp?.close();
});

/** Sends a host's message whose subject and text carry the Wi-Fi password and the stay link. */
async function messageTheGuest(t: TestApp, guide: Awaited<ReturnType<typeof createGuide>>): Promise<Stay> {
  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: guide.host.headers, ...(payload ? { payload } : {}) });
  const today = new Date().toISOString().slice(0, 10);
  const stay = (
    await call('POST', '/api/stays', {
      propertyId: guide.property.propertyId,
      guestName: 'Marta Ruiz',
      email: GUEST_EMAIL,
      locale: 'en',
      checkInDate: today,
      checkOutDate: addDays(today, 2),
    })
  ).json().result as Stay;
  const template = (
    await call('POST', '/api/messages/templates', {
      name: 'Wi-Fi',
      subject: { en: 'Wi-Fi password {wifiPassword}', es: 'Wifi {wifiPassword}' },
      body: { en: 'Your guide: {guideLink} - Wi-Fi {wifiPassword}', es: 'Tu guía: {guideLink}' },
    })
  ).json().result as MessageTemplate;
  const sent = await call('POST', '/api/messages/send', {
    stayId: stay.stayId,
    templateId: template.templateId,
    channel: 'email',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.app.mailer.flush();
  return stay;
}

describe('secrets never reach the log', () => {
  it('logs no Wi-Fi password, door code, access code, stay token, guest e-mail or password at trace level', async () => {
    const secrets: string[] = [WIFI.password, ARRIVAL_SECRET, ACCESS_CODE, GUEST_EMAIL, HOST_PASSWORD];
    for (const t of [outbox, refused]) {
      const guide = await createGuide(t, { accessCode: ACCESS_CODE });
      const stay = await messageTheGuest(t, guide);
      const token = new URL(stay.link.url).searchParams.get('s')!;
      expect(token.length).toBeGreaterThan(10);
      secrets.push(token, guide.host.email);
      // The guest opens the stay link and unlocks the guide; a guesser tries codes until refused.
      const open = (headers: Record<string, string>, remoteAddress = '203.0.113.10') =>
        t.app.inject({ method: 'GET', url: `/api/guide/${guide.slug}?s=${token}`, headers, remoteAddress });
      expect((await open({ 'x-stay-token': token })).statusCode).toBe(200);
      expect((await open({ 'x-guide-code': ACCESS_CODE })).statusCode).toBe(200);
      for (let i = 0; i < 12; i++) await open({ 'x-guide-code': String(10_000_000 + i) }, `198.51.100.${i}`);
      // Sign-in: a wrong password until the account limit answers 429, then the right one.
      const user = await createUser(t, { password: HOST_PASSWORD });
      secrets.push(user.email);
      for (let i = 0; i < 4; i++) await issueToken(t.app, user.email, `${HOST_PASSWORD}-wrong`);
      await issueToken(t.app, user.email, HOST_PASSWORD);
    }
    const all = lines.join('');
    // The flows did log: requests, the mails (sent and refused), the guessing.
    expect(all).toContain('mail kept in the outbox');
    expect(all).toContain('a guest message could not be sent');
    expect(all).toContain('Recipient address rejected');
    expect(all).toContain('"url":"/api/guide/');
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    expect(all).not.toContain(`${HOST_PASSWORD}-wrong`);
    // The guest's address in any spelling a server may quote back.
    expect(all.toLowerCase()).not.toContain('marta.private');
  });
});
