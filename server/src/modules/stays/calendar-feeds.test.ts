import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAY_ERROR_KEYS } from '@common/contracts/stays';
import { calendarFeeds, properties, propertyCoHosts, stays } from '../../db/schema';
import { addDays, localDate } from '../../lib/zoned-time';
import { AppJobs } from '../../jobs/boss';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { AccessPolicy } from '../access';
import { CalendarSyncQueue } from './calendar-feeds.jobs';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService, placeholderGuestName, platformOf } from './calendar-feeds.service';
import { classifyEvent, guestNameFromSummary, parseCalendar } from './ical';

const ZONE = 'Europe/Madrid';
/** A date relative to today in the property's zone, as iCal writes all-day dates (YYYYMMDD). */
const day = (offset: number) => addDays(localDate(ZONE), offset).replaceAll('-', '');
const iso = (offset: number) => addDays(localDate(ZONE), offset);

interface Vevent {
  uid: string;
  start: number;
  end: number;
  summary?: string;
  status?: string;
  description?: string;
}

/** An export shaped like Airbnb's (PRODID, CALSCALE, DESCRIPTION with the reservation link, CRLF, folded lines). */
function airbnbFeed(events: Vevent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `DTEND;VALUE=DATE:${day(e.end)}`, `DTSTART;VALUE=DATE:${day(e.start)}`, `UID:${e.uid}`);
    if (e.description) lines.push(`DESCRIPTION:${e.description}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push(`SUMMARY:${e.summary ?? 'Reserved'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** An export shaped like Booking.com's: every booked night range is "CLOSED - Not available". */
function bookingFeed(events: Vevent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261101T090000Z',
      `DTSTART;VALUE=DATE:${day(e.start)}`,
      `DTEND;VALUE=DATE:${day(e.end)}`,
      `SUMMARY:${e.summary ?? 'CLOSED - Not available'}`,
    );
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const AIRBNB_DESCRIPTION =
  'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEFGH\\nPhone Number (Las\r\n t 4 Digits): 1234';

// ---------------------------------------------------------------------------------------------
// The calendar server: each path answers what a test puts in `feeds`; requests are counted.

interface FeedAnswer {
  body?: string;
  status?: number;
  headers?: Record<string, string>;
  /** Never finish the answer (a slow server). */
  hang?: boolean;
}
const feeds = new Map<string, FeedAnswer>();
let requests: { path: string; ifNoneMatch?: string }[] = [];
let calendarServer: Server;
let base: string;

function serveFeed(req: IncomingMessage, res: ServerResponse) {
  requests.push({ path: req.url!, ifNoneMatch: req.headers['if-none-match'] });
  const answer = feeds.get(req.url!.split('?')[0]!);
  if (!answer) return res.writeHead(404).end('not found');
  if (answer.hang) return res.writeHead(200, { 'content-type': 'text/calendar' }).write('BEGIN:VCALENDAR\r\n');
  if (answer.headers?.etag && req.headers['if-none-match'] === answer.headers.etag) return res.writeHead(304).end();
  res
    .writeHead(answer.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8', ...answer.headers })
    .end(answer.body ?? '');
}

let t: TestApp;
let host: TestHost;
let other: TestHost;
/** Stay ids of the change events the imports emitted (recorded by a subscriber of this file). */
let changes: { created: number[]; changed: number[]; removed: number[] };

beforeAll(async () => {
  calendarServer = createServer(serveFeed);
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}`;
  t = await buildTestApp({
    FETCH_ALLOW_HOSTS: '127.0.0.1',
    FETCH_TIMEOUT_MS: '300',
    FETCH_MAX_BYTES: '20000',
    CALENDAR_SYNC_MINUTES: '0',
  });
  host = await createHost(t);
  other = await createHost(t);
  const kinds = { 'stay.created': 'created', 'stay.changed': 'changed', 'stay.cancelled': 'removed' } as const;
  t.app.events.on(['stay.created', 'stay.changed', 'stay.cancelled'], 'test.calendar-feeds', async (event) => {
    changes[kinds[event.type]].push(event.stayId);
  });
});
afterAll(async () => {
  await t?.close();
  calendarServer.closeAllConnections();
  await new Promise((resolve) => calendarServer.close(resolve));
});
beforeEach(() => {
  requests = [];
  changes = { created: [], changed: [], removed: [] };
});
const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!);

async function createProperty(owner: TestHost, values: { defaultLocale?: string } = {}) {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerUserId: owner.userId,
      name: 'Casa Sol',
      slug: randomBytes(9).toString('base64url'),
      timeZone: ZONE,
      defaultLocale: values.defaultLocale ?? 'en',
      guide: {
        checkInTime: null,
        checkOutTime: null,
        hostContact: { name: null, phone: null, email: null, show: false },
        sections: [],
        attractions: [],
      },
    })
    .returning();
  return row!;
}

/** A fresh path on the calendar server, with a secret-looking query like the platforms' exports. */
function feedUrl(answer: FeedAnswer): { url: string; path: string } {
  const path = `/calendar/ical/${randomBytes(6).toString('hex')}.ics`;
  feeds.set(path, answer);
  return { url: `${base}${path}?s=${randomBytes(12).toString('hex')}`, path };
}

const api = (who: TestHost, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

const staysOf = (feedId: number) =>
  t.database.db
    .select()
    .from(stays)
    .where(eq(stays.feedId, feedId))
    .orderBy(stays.checkInDate)
    .then((rows) => rows);

async function addFeed(owner: TestHost, propertyId: number, answer: FeedAnswer, name = 'Airbnb') {
  const { url, path } = feedUrl(answer);
  const res = await api(owner, 'POST', '/stays/feeds', { propertyId, name, url });
  expect(res.statusCode, res.body).toBe(200);
  return {
    feed: res.json().result as {
      feedId: number;
      status: string;
      lastError: string | null;
      staysImported: number;
      urlDisplay: string;
    },
    url,
    path,
    raw: res.body,
  };
}

describe('iCal reading', () => {
  it('tells reservations from blocks and cancellations', () => {
    expect(classifyEvent('Reserved', null)).toBe('reservation');
    expect(classifyEvent('CLOSED - Not available', null)).toBe('reservation');
    expect(classifyEvent('Ana García', 'CONFIRMED')).toBe('reservation');
    expect(classifyEvent('Airbnb (Not available)', null)).toBe('block');
    expect(classifyEvent('Not available', null)).toBe('block');
    expect(classifyEvent('Blocked', null)).toBe('block');
    expect(classifyEvent('Owner block - painting', null)).toBe('block');
    expect(classifyEvent('No disponible', null)).toBe('block');
    expect(classifyEvent('Reserved', 'CANCELLED')).toBe('cancelled');
  });

  it('takes a guest name only from a summary that carries one', () => {
    expect(guestNameFromSummary('Reserved', 120)).toBeNull();
    expect(guestNameFromSummary('CLOSED - Not available', 120)).toBeNull();
    expect(guestNameFromSummary('Reserved - Ana García', 120)).toBe('Ana García');
    expect(guestNameFromSummary('Reservation: John  Smith', 120)).toBe('John Smith');
    expect(guestNameFromSummary('Ana García', 120)).toBe('Ana García');
    expect(guestNameFromSummary('x'.repeat(200), 120)).toHaveLength(120);
  });

  it("reads dates as the check-in and check-out dates, UTC times in the property's zone", () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART:20261209T230000Z',
      'DTEND:20261212T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c',
      'DTSTART;VALUE=DATE:20261220',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = parseCalendar(text, { timeZone: ZONE, maxNameLength: 120 });
    expect(events.map((e) => [e.uid, e.checkInDate, e.checkOutDate])).toEqual([
      ['a', '2026-12-01', '2026-12-05'],
      // 23:00 UTC on the 9th is the 10th in Madrid.
      ['b', '2026-12-10', '2026-12-12'],
      ['c', '2026-12-20', '2026-12-21'],
    ]);
  });

  it('names the platform of a feed address for guests the calendar does not name', () => {
    expect(platformOf('https://www.airbnb.com/calendar/ical/123.ics?s=abc')).toBe('airbnb');
    expect(platformOf('https://www.airbnb.es/calendar/ical/123.ics?s=abc')).toBe('airbnb');
    expect(platformOf('https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc')).toBe('booking');
    expect(platformOf('http://www.vrbo.com/icalendar/abc.ics')).toBe('vrbo');
    expect(platformOf('https://calendar.example.com/x.ics')).toBe('other');
    expect(placeholderGuestName('en', 'airbnb')).toBe('Airbnb guest');
    expect(placeholderGuestName('es', 'airbnb')).toBe('Huésped de Airbnb');
    expect(placeholderGuestName('es', 'other')).toBe('Reservado');
  });
});

describe('POST /stays/feeds', () => {
  it('requires a signed-in host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stays/feeds',
      payload: { propertyId: 1, name: 'Airbnb', url: `${base}/x.ics` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects bad input naming the field', async () => {
    const property = await createProperty(host);
    const res = await api(host, 'POST', '/stays/feeds', {
      propertyId: property.id,
      name: 'Airbnb',
      url: 'ftp://example.com/cal.ics',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('url');
    const noName = await api(host, 'POST', '/stays/feeds', {
      propertyId: property.id,
      name: ' ',
      url: `${base}/x.ics`,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].field).toBe('name');
  });

  it('imports the reservations of an Airbnb export, not its blocks or stays already over, and never answers the address whole', async () => {
    const property = await createProperty(host);
    const { feed, url, raw } = await addFeed(host, property.id, {
      body: airbnbFeed([
        {
          uid: '1418fb94e984-7fa1b3bb4bd8bd2e1ae4f47e0ba3e5c2@airbnb.com',
          start: 3,
          end: 7,
          description: AIRBNB_DESCRIPTION,
        },
        { uid: '2a4f8c2d1b3e-9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4@airbnb.com', start: 10, end: 12 },
        {
          uid: '3b5e9d3e2c4f-1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6@airbnb.com',
          start: 14,
          end: 20,
          summary: 'Airbnb (Not available)',
        },
        { uid: '4c6fae4f3d5a-2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7@airbnb.com', start: -20, end: -15 },
      ]),
    });
    expect(feed).toMatchObject({ status: 'ok', lastError: null, staysImported: 2, urlDisplay: `${base}/…` });
    expect(raw).not.toContain(new URL(url).searchParams.get('s')!);
    expect(raw).not.toContain('/calendar/ical/');

    const imported = await staysOf(feed.feedId);
    expect(imported.map((s) => [s.checkInDate, s.checkOutDate, s.guestName, s.source])).toEqual([
      [iso(3), iso(7), 'Reserved', 'ical'],
      [iso(10), iso(12), 'Reserved', 'ical'],
    ]);
    expect(imported.every((s) => s.linkToken && s.propertyId === property.id)).toBe(true);
    expect(sorted(changes.created)).toEqual(sorted(imported.map((s) => s.id)));

    const list = await api(host, 'GET', `/stays/feeds?propertyId=${property.id}`);
    expect(list.json().result).toHaveLength(1);
    expect(list.body).not.toContain('/calendar/ical/');
  });

  it("imports a Booking.com export's closed ranges as reservations named in the host's language, and names from summaries", async () => {
    const spanishHost = await createHost(t, { locale: 'es' });
    const property = await createProperty(spanishHost, { defaultLocale: 'es' });
    const { feed } = await addFeed(
      spanishHost,
      property.id,
      {
        body: bookingFeed([
          { uid: '8d2a5f3c1e7b4a9d@booking.com', start: 1, end: 4 },
          { uid: '9e3b6a4d2f8c5b0e@booking.com', start: 5, end: 6, summary: 'Reserved - Ana García' },
        ]),
      },
      'Booking.com',
    );
    const imported = await staysOf(feed.feedId);
    expect(imported.map((s) => [s.guestName, s.locale, s.checkInDate])).toEqual([
      ['Reservado', 'es', iso(1)],
      ['Ana García', 'es', iso(5)],
    ]);
  });

  it('refuses addresses the server must not fetch, with a 400 naming url, and stores nothing', async () => {
    const property = await createProperty(host);
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/cal.ics',
      'http://[::1]/cal.ics',
      'http://[::ffff:169.254.169.254]/',
      'http://192.168.1.1./cal.ics',
    ]) {
      const res = await api(host, 'POST', '/stays/feeds', { propertyId: property.id, name: 'Evil', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'url', description: STAY_ERROR_KEYS.feedRefused });
    }
    const stored = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, property.id));
    expect(stored).toEqual([]);
  });

  it('refuses 127.0.0.1 in any spelling when it is not on the allow list, before any request', async () => {
    const strict = await buildTestApp({ CALENDAR_SYNC_MINUTES: '0' }, t.database);
    try {
      const property = await createProperty(host);
      const { url } = feedUrl({ body: airbnbFeed([]) });
      const port = new URL(url).port;
      for (const address of [
        url,
        `http://localhost:${port}/x.ics`,
        `http://2130706433:${port}/x.ics`,
        `http://0x7f.1:${port}/x.ics`,
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/stays/feeds',
          headers: host.headers,
          payload: { propertyId: property.id, name: 'Local', url: address },
        });
        expect(res.statusCode, address).toBe(400);
        expect(res.json().errors[0]).toMatchObject({ field: 'url', description: STAY_ERROR_KEYS.feedRefused });
      }
      expect(requests).toEqual([]);
    } finally {
      await strict.app.close();
    }
  });

  it("refuses another host's property (404), the same address twice (409), and more feeds than the limit", async () => {
    const property = await createProperty(host);
    const { url } = feedUrl({ body: airbnbFeed([]) });
    expect(
      (await api(other, 'POST', '/stays/feeds', { propertyId: property.id, name: 'Airbnb', url })).statusCode,
    ).toBe(404);
    expect((await api(host, 'POST', '/stays/feeds', { propertyId: property.id, name: 'Airbnb', url })).statusCode).toBe(
      200,
    );
    const again = await api(host, 'POST', '/stays/feeds', { propertyId: property.id, name: 'Again', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: 'url', description: STAY_ERROR_KEYS.feedExists });
    // The same address spelled differently is the same feed.
    const spelled = await api(host, 'POST', '/stays/feeds', {
      propertyId: property.id,
      name: 'Again',
      url: url.replace('http://127.0.0.1', 'HTTP://0x7f.1'),
    });
    expect(spelled.statusCode).toBe(409);
    for (let i = 1; i < 10; i++)
      await api(host, 'POST', '/stays/feeds', { propertyId: property.id, name: `Feed ${i}`, url: `${url}&n=${i}` });
    const tooMany = await api(host, 'POST', '/stays/feeds', {
      propertyId: property.id,
      name: 'Eleventh',
      url: `${url}&n=11`,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors[0].description).toBe(STAY_ERROR_KEYS.tooManyFeeds);
  });
});

