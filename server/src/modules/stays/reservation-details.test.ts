import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { addDays, localDate } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { parseCalendar } from './ical';
import { reservationDetails, reservationUrlFor } from './reservation-details';

/**
 * What a platform's calendar gives beyond dates: Airbnb's reservation code, reservation page and the
 * guest phone's last four digits (its DESCRIPTION), kept on imported stays and followed by re-imports;
 * a manual stay may carry a reservation code too.
 */
const ZONE = 'UTC';
const day = (offset: number) => addDays(localDate(ZONE), offset);
const compact = (offset: number) => day(offset).replaceAll('-', '');

interface Event {
  uid: string;
  summary?: string;
  description?: string;
}
/** An export shaped like Airbnb's: the DESCRIPTION escaped (\n) and folded at 75 octets. */
function feedOf(events: Event[]): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN'];
  lines.push('CALSCALE:GREGORIAN', 'VERSION:2.0');
  events.forEach((e, i) => {
    lines.push('BEGIN:VEVENT', `DTEND;VALUE=DATE:${compact(3 + i * 5)}`, `DTSTART;VALUE=DATE:${compact(1 + i * 5)}`);
    lines.push(`UID:${e.uid}`);
    if (e.description) {
      const text = `DESCRIPTION:${e.description}`;
      lines.push(text.slice(0, 75), ...(text.length > 75 ? [` ${text.slice(75)}`] : []));
    }
    lines.push(`SUMMARY:${e.summary ?? 'Reserved'}`, 'END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
const airbnbDescription = (origin: string, code: string, digits: string) =>
  `Reservation URL: ${origin}/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${digits}`;

describe('reservation details in an event description', () => {
  it("reads Airbnb's reservation page, code and phone digits", () => {
    expect(
      reservationDetails(
        'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCD1234\nPhone Number (Last 4 Digits): 1234',
      ),
    ).toEqual({
      reservationCode: 'HMABCD1234',
      phoneLast4: '1234',
      reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMABCD1234',
    });
  });

  it('reads a "Confirmation code" line, and nothing from text without details', () => {
    expect(reservationDetails('Guest: Ana\nConfirmation code: ha-1ab2cd')).toMatchObject({
      reservationCode: 'HA-1AB2CD',
      phoneLast4: null,
      reservationUrl: null,
    });
    expect(reservationDetails('Just a note')).toEqual({
      reservationCode: null,
      phoneLast4: null,
      reservationUrl: null,
    });
    expect(reservationDetails(undefined)).toEqual({ reservationCode: null, phoneLast4: null, reservationUrl: null });
  });

  it('never takes a page that is not https, and keeps it only on the calendar host', () => {
    expect(reservationDetails('Reservation URL: http://www.airbnb.com/hosting/reservations/details/HM1')).toEqual({
      reservationCode: null,
      phoneLast4: null,
      reservationUrl: null,
    });
    expect(reservationDetails('Reservation URL: javascript:alert(1)').reservationUrl).toBeNull();
    const feed = 'https://www.airbnb.com/calendar/ical/123.ics?s=secret';
    const page = 'https://www.airbnb.com/hosting/reservations/details/HM1';
    expect(reservationUrlFor(page, feed)).toBe(page);
    expect(reservationUrlFor('https://airbnb.com/hosting/reservations/details/HM1', feed)).toBe(
      'https://airbnb.com/hosting/reservations/details/HM1',
    );
    expect(reservationUrlFor('https://www.airbnb.com.evil.example/x', feed)).toBeNull();
    expect(reservationUrlFor('https://evil.example/hosting/reservations/details/HM1', feed)).toBeNull();
    expect(reservationUrlFor('https://user:pw@www.airbnb.com/x', feed)).toBeNull();
  });

  it('gives no details to blocks, and none to Booking.com closed ranges (they carry none)', () => {
    const events = parseCalendar(
      feedOf([
        { uid: 'a', summary: 'Airbnb (Not available)', description: airbnbDescription('https://x.test', 'HM1', '1') },
        { uid: 'b', summary: 'CLOSED - Not available' },
      ]),
      { timeZone: ZONE, maxNameLength: 120 },
    );
    expect(events.map((e) => [e.kind, e.details.reservationCode, e.details.phoneLast4])).toEqual([
      ['block', null, null],
      ['reservation', null, null],
    ]);
  });
});

let body = '';
let calendarServer: Server;
let origin: string;
let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  calendarServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}`;
  t = await buildTestApp({ FETCH_ALLOW_HOSTS: '127.0.0.1', CALENDAR_SYNC_MINUTES: '0' });
  host = await createHost(t);
});
afterAll(async () => {
  await t?.close();
  calendarServer.closeAllConnections();
  await new Promise((resolve) => calendarServer.close(resolve));
});

async function createProperty() {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerUserId: host.userId,
      name: 'Casa Código',
      slug: randomBytes(9).toString('base64url'),
      timeZone: ZONE,
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
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: host.headers, payload });

async function staysOfProperty(propertyId: number) {
  const res = await api('GET', `/stays?propertyId=${propertyId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.items as Record<string, unknown>[]).sort((a, b) =>
    String(a.checkInDate).localeCompare(String(b.checkInDate)),
  );
}

describe('imported stays keep what the calendar gives', () => {
  it('stores the code, phone digits and the page on the calendar host; a re-import follows the calendar', async () => {
    const property = await createProperty();
    const page = (code: string) => `https://127.0.0.1/hosting/reservations/details/${code}`;
    body = feedOf([
      { uid: 'one@airbnb.com', description: airbnbDescription('https://127.0.0.1', 'HMABCD1234', '1234') },
      { uid: 'two@airbnb.com', description: airbnbDescription('https://elsewhere.example', 'HMZZZZ9999', '5678') },
      { uid: 'three@airbnb.com' },
    ]);
    const added = await api('POST', '/stays/feeds', {
      propertyId: property.id,
      name: 'Airbnb',
      url: `${origin}/f.ics`,
    });
    expect(added.statusCode, added.body).toBe(200);
    const feedId = added.json().result.feedId as number;
    expect(
      (await staysOfProperty(property.id)).map((s) => [s.reservationCode, s.phoneLast4, s.reservationUrl]),
    ).toEqual([
      ['HMABCD1234', '1234', page('HMABCD1234')],
      ['HMZZZZ9999', '5678', null],
      [null, null, null],
    ]);

    body = feedOf([
      { uid: 'one@airbnb.com', description: airbnbDescription('https://127.0.0.1', 'HMABCD1234', '4321') },
      { uid: 'two@airbnb.com' },
      { uid: 'three@airbnb.com', description: airbnbDescription('https://127.0.0.1', 'HMNEW00001', '0000') },
    ]);
    expect((await api('POST', `/stays/feeds/${feedId}/sync`)).statusCode).toBe(200);
    await t.app.events.drain();
    expect(
      (await staysOfProperty(property.id)).map((s) => [s.reservationCode, s.phoneLast4, s.reservationUrl]),
    ).toEqual([
      ['HMABCD1234', '4321', page('HMABCD1234')],
      ['HMZZZZ9999', '5678', null],
      ['HMNEW00001', '0000', page('HMNEW00001')],
    ]);
    const found = await api('GET', `/stays?propertyId=${property.id}&q=hmnew`);
    expect(found.json().result.items.map((s: { reservationCode: string }) => s.reservationCode)).toEqual([
      'HMNEW00001',
    ]);
  });

  it('lets a manual stay carry a reservation code, validated (400 naming the field)', async () => {
    const property = await createProperty();
    const stay = {
      propertyId: property.id,
      guestName: 'Ana',
      checkInDate: day(2),
      checkOutDate: day(4),
    };
    const bad = await api('POST', '/stays', { ...stay, reservationCode: 'HM 12<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('reservationCode');
    const created = await api('POST', '/stays', { ...stay, reservationCode: ' hm12345678 ' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({
      reservationCode: 'HM12345678',
      phoneLast4: null,
      reservationUrl: null,
    });
    const { stayId, modifyDate } = created.json().result;
    const cleared = await api('PUT', '/stays', { ...stay, stayId, modifyDate, reservationCode: null });
    expect(cleared.json().result.reservationCode).toBeNull();
  });

  it('reads a reservation code column from a CSV import, refusing a malformed one by line', async () => {
    const property = await createProperty();
    const csv = [
      'guest name,check-in,check-out,confirmation code',
      `Ana,${day(3)},${day(5)},hm11112222`,
      `Bea,${day(6)},${day(8)},bad code!`,
    ].join('\n');
    const res = await api('POST', `/stays/import/${property.id}`, { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ created: 1, errors: [{ line: 3, field: 'reservationCode' }] });
    expect((await staysOfProperty(property.id)).map((s) => [s.guestName, s.reservationCode])).toEqual([
      ['Ana', 'HM11112222'],
    ]);
  });
});
