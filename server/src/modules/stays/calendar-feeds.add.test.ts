import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAY_ERROR_KEYS } from '@common/contracts/stays';
import { calendarFeeds } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { placeholderGuestName, platformOf } from './calendar-feeds.service';
import { classifyEvent, guestNameFromSummary, parseCalendar } from './ical';
import {
  addFeed,
  AIRBNB_DESCRIPTION,
  airbnbFeed,
  api,
  base,
  bookingFeed,
  changes,
  createProperty,
  feedUrl,
  host,
  iso,
  other,
  requests,
  sorted,
  staysOf,
  t,
  useCalendarFeedsApp,
  ZONE,
} from '../../test/calendar-feeds-api';

useCalendarFeedsApp();

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
