import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestHandoff, InboxQuestion, InboxSummary } from '@common/contracts/inbox';
import type { Stay } from '@common/contracts/stays';
import { mailOutbox } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { outboxFor } from '../auth/accounts.fixtures';
import { ACCESS_CODE, createGuide, type GuideFixture } from '../guide/guide.fixtures';
import { PropertyRepository } from '../property/property.repository';
import { createHost, type TestHost } from '../property/property.fixtures';
import { guestContact } from './inbox.service';

let t: TestApp;
let guide: GuideFixture;
let stay: Stay;
let ip = 0;
/** A fresh client address per call, so the per-client limit is tested only where it is meant to be. */
const nextIp = () => `203.0.113.${++ip}`;
const GUEST_KEY = 'k'.repeat(12) + '0123456789abcdef';
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ DEV_OUTBOX: 'true' });
  const owner = await createHost(t, { firstName: 'Lucía', locale: 'es' });
  guide = await createGuide(t, {}, owner);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stays',
    headers: guide.host.headers,
    payload: {
      propertyId: guide.property.propertyId,
      guestName: 'Marta Ruiz',
      email: 'marta@example.com',
      locale: 'en',
      checkInDate: addDays(today(), 10),
      checkOutDate: addDays(today(), 12),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  stay = res.json().result as Stay;
});
afterAll(async () => {
  await t?.close();
});

const stayToken = () => new URL(stay.link.url).searchParams.get('s')!;
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guide/${guide.slug}/handoff`,
    payload: { locale: 'en', ...payload },
    headers,
    remoteAddress,
  });
const replies = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guide/${guide.slug}/handoff/replies`,
    payload: { locale: 'en', ...payload },
    headers,
    remoteAddress: nextIp(),
  });
