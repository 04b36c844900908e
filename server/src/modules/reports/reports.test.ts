import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from '@common/contracts/reports';
import {
  aiQuestions,
  guestMessages,
  guideEventCounts,
  guideEventMonths,
  properties,
  propertyCoHosts,
  stays,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { localDate } from '../../lib/zoned-time';
import { createGuide, type GuideFixture } from '../guide/guide.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { csvField } from './reports.csv';
import { monthSplit } from './reports.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const get = (host: TestHost | null, url: string) => t.app.inject({ method: 'GET', url, headers: host?.headers ?? {} });
const report = async (host: TestHost, query: string): Promise<Report> => {
  const res = await get(host, `/api/reports?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Report;
};

type Counts = [day: string, type: string, sectionId: string, count: number][];
const addEvents = (propertyId: number, counts: Counts) =>
  t.database.db
    .insert(guideEventCounts)
    .values(counts.map(([day, eventType, sectionId, count]) => ({ propertyId, day, eventType, sectionId, count })));
const ask = (propertyId: number, question: string, answered: boolean, at: string) =>
  t.database.db
    .insert(aiQuestions)
    .values({ propertyId, question, answered, locale: 'en', mode: 'test', createDate: new Date(at) })
    .returning()
    .then((rows) => rows[0]!);
const addStay = (propertyId: number, checkInDate: string, firstOpenedAt: string | null) =>
  t.database.db.insert(stays).values({
    propertyId,
    guestName: 'Guest',
    checkInDate,
    checkOutDate: '2026-03-20',
    firstOpenedAt: firstOpenedAt ? new Date(firstOpenedAt) : null,
  });
const addMessage = (propertyId: number, channel: string, status: string, dueAt: string, sentAt: string | null) =>
  t.database.db.insert(guestMessages).values({
    propertyId,
    guestName: 'Guest',
    channel,
    status,
    dueAt: new Date(dueAt),
    sentAt: sentAt ? new Date(sentAt) : null,
  });

/**
 * The fixture: host H with A (Madrid, UTC+1 in early March) and B (New York, UTC-5), co-host of C;
 * D belongs to someone else. Every figure the tests expect follows from these rows by hand.
 */
interface Fixture {
  host: TestHost;
  stranger: TestHost;
  a: GuideFixture;
  b: GuideFixture;
  c: GuideFixture;
  d: GuideFixture;
  s1: string;
  s2: string;
  pharmacyLatestId: string;
}
let f: Fixture;

beforeAll(async () => {
  const host = await createHost(t);
  const stranger = await createHost(t);
  const a = await createGuide(t, {}, host);
  const b = await createGuide(t, {}, host);
  const c = await createGuide(t, {}, stranger);
  const d = await createGuide(t, {}, stranger);
  await t.database.db.update(properties).set({ name: 'Casa A' }).where(eq(properties.id, a.property.propertyId));
  await t.database.db
    .update(properties)
    .set({ name: 'Flat B', timeZone: 'America/New_York' })
    .where(eq(properties.id, b.property.propertyId));
  await t.database.db.update(properties).set({ name: 'Cabin C' }).where(eq(properties.id, c.property.propertyId));
  await t.database.db.insert(propertyCoHosts).values({ propertyId: c.property.propertyId, userId: host.userId });
  const s1 = a.property.guide.sections[0]!.sectionId;
  const s2 = a.property.guide.sections[2]!.sectionId;
  const bs1 = b.property.guide.sections[3]!.sectionId;

  await addEvents(a.property.propertyId, [
    ['2026-02-28', 'open', 'en', 100],
    ['2026-03-01', 'open', 'en', 5],
    ['2026-03-01', 'open', 'es', 2],
    ['2026-03-01', 'visit', '', 4],
    ['2026-03-01', 'section_view', s1, 7],
    ['2026-03-01', 'section_view', s2, 3],
    ['2026-03-01', 'copy_wifi', '', 2],
    ['2026-03-01', 'search', '', 3],
    ['2026-03-01', 'search_empty', '', 1],
    ['2026-03-01', 'call', '', 1],
    ['2026-03-02', 'open', '', 1],
    ['2026-03-02', 'visit', '', 1],
  ]);
  await addEvents(b.property.propertyId, [
    ['2026-03-02', 'open', 'es', 4],
    ['2026-03-02', 'visit', '', 2],
    ['2026-03-02', 'section_view', bs1, 9],
    ['2026-03-02', 'copy_wifi', '', 1],
  ]);
  await addEvents(c.property.propertyId, [
    ['2026-03-03', 'open', 'en', 10],
    ['2026-03-03', 'visit', '', 6],
  ]);
  await addEvents(d.property.propertyId, [['2026-03-01', 'open', 'en', 50]]);

  await ask(a.property.propertyId, 'Where is the nearest pharmacy?', false, '2026-03-01T10:00:00Z');
  // 23:30 UTC is 00:30 on the 3rd in Madrid.
  const pharmacyLatest = await ask(
    a.property.propertyId,
    '  where is the  nearest PHARMACY? ',
    false,
    '2026-03-02T23:30:00Z',
  );
  await ask(a.property.propertyId, 'What time is check-out?', true, '2026-03-01T12:00:00Z');
  // The 28th in UTC, the 1st in Madrid.
  await ask(a.property.propertyId, 'Can I bring a dog?', false, '2026-02-28T23:30:00Z');
  // The 4th in UTC, the 3rd in New York.
  await ask(b.property.propertyId, 'Is there a crib?', true, '2026-03-04T03:00:00Z');
  await ask(d.property.propertyId, 'Not yours', false, '2026-03-01T10:00:00Z');

  await addStay(a.property.propertyId, '2026-03-02', '2026-03-01T20:00:00Z');
  // Opened 00:30 on the 4th in Madrid: after a check-in on the 3rd.
  await addStay(a.property.propertyId, '2026-03-03', '2026-03-03T23:30:00Z');
  await addStay(a.property.propertyId, '2026-03-02', null);
  await addStay(a.property.propertyId, '2026-03-10', '2026-03-01T08:00:00Z');
  await addStay(d.property.propertyId, '2026-03-02', null);

  await addMessage(a.property.propertyId, 'email', 'sent', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
  await addMessage(a.property.propertyId, 'email', 'failed', '2026-03-02T10:00:00Z', null);
  await addMessage(a.property.propertyId, 'email', 'sent', '2026-02-20T10:00:00Z', '2026-02-20T10:00:00Z');
  await addMessage(a.property.propertyId, 'email', 'scheduled', '2026-03-02T10:00:00Z', null);
  await addMessage(b.property.propertyId, 'sms', 'sent', '2026-03-03T12:00:00Z', '2026-03-03T12:00:00Z');
  await addMessage(d.property.propertyId, 'sms', 'failed', '2026-03-02T12:00:00Z', null);

  f = { host, stranger, a, b, c, d, s1, s2, pharmacyLatestId: pharmacyLatest.id };
});

const PERIOD = 'from=2026-03-01&to=2026-03-03';

describe('GET /reports', () => {
  it('requires a signed-in host', async () => {
    expect((await get(null, `/api/reports?${PERIOD}`)).statusCode).toBe(401);
    expect((await get(null, `/api/reports/csv/opens?${PERIOD}`)).statusCode).toBe(401);
  });

  it("adds up all the host's own and co-hosted properties, exactly, and nobody else's", async () => {
    const r = await report(f.host, PERIOD);
    expect(r.totals).toEqual({ opens: 22, uniqueOpens: 13 });
    expect(r.days).toEqual([
      { day: '2026-03-01', opens: 7, uniqueOpens: 4, questions: 3, declined: 2 },
      { day: '2026-03-02', opens: 5, uniqueOpens: 3, questions: 0, declined: 0 },
      { day: '2026-03-03', opens: 10, uniqueOpens: 6, questions: 2, declined: 1 },
    ]);
    expect(r.languages).toEqual([
      { locale: 'en', opens: 15 },
      { locale: 'es', opens: 6 },
      { locale: '', opens: 1 },
    ]);
    expect(r.sections.map((s) => [s.propertyName, s.sectionId, s.views])).toEqual([
      ['Flat B', f.b.property.guide.sections[3]!.sectionId, 9],
      ['Casa A', f.s1, 7],
      ['Casa A', f.s2, 3],
    ]);
    expect(r.sections[1]!.title).toBe('Welcome to Casa Sol');
    expect(r.actions).toEqual({
      wifiCopies: 3,
      calls: 1,
      directions: 0,
      searches: 3,
      searchesNoResult: 1,
      prints: 0,
      installs: 0,
    });
    expect(r.questions).toEqual({ asked: 5, answered: 2, declined: 3 });
    expect(r.declined.map((d) => [d.propertyId, d.question, d.count])).toEqual([
      [f.a.property.propertyId, '  where is the  nearest PHARMACY? ', 2],
      [f.a.property.propertyId, 'Can I bring a dog?', 1],
    ]);
    expect(r.declined[0]!.questionId).toBe(f.pharmacyLatestId);
    expect(r.declined[0]!.lastAskedAt).toBe('2026-03-02T23:30:00.000Z');
    expect(r.stays).toEqual({ arrivals: 3, openedBeforeArrival: 1, notOpened: 2 });
    expect(r.messages).toEqual([
      { channel: 'email', sent: 1, failed: 1 },
      { channel: 'sms', sent: 1, failed: 0 },
    ]);
    expect(
      r.properties.map((p) => [
        p.name,
        p.timeZone,
        p.opens,
        p.uniqueOpens,
        p.questions,
        p.declined,
        p.messagesSent,
        p.messagesFailed,
      ]),
    ).toEqual([
      ['Casa A', 'Europe/Madrid', 8, 5, 4, 3, 1, 1],
      ['Flat B', 'America/New_York', 4, 2, 1, 0, 1, 0],
      ['Cabin C', 'Europe/Madrid', 10, 6, 0, 0, 0, 0],
    ]);
  });

  it('puts questions and messages on the days of the tz asked for', async () => {
    const r = await report(f.host, `${PERIOD}&tz=UTC`);
    expect(r.timeZone).toBe('UTC');
    expect(r.questions).toEqual({ asked: 3, answered: 1, declined: 2 });
    expect(r.days.map((d) => [d.day, d.questions, d.declined])).toEqual([
      ['2026-03-01', 2, 1],
      ['2026-03-02', 1, 1],
      ['2026-03-03', 0, 0],
    ]);
    // Guide events keep the property's days whatever the tz.
    expect(r.totals.opens).toBe(22);
  });

  it('reports one property alone, a co-hosted one included', async () => {
    const a = await report(f.host, `${PERIOD}&propertyId=${f.a.property.propertyId}`);
    expect(a.propertyId).toBe(f.a.property.propertyId);
    expect(a.totals).toEqual({ opens: 8, uniqueOpens: 5 });
    expect(a.questions).toEqual({ asked: 4, answered: 1, declined: 3 });
    expect(a.properties).toHaveLength(1);
    const c = await report(f.host, `${PERIOD}&propertyId=${f.c.property.propertyId}`);
    expect(c.totals).toEqual({ opens: 10, uniqueOpens: 6 });
  });

  it("answers 404 for another host's property or one that does not exist, as JSON and as CSV", async () => {
    expect((await get(f.host, `/api/reports?${PERIOD}&propertyId=${f.d.property.propertyId}`)).statusCode).toBe(404);
    expect((await get(f.host, `/api/reports?${PERIOD}&propertyId=2000000000`)).statusCode).toBe(404);
    expect(
      (await get(f.host, `/api/reports/csv/opens?${PERIOD}&propertyId=${f.d.property.propertyId}`)).statusCode,
    ).toBe(404);
    // The owner of D sees their own figures only (C is theirs too, B is not).
    const own = await report(f.stranger, PERIOD);
    expect(own.totals.opens).toBe(60);
    expect(own.properties.map((p) => p.propertyId).sort()).toEqual(
      [f.c.property.propertyId, f.d.property.propertyId].sort(),
    );
  });

  it('rejects bad input naming the field', async () => {
    const field = async (query: string) => {
      const res = await get(f.host, `/api/reports?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json().errors[0].field as string;
    };
    expect(await field('from=2026-03-05&to=2026-03-01')).toMatch(/to/);
    expect(await field('from=2025-01-01&to=2026-01-02')).toMatch(/to/);
    expect(await field('from=2026-02-30&to=2026-03-01')).toMatch(/from/);
    expect(await field('to=yesterday')).toMatch(/to/);
    expect(await field('tz=Mars/Olympus')).toMatch(/tz/);
    expect(await field('propertyId=abc')).toMatch(/propertyId/);
    expect(await field('days=0')).toMatch(/days/);
    expect(await field('days=367')).toMatch(/days/);
    expect((await get(f.host, `/api/reports/csv/everything?${PERIOD}`)).statusCode).toBe(400);
    // 366 days, both ends included, is allowed.
    expect((await get(f.host, '/api/reports?from=2025-01-02&to=2026-01-02')).statusCode).toBe(200);
  });

  it('defaults to the last 30 days', async () => {
    const r = await report(f.host, '');
    expect(r.days).toHaveLength(30);
    expect(r.to).toBe(localDate('Europe/Madrid'));
  });

  it("ends the default period on the property's local today, not UTC's (fixed clock)", async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const pid = g.property.propertyId;
    await t.database.db.update(properties).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(properties.id, pid));
    // 11:00 UTC on 10 March is 01:00 on the 11th in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T11:00:00Z') });
    try {
      const opened = await t.app.inject({
        method: 'POST',
        url: `/api/guide/${g.slug}/events`,
        payload: { events: [{ type: 'open', locale: 'en' }] },
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.9.9.10',
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const r = await report(host, '');
      expect(r.to).toBe('2026-03-11');
      expect(r.from).toBe('2026-02-10');
      expect(r.totals.opens).toBe(1);
      expect(r.days.at(-1)).toMatchObject({ day: '2026-03-11', opens: 1 });
      // "The last 7 days" as the reports page asks for it: ends on the same local today.
      const week = await report(host, 'days=7');
      expect([week.from, week.to, week.totals.opens]).toEqual(['2026-03-05', '2026-03-11', 1]);
      expect(week.days).toHaveLength(7);

      // Several zones: the period ends on the latest local today, so no property's today is cut off.
      const other = await createGuide(t, {}, host);
      await t.database.db
        .update(properties)
        .set({ timeZone: 'America/New_York' })
        .where(eq(properties.id, other.property.propertyId));
      const both = await report(host, '');
      expect(both.to).toBe('2026-03-11');
      expect(both.totals.opens).toBe(1);
      const ny = await report(host, `propertyId=${other.property.propertyId}`);
      expect(ny.to).toBe('2026-03-10');
      // A tz asked for decides the day.
      expect((await report(host, 'tz=UTC')).to).toBe('2026-03-10');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /reports/csv/{table}', () => {
  it('answers each table as UTF-8 CSV with a BOM and a header row', async () => {
    const res = await get(f.host, `/api/reports/csv/opens?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-opens-all-2026-03-01-2026-03-03.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFday,opens,unique_opens,questions,declined\r\n2026-03-01,7,4,3,2\r\n2026-03-02,5,3,0,0\r\n2026-03-03,10,6,2,1\r\n',
    );
    const props = await get(f.host, `/api/reports/csv/properties?${PERIOD}&propertyId=${f.b.property.propertyId}`);
    expect(props.body).toBe(
      '\uFEFFproperty_id,property,time_zone,opens,unique_opens,questions,declined,messages_sent,messages_failed\r\n' +
        `${f.b.property.propertyId},Flat B,America/New_York,4,2,1,0,1,0\r\n`,
    );
    for (const table of ['languages', 'sections', 'actions', 'questions', 'declined', 'stays', 'messages']) {
      const one = await get(f.host, `/api/reports/csv/${table}?${PERIOD}`);
      expect(one.statusCode, table).toBe(200);
      expect(one.body.split('\r\n').length, table).toBeGreaterThan(2);
    }
    expect((await get(f.host, `/api/reports/csv/stays?${PERIOD}`)).body).toBe(
      '\uFEFFarrivals,opened_before_arrival,not_opened\r\n3,1,2\r\n',
    );
  });

  it('escapes what guests typed: quotes, commas, line breaks, accents and formulas', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    await ask(g.property.propertyId, '¿Dónde está "la playa", por favor?', false, '2026-03-01T10:00:00Z');
    await ask(g.property.propertyId, '=HYPERLINK("http://evil.example")', false, '2026-03-01T11:00:00Z');
    await ask(g.property.propertyId, 'two\nlines', false, '2026-03-01T12:00:00Z');
    const res = await get(host, `/api/reports/csv/declined?${PERIOD}`);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('property_id,property,question,times_asked,last_asked_at');
    expect(res.body).toContain(`${g.property.propertyId},Casa Sol,"two\nlines",1,2026-03-01T12:00:00.000Z`);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"")",1,`);
    expect(res.body).toContain(',"¿Dónde está ""la playa"", por favor?",1,');
  });

  it('quotes fields by RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(' edge')).toBe('" edge"');
    expect(csvField('-1 star')).toBe("'-1 star");
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
});

describe('guest events in the report', () => {
  it('counts what the guest script sends: opens by language, first opens of the day, searches with no result', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const post = (events: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guide/${g.slug}/events`,
        payload: { events },
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.9.9.9',
      });
    expect(
      (
        await post([{ type: 'open', locale: 'es' }, { type: 'visit' }, { type: 'search' }, { type: 'search_empty' }])
      ).json().result,
    ).toEqual({ accepted: 4 });
    expect(
      (await post([{ type: 'open', locale: 'es' }, { type: 'open', locale: 'en' }, { type: 'open' }])).json().result,
    ).toEqual({ accepted: 3 });
    const today = localDate('Europe/Madrid');
    const r = await report(host, `from=${today}&to=${today}`);
    expect(r.totals).toEqual({ opens: 4, uniqueOpens: 1 });
    expect(r.languages).toEqual([
      { locale: 'es', opens: 2 },
      { locale: '', opens: 1 },
      { locale: 'en', opens: 1 },
    ]);
    expect(r.actions.searches).toBe(1);
    expect(r.actions.searchesNoResult).toBe(1);
    // The whole month is read from the monthly sums, which the trigger kept through both upserts.
    const month = today.slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const whole = await report(host, `from=${month}-01&to=${last}`);
    expect(whole.properties[0]!.opens).toBe(4);
    expect(whole.languages).toEqual(r.languages);
    expect(whole.actions).toEqual(r.actions);
  });
});

describe('long periods: whole months from the monthly sums, the ends from the days', () => {
  it('cuts a period into whole months and the days at either end', () => {
    expect(monthSplit('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(monthSplit('2026-02-01', '2026-02-28')).toEqual({ months: ['2026-02-01', '2026-02-01'], days: [] });
    expect(monthSplit('2024-02-01', '2024-02-28')).toEqual({ months: null, days: [['2024-02-01', '2024-02-28']] });
    expect(monthSplit('2026-03-05', '2026-03-20')).toEqual({ months: null, days: [['2026-03-05', '2026-03-20']] });
    expect(monthSplit('2025-12-31', '2026-02-01')).toEqual({
      months: ['2026-01-01', '2026-01-01'],
      days: [
        ['2025-12-31', '2025-12-31'],
        ['2026-02-01', '2026-02-01'],
      ],
    });
  });

  it('adds the same figures whichever way a period is cut', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const id = g.property.propertyId;
    const section = g.property.guide.sections[0]!.sectionId;
    await addEvents(id, [
      ['2026-01-14', 'open', 'en', 1000],
      ['2026-01-15', 'open', 'en', 1],
      ['2026-01-31', 'section_view', section, 2],
      ['2026-02-01', 'open', 'es', 10],
      ['2026-02-28', 'copy_wifi', '', 3],
      ['2026-03-15', 'open', 'en', 20],
      ['2026-03-15', 'section_view', section, 5],
      ['2026-04-10', 'open', '', 100],
      ['2026-04-11', 'open', 'en', 1000],
    ]);
    // An upsert and a delete reach the monthly sums too.
    await addEvents(id, [['2026-03-16', 'open', 'en', 7]]);
    await t.database.db
      .insert(guideEventCounts)
      .values({ propertyId: id, day: '2026-03-16', eventType: 'open', sectionId: 'en', count: 3 })
      .onConflictDoUpdate({
        target: [
          guideEventCounts.propertyId,
          guideEventCounts.day,
          guideEventCounts.eventType,
          guideEventCounts.sectionId,
        ],
        set: { count: sql`${guideEventCounts.count} + excluded.count` },
      });
    await t.database.db
      .delete(guideEventCounts)
      .where(and(eq(guideEventCounts.propertyId, id), eq(guideEventCounts.day, '2026-03-16')));
    const r = await report(host, 'from=2026-01-15&to=2026-04-10');
    expect(r.totals.opens).toBe(131);
    expect(r.properties[0]!.opens).toBe(131);
    expect(r.languages).toEqual([
      { locale: '', opens: 100 },
      { locale: 'en', opens: 21 },
      { locale: 'es', opens: 10 },
    ]);
    expect(r.sections.map((s) => s.views)).toEqual([7]);
    expect(r.actions.wifiCopies).toBe(3);
    const months = await t.database.db.select().from(guideEventMonths).where(eq(guideEventMonths.propertyId, id));
    expect(months.find((m) => m.month === '2026-03-01' && m.eventType === 'open')!.count).toBe(20);
  });
});
