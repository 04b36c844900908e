import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Report } from '@common/contracts/reports';
import { aiQuestions, guestMessages, guideEventCounts, properties, propertyCoHosts, stays } from '../db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { createGuide, type GuideFixture } from '../modules/guide/guide.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';

// Shared setup of the report API tests (modules/reports/reports.*.test.ts).

/** The app of the test file that called useReportsTestApp (files of a worker run one after another). */
export let t: TestApp;

export const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
export const get = (host: TestHost | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: host?.headers ?? {} });
export const report = async (host: TestHost, query: string): Promise<Report> => {
  const res = await get(host, `/api/reports?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Report;
};

type Counts = [day: string, type: string, sectionId: string, count: number][];
export const addEvents = (propertyId: number, counts: Counts) =>
  t.database.db
    .insert(guideEventCounts)
    .values(counts.map(([day, eventType, sectionId, count]) => ({ propertyId, day, eventType, sectionId, count })));
export const ask = (propertyId: number, question: string, answered: boolean, at: string) =>
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
export interface Fixture {
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
export let f: Fixture;

/** Builds the app and the fixture before the file's tests; closes the app after. */
export function useReportsTestApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
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
}

export const PERIOD = 'from=2026-03-01&to=2026-03-03';