const host = (who: TestHost, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const allMail = async () => {
  await t.app.mailer.flush();
  await t.app.events.drain();
  await t.app.mailer.flush();
  return t.database.db.select().from(mailOutbox);
};

describe('a question sent to the host through a stay link', () => {
  let questionId: string;

  it('lands in the inbox and tells the owner by mail in their language', async () => {
    const res = await send({ question: 'Is there a hairdryer?' }, { 'x-stay-token': stayToken() });
    expect(res.statusCode, res.body).toBe(200);
    questionId = res.json().result.questionId;
    await allMail();
    const [notice] = await outboxFor(t, guide.host.email);
    expect(notice!.subject).toContain('Un huésped ha preguntado');
    expect(notice!.text).toContain('Is there a hairdryer?');
    expect(notice!.text).toContain(`/es/home/inbox?property=${guide.property.propertyId}`);

    const summary = (await host(guide.host, 'GET', '/api/inbox')).json().result as InboxSummary;
    expect(summary.unreadCount).toBe(1);
    const list = (await host(guide.host, 'GET', `/api/inbox/property/${guide.property.propertyId}`)).json()
      .result as InboxQuestion[];
    expect(list[0]).toMatchObject({ question: 'Is there a hairdryer?', guestName: 'Marta Ruiz', read: false });

    // The phone lost the answer and sends again (or the guest tapped twice): the same question, told once.
    const retried = await send({ question: 'Is there a hairdryer?' }, { 'x-stay-token': stayToken() });
    expect(retried.json().result.questionId).toBe(questionId);
    await allMail();
    expect(await outboxFor(t, guide.host.email)).toHaveLength(1);
    const after = (await host(guide.host, 'GET', `/api/inbox/property/${guide.property.propertyId}`)).json()
      .result as InboxQuestion[];
    expect(after.filter((q) => q.question === 'Is there a hairdryer?')).toHaveLength(1);
  });

  it("is another host's 404, a viewer co-host's 403, a manager co-host's to answer", async () => {
    const stranger = await createHost(t);
    const url = `/api/inbox/property/${guide.property.propertyId}`;
    expect((await host(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await host(stranger, 'POST', `${url}/reply`, { questionId, reply: 'No' })).statusCode).toBe(404);
    expect(((await host(stranger, 'GET', '/api/inbox')).json().result as InboxSummary).properties).toEqual([]);
    const viewer = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(guide.property.propertyId, viewer.userId, 'viewer');
    expect((await host(viewer, 'GET', url)).statusCode).toBe(403);
    const manager = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(guide.property.propertyId, manager.userId, 'manager');
    expect((await host(manager, 'GET', url)).statusCode).toBe(200);
    const read = await host(manager, 'POST', `${url}/read`);
    expect((read.json().result as InboxSummary).unreadCount).toBe(0);
  });

  it("mails the answer to the stay's e-mail on record and shows it to the guest", async () => {
    const res = await host(guide.host, 'POST', `/api/inbox/property/${guide.property.propertyId}/reply`, {
      questionId,
      reply: 'Yes, in the bathroom drawer.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await allMail();
    const [mail, ...more] = await outboxFor(t, 'marta@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Your host answered your question about ${guide.property.name}`);
    expect(mail!.text).toContain('Hello Marta Ruiz');
    expect(mail!.text).toContain('Yes, in the bathroom drawer.');
    expect(mail!.text).toContain(`/g/${guide.slug}`);
    expect(mail!.text).not.toContain(stayToken());

    const list = (await host(guide.host, 'GET', `/api/inbox/property/${guide.property.propertyId}`)).json()
      .result as InboxQuestion[];
    expect(list[0]).toMatchObject({ reply: 'Yes, in the bathroom drawer.', replyMailed: true });
    const seen = (await replies({}, { 'x-stay-token': stayToken() })).json().result as GuestHandoff;
    expect(seen.questions[0]).toMatchObject({
      question: 'Is there a hairdryer?',
      reply: 'Yes, in the bathroom drawer.',
    });
    expect(seen.strings.send).toBe('Send this question to your host');
  });
});

describe('an anonymous guest', () => {
  it('needs the code of a locked guide, and a guest-side id to get the answer', async () => {
    expect((await send({ question: 'Towels?', guestKey: GUEST_KEY })).statusCode).toBe(403);
    const noKey = await send({ question: 'Towels?' }, { 'x-guide-code': ACCESS_CODE });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].field).toBe('guestKey');
    const bad = await send({ question: '', guestKey: GUEST_KEY }, { 'x-guide-code': ACCESS_CODE });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('question');
  });

  it('reads the answer with its id; nothing is mailed to an address the visitor typed', async () => {
    const res = await send(
      { question: 'Are towels provided?', guestKey: GUEST_KEY, email: 'typed@example.com' },
      { 'x-guide-code': ACCESS_CODE },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { questionId } = res.json().result as { questionId: string };
    const before = (await allMail()).length;
    await host(guide.host, 'POST', `/api/inbox/property/${guide.property.propertyId}/reply`, {
      questionId,
      reply: 'Yes, two per guest.',
    });
    const after = await allMail();
    expect(after.length).toBe(before);
    expect(after.some((m) => m.toAddress === 'typed@example.com')).toBe(false);

    const mine = (await replies({ guestKey: GUEST_KEY }, { 'x-guide-code': ACCESS_CODE })).json()
      .result as GuestHandoff;
    expect(mine.questions).toEqual([expect.objectContaining({ reply: 'Yes, two per guest.' })]);
    // Another browser's id sees nothing of it.
    const other = (await replies({ guestKey: 'z'.repeat(24) }, { 'x-guide-code': ACCESS_CODE })).json()
      .result as GuestHandoff;
    expect(other.questions).toEqual([]);
  });
});

describe('limits', () => {
  it('lets one client send a few questions, then answers 429; another client still may', async () => {
    const address = '198.51.100.77';
    const headers = { 'x-guide-code': ACCESS_CODE };
    for (let i = 0; i < 5; i++)
      expect((await send({ question: `Question ${i}`, guestKey: GUEST_KEY }, headers, address)).statusCode).toBe(200);
    const limited = await send({ question: 'One more', guestKey: GUEST_KEY }, headers, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send({ question: 'Mine', guestKey: GUEST_KEY }, headers)).statusCode).toBe(200);
  });
});

describe('the host contact', () => {
  it('is validated and saved per account; the phone reaches guests only when the host shares it', async () => {
    const bad = await host(guide.host, 'PUT', '/api/inbox/contact', { phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('phone');
    const saved = await host(guide.host, 'PUT', '/api/inbox/contact', {
      phone: '+34 611 222 333',
      whatsapp: '+34 611 222 333',
      email: 'host@casa.example',
    });
    expect(saved.json().result).toMatchObject({ phone: '+34 611 222 333', showPhone: false });
    expect((await host(guide.host, 'GET', '/api/inbox/contact')).json().result.email).toBe('host@casa.example');

    const account = { phone: '+34 611', whatsapp: '+34 612', email: 'a@x.example', showPhone: false };
    const noCard = { guide: { hostContact: { show: false, phone: '+1 555', email: 'card@x.example' } } };
    expect(guestContact(noCard, account)).toEqual({ phone: null, whatsapp: null, email: 'a@x.example' });
    expect(guestContact(noCard, { ...account, showPhone: true })).toEqual({
      phone: '+34 611',
      whatsapp: '+34 612',
      email: 'a@x.example',
    });
    // The property's own host contact, when its guide shows it, overrides the account's.
    const card = { guide: { hostContact: { ...noCard.guide.hostContact, show: true } } };
    expect(guestContact(card, account)).toEqual({ phone: '+1 555', whatsapp: null, email: 'card@x.example' });
    expect(guestContact({ guide: {} }, null)).toEqual({ phone: null, whatsapp: null, email: null });
  });
});
