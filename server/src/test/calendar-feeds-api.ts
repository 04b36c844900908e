import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { properties, stays } from '../db/schema';
import { addDays, localDate } from '../lib/zoned-time';
import { buildTestApp, type TestApp } from './test-app';
import { createHost, type TestHost } from '../modules/property/property.fixtures';

// Shared setup of the calendar feed tests (modules/stays/calendar-feeds.*.test.ts): a calendar server
// on 127.0.0.1 answering the feeds a test registers, the app, two hosts and the calls.

export const ZONE = 'Europe/Madrid';
/** A date relative to today in the property's zone, as iCal writes all-day dates (YYYYMMDD). */
const day = (offset: number) => addDays(localDate(ZONE), offset).replaceAll('-', '');
export const iso = (offset: number) => addDays(localDate(ZONE), offset);

export interface Vevent {
  uid: string;
  start: number;
  end: number;
  summary?: string;
  status?: string;
  description?: string;
}

/** An export shaped like Airbnb's (PRODID, CALSCALE, DESCRIPTION with the reservation link, CRLF, folded lines). */
export function airbnbFeed(events: Vevent[]): string {
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
export function bookingFeed(events: Vevent[]): string {
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

export const AIRBNB_DESCRIPTION =
  'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEFGH\\nPhone Number (Las\r\n t 4 Digits): 1234';

// ---------------------------------------------------------------------------------------------
// The calendar server: each path answers what a test puts in `feeds`; requests are counted.

export interface FeedAnswer {
  body?: string;
  status?: number;
  headers?: Record<string, string>;
  /** Never finish the answer (a slow server). */
  hang?: boolean;
}
const feeds = new Map<string, FeedAnswer>();
export let requests: { path: string; ifNoneMatch?: string }[] = [];
let calendarServer: Server;
export let base: string;

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

export let t: TestApp;
export let host: TestHost;
export let other: TestHost;
/** Stay ids of the change events the imports emitted (recorded by a subscriber of this file). */
export let changes: { created: number[]; changed: number[]; removed: number[] };

/** Builds the calendar server and the app with two hosts before the file's tests; closes both after. */
export function useCalendarFeedsApp(): void {
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
}
export const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!);

export async function createProperty(owner: TestHost, values: { defaultLocale?: string } = {}) {
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
export function feedUrl(answer: FeedAnswer): { url: string; path: string } {
  const path = `/calendar/ical/${randomBytes(6).toString('hex')}.ics`;
  feeds.set(path, answer);
  return { url: `${base}${path}?s=${randomBytes(12).toString('hex')}`, path };
}

export const api = (who: TestHost, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

export const staysOf = (feedId: number) =>
  t.database.db
    .select()
    .from(stays)
    .where(eq(stays.feedId, feedId))
    .orderBy(stays.checkInDate)
    .then((rows) => rows);

export async function addFeed(owner: TestHost, propertyId: number, answer: FeedAnswer, name = 'Airbnb') {
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