describe('POST /stays/feeds/{feedId}/sync', () => {
  it('moves dates, keeps ids and never duplicates on re-fetch', async () => {
    const property = await createProperty(host);
    const events: Vevent[] = [
      { uid: 'move@airbnb.com', start: 3, end: 6 },
      { uid: 'same@airbnb.com', start: 8, end: 9 },
    ];
    const answer: FeedAnswer = { body: airbnbFeed(events) };
    const { feed } = await addFeed(host, property.id, answer);
    const before = await staysOf(feed.feedId);
    changes = { created: [], changed: [], removed: [] };

    answer.body = airbnbFeed([{ ...events[0]!, start: 4, end: 8 }, events[1]!]);
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'ok', staysImported: 2 });
    // The same answer again, twice at once: nothing new.
    await Promise.all([
      api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`),
      api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`),
    ]);

    const after = await staysOf(feed.feedId);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.map((s) => [s.externalUid, s.checkInDate, s.checkOutDate])).toEqual([
      ['move@airbnb.com', iso(4), iso(8)],
      ['same@airbnb.com', iso(8), iso(9)],
    ]);
    expect(after[0]!.modifyDate.getTime()).toBeGreaterThan(before[0]!.modifyDate.getTime());
    expect(after[1]!.modifyDate.getTime()).toBe(before[1]!.modifyDate.getTime());
    expect(changes).toEqual({ created: [], changed: [before[0]!.id], removed: [] });
  });

  it('keeps the name and contact the host entered; only the dates follow the calendar', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = {
      body: airbnbFeed([
        { uid: 'edited@x', start: 2, end: 5 },
        { uid: 'untouched@x', start: 6, end: 7 },
      ]),
    };
    const { feed } = await addFeed(host, property.id, answer);
    const [edited, untouched] = await staysOf(feed.feedId);
    await t.database.db
      .update(stays)
      .set({ guestName: 'María López', email: 'maria@example.com', phone: '+34600111222' })
      .where(eq(stays.id, edited!.id));

    answer.body = airbnbFeed([
      { uid: 'edited@x', start: 3, end: 6, summary: 'Reserved - Somebody Else' },
      { uid: 'untouched@x', start: 6, end: 7, summary: 'Reserved - Ana García' },
    ]);
    await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    const [editedAfter, untouchedAfter] = await staysOf(feed.feedId);
    expect(editedAfter).toMatchObject({
      id: edited!.id,
      guestName: 'María López',
      email: 'maria@example.com',
      phone: '+34600111222',
      checkInDate: iso(3),
      checkOutDate: iso(6),
    });
    // A placeholder name the host never changed gives way to the name the calendar now has.
    expect(untouchedAfter).toMatchObject({ id: untouched!.id, guestName: 'Ana García' });
  });

  it('removes cancelled and vanished future stays, and keeps stays that have started or ended', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = {
      body: airbnbFeed([
        { uid: 'cancel@x', start: 5, end: 8 },
        { uid: 'vanish@x', start: 9, end: 11 },
        { uid: 'inhouse@x', start: -1, end: 2 },
        { uid: 'stays@x', start: 12, end: 14 },
      ]),
    };
    const { feed } = await addFeed(host, property.id, answer);
    const byUid = Object.fromEntries((await staysOf(feed.feedId)).map((s) => [s.externalUid, s.id]));
    // A stay that ended last week, imported back then (today's import skips ended stays).
    const [past] = await t.database.db
      .insert(stays)
      .values({
        propertyId: property.id,
        guestName: 'Reserved',
        checkInDate: iso(-9),
        checkOutDate: iso(-6),
        source: 'ical',
        feedId: feed.feedId,
        externalUid: 'past@x',
        linkToken: randomBytes(16).toString('base64url'),
      })
      .returning();

    answer.body = airbnbFeed([
      { uid: 'cancel@x', start: 5, end: 8, status: 'CANCELLED' },
      { uid: 'stays@x', start: 12, end: 14 },
    ]);
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.json().result.staysImported).toBe(3);
    const left = (await staysOf(feed.feedId)).map((s) => s.externalUid).sort();
    expect(left).toEqual(['inhouse@x', 'past@x', 'stays@x']);
    expect(sorted(changes.removed)).toEqual(sorted([byUid['cancel@x'], byUid['vanish@x']]));
    expect(past).toBeDefined();
  });

  it("uses the calendar's validators: an unchanged calendar answers 304 and changes nothing", async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([{ uid: 'etag@x', start: 3, end: 4 }]), headers: { etag: '"v1"' } };
    const { feed } = await addFeed(host, property.id, answer);
    requests = [];
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.json().result).toMatchObject({ status: 'ok', staysImported: 1 });
    expect(requests).toEqual([expect.objectContaining({ ifNoneMatch: '"v1"' })]);
  });

  it('stores why a fetch failed and keeps the stays it had', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([{ uid: 'keep@x', start: 3, end: 4 }]) };
    const { feed } = await addFeed(host, property.id, answer);
    const sync = async () => (await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`)).json().result;

    answer.body = `${airbnbFeed([])}${'X'.repeat(30_000)}`;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTooLarge, staysImported: 1 });
    answer.body = undefined;
    answer.hang = true;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTimeout });
    answer.hang = false;
    answer.body = '<!doctype html><html><body>Sign in to Airbnb</body></html>';
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedNotCalendar });
    answer.status = 404;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedUnreachable });
    expect(await staysOf(feed.feedId)).toHaveLength(1);

    answer.status = 200;
    answer.body = airbnbFeed([{ uid: 'keep@x', start: 3, end: 4 }]);
    expect(await sync()).toMatchObject({ status: 'ok', lastError: null });
  });

  it('fails a feed that is too large or too slow on its first fetch, with the error on the new feed', async () => {
    const property = await createProperty(host);
    const large = await addFeed(host, property.id, { body: 'BEGIN:VCALENDAR\r\n'.padEnd(25_000, 'X') });
    expect(large.feed).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTooLarge, staysImported: 0 });
    const slow = await addFeed(host, property.id, { hang: true });
    expect(slow.feed).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTimeout });
  });

  it("refuses another host's feed (404) and lets a co-host sync it", async () => {
    const property = await createProperty(host);
    const { feed } = await addFeed(host, property.id, { body: airbnbFeed([]) });
    expect((await api(other, 'POST', `/stays/feeds/${feed.feedId}/sync`)).statusCode).toBe(404);
    expect((await api(other, 'DELETE', `/stays/feeds/${feed.feedId}`)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/stays/feeds?propertyId=${property.id}`)).statusCode).toBe(404);
    const mine = (await api(other, 'GET', '/stays/feeds')).json().result as { feedId: number }[];
    expect(mine.map((f) => f.feedId)).not.toContain(feed.feedId);

    await t.database.db.insert(propertyCoHosts).values({ propertyId: property.id, userId: other.userId });
    expect((await api(other, 'POST', `/stays/feeds/${feed.feedId}/sync`)).statusCode).toBe(200);
    await t.database.db
      .delete(propertyCoHosts)
      .where(and(eq(propertyCoHosts.propertyId, property.id), eq(propertyCoHosts.userId, other.userId)));
  });
});

describe('DELETE /stays/feeds/{feedId}', () => {
  it('removes the feed and keeps the stays it imported', async () => {
    const property = await createProperty(host);
    const { feed } = await addFeed(host, property.id, { body: airbnbFeed([{ uid: 'kept@x', start: 3, end: 5 }]) });
    const [stay] = await staysOf(feed.feedId);
    const res = await api(host, 'DELETE', `/stays/feeds/${feed.feedId}`);
    expect(res.json()).toEqual({ result: { feedId: feed.feedId }, errors: [] });
    const [still] = await t.database.db.select().from(stays).where(eq(stays.id, stay!.id));
    expect(still).toMatchObject({ guestName: 'Reserved', feedId: null, source: 'ical' });
    expect((await api(host, 'DELETE', `/stays/feeds/${feed.feedId}`)).statusCode).toBe(404);
  });
});

describe('scheduled sync', () => {
  const silent = { warn: () => undefined, error: () => undefined };
  const instance = () =>
    new CalendarFeedsService({
      repo: new CalendarFeedsRepository(t.database.db),
      access: new AccessPolicy(t.database.db),
      fetchPolicy: { allowHosts: ['127.0.0.1'], timeoutMs: 2000, maxBytes: 100_000 },
      events: t.app.events,
      batchSize: 100,
      log: silent,
    });

  async function dueFeed(events: Vevent[]) {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([]) };
    const { feed, path } = await addFeed(host, property.id, answer);
    answer.body = airbnbFeed(events);
    // Last fetched an hour ago: due with a 30-minute period.
    await t.database.db
      .update(calendarFeeds)
      .set({ lastSyncAt: sql`now() - interval '1 hour'` })
      .where(eq(calendarFeeds.id, feed.feedId));
    requests = [];
    return { feed, path };
  }

  it('fetches a due feed once when several instances try at the same moment, and not again within the period', async () => {
    const { feed, path } = await dueFeed([{ uid: 'sched@x', start: 3, end: 5 }]);
    const [first, second] = [instance(), instance()];
    expect(await first.dueFeeds(30)).toContain(feed.feedId);
    const claimed = await Promise.all([
      first.syncIfDue(feed.feedId, 30),
      second.syncIfDue(feed.feedId, 30),
      first.syncIfDue(feed.feedId, 30),
    ]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(requests.filter((r) => r.path.startsWith(path))).toHaveLength(1);
    expect(await staysOf(feed.feedId)).toHaveLength(1);
    expect(await second.dueFeeds(30)).not.toContain(feed.feedId);
    expect(await second.syncIfDue(feed.feedId, 30)).toBe(false);
  });

  it('runs through pg-boss: two instances queue the same due feed, one job fetches it', async () => {
    const { feed, path } = await dueFeed([{ uid: 'boss@x', start: 4, end: 6 }]);
    // Two servers: each its own pg-boss on the one database.
    const bosses = [new AppJobs(t.database, silent), new AppJobs(t.database, silent)];
    const queues = [instance(), instance()].map(
      (service, i) =>
        new CalendarSyncQueue(bosses[i]!, service, silent, { periodMinutes: 30, pollingIntervalSeconds: 0.5 }),
    );
    try {
      // One after the other: on PGlite both share one connection, and pg-boss's first start migrates.
      for (const q of queues) await q.start();
      const queued = await Promise.all(queues.map((q) => q.queueDue()));
      // One job per feed per period, whichever instance ran the tick.
      expect(queued.flat().filter((id) => id === feed.feedId)).toHaveLength(1);
      await vi.waitFor(
        async () => {
          const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.feedId));
          expect(row!.status).toBe('ok');
          expect(await staysOf(feed.feedId)).toHaveLength(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(requests.filter((r) => r.path.startsWith(path))).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(bosses.map((b) => b.stop()));
    }
  });
});
