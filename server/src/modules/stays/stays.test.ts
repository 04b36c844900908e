import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stay, StayImportResult } from '@common/contracts/stays';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addDays, localDate } from '../../lib/zoned-time';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const today = () => new Date().toISOString().slice(0, 10);

async function propertyOf(host: TestHost, timeZone = 'Europe/Madrid'): Promise<Property> {
  const created = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
    .result as Property;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/property/user',
    headers: host.headers,
    payload: { ...created, timeZone, guide: { ...created.guide, checkInTime: '16:00', checkOutTime: '10:00' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().result as Property;
}

const post = (host: TestHost | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: host?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (host: TestHost | null, url: string) => t.app.inject({ method: 'GET', url, headers: host?.headers ?? {} });

async function addStay(host: TestHost, propertyId: number, values: Record<string, unknown> = {}): Promise<Stay> {
  const res = await post(host, '/api/stays', {
    propertyId,
    guestName: 'Marta Ruiz',
    email: 'marta@example.com',
    checkInDate: addDays(today(), 10),
    checkOutDate: addDays(today(), 13),
    ...values,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Stay;
}

describe('stays: access', () => {
  it('requires a signed-in host on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/stays'],
      ['GET', '/api/stays/agenda'],
      ['GET', '/api/stays/1'],
      ['POST', '/api/stays'],
      ['PUT', '/api/stays'],
      ['DELETE', '/api/stays/1'],
      ['POST', '/api/stays/1/link/revoke'],
      ['POST', '/api/stays/import/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("answers 404 for another host's stay or property, and lists only the host's own", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const property = await propertyOf(a);
    const stay = await addStay(a, property.propertyId);
    expect((await get(b, `/api/stays/${stay.stayId}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stays/${stay.stayId}`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/stays',
          headers: b.headers,
          payload: { ...stay, guestName: 'Hijack' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(b, `/api/stays/${stay.stayId}/link/revoke`)).statusCode).toBe(404);
    expect(
      (
        await post(b, '/api/stays', {
          propertyId: property.propertyId,
          guestName: 'X',
          checkInDate: today(),
          checkOutDate: addDays(today(), 1),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(b, `/api/stays/import/${property.propertyId}`, {
          csv: 'name,check-in,check-out\nX,2030-01-01,2030-01-02',
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(b, '/api/stays')).json().result).toEqual({ items: [], totalCount: 0 });
    expect((await get(a, `/api/stays/${stay.stayId}`)).json().result.guestName).toBe('Marta Ruiz');
  });
});

describe('POST /stays and PUT /stays', () => {
  it('creates a stay with its own link, the guide times and the unlock window in the property time zone', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const stay = await addStay(host, property.propertyId, {
      checkInDate: '2030-07-10',
      checkOutDate: '2030-07-14',
      guestCount: 3,
      locale: 'es',
      phone: '+34 600 111 222',
    });
    expect(stay).toMatchObject({
      propertyName: property.name,
      guestName: 'Marta Ruiz',
      guestCount: 3,
      locale: 'es',
      checkInTime: '16:00',
      checkOutTime: '10:00',
      timeZone: 'Europe/Madrid',
      status: 'upcoming',
      source: 'manual',
    });
    // A stay in Spanish gets the Spanish guide (/es/g/...), one in English the unprefixed one.
    expect(stay.link.url).toMatch(
      new RegExp(`^http://guidebook\\.test/es/g/${property.guide.slug}\\?s=[A-Za-z0-9_-]{22}$`),
    );
    const english = await addStay(host, property.propertyId, { locale: 'en' });
    expect(english.link.url).toMatch(
      new RegExp(`^http://guidebook\\.test/g/${property.guide.slug}\\?s=[A-Za-z0-9_-]{22}$`),
    );
    // 16:00 in Madrid in July is 14:00 UTC; the link unlocks 48 hours before and locks at check-out.
    expect(stay.link).toMatchObject({
      revoked: false,
      unlocksAt: '2030-07-08T14:00:00.000Z',
      locksAt: '2030-07-14T08:00:00.000Z',
      openCount: 0,
      firstOpenedAt: null,
    });
  });

  it('rejects bad input naming the field', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const base = {
      propertyId: property.propertyId,
      guestName: 'A',
      checkInDate: '2030-01-10',
      checkOutDate: '2030-01-12',
    };
    for (const [patch, field] of [
      [{ guestName: '' }, 'guestName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ checkInDate: '2030-02-30' }, 'checkInDate'],
      [{ checkInDate: 'yesterday' }, 'checkInDate'],
      [{ checkInTime: '25:00' }, 'checkInTime'],
      [{ guestCount: 0 }, 'guestCount'],
      [{ locale: 'fr' }, 'locale'],
      [{ checkOutDate: '2030-01-09' }, 'checkOutDate'],
      [{ checkOutDate: '2032-01-12' }, 'checkOutDate'],
    ] as const) {
      const res = await post(host, '/api/stays', { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(patch)).toBe(field);
    }
    const backwards = await post(host, '/api/stays', { ...base, checkOutDate: '2030-01-09' });
    expect(backwards.json().errors[0].description).toBe('host.stays.errors.checkOutBeforeCheckIn');
  });

  it('saves changes, and answers 409 for a stale copy without writing it', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const stay = await addStay(host, property.propertyId);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/stays', headers: host.headers, payload });
    const first = await put({ ...stay, guestName: 'Marta R. Ruiz', checkOutDate: addDays(stay.checkOutDate, 1) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({
      guestName: 'Marta R. Ruiz',
      checkOutDate: addDays(stay.checkOutDate, 1),
    });
    const stale = await put({ ...stay, guestName: 'Old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({
      code: 'conflict',
      description: 'host.stays.errors.staleUpdate',
      field: 'modifyDate',
    });
    expect((await get(host, `/api/stays/${stay.stayId}`)).json().result.guestName).toBe('Marta R. Ruiz');
  });

  it('deletes a stay', async () => {
    const host = await createHost(t);
    const stay = await addStay(host, (await propertyOf(host)).propertyId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/stays/${stay.stayId}`, headers: host.headers });
    expect(res.json()).toEqual({ result: { stayId: stay.stayId }, errors: [] });
    expect((await get(host, `/api/stays/${stay.stayId}`)).statusCode).toBe(404);
  });
});

describe('GET /stays', () => {
  it('filters by status, property and search text, and pages', async () => {
    const host = await createHost(t);
    const madrid = await propertyOf(host);
    const other = await propertyOf(host, 'America/New_York');
    const past = await addStay(host, madrid.propertyId, {
      guestName: 'Past Guest',
      checkInDate: addDays(today(), -10),
      checkOutDate: addDays(today(), -7),
    });
    const inHouse = await addStay(host, madrid.propertyId, {
      guestName: 'House Guest',
      email: 'house@example.com',
      checkInDate: addDays(today(), -2),
      checkOutDate: addDays(today(), 2),
    });
    const upcoming = await addStay(host, other.propertyId, {
      guestName: 'Future Guest',
      checkInDate: addDays(today(), 5),
      checkOutDate: addDays(today(), 9),
    });
    const ids = async (query: string) =>
      ((await get(host, `/api/stays${query}`)).json().result.items as Stay[]).map((s) => s.stayId);
    expect(await ids('?status=past')).toEqual([past.stayId]);
    expect(await ids('?status=inHouse')).toEqual([inHouse.stayId]);
    expect(await ids('?status=upcoming')).toEqual([upcoming.stayId]);
    expect(await ids(`?propertyId=${other.propertyId}`)).toEqual([upcoming.stayId]);
    expect(await ids('?q=house%40')).toEqual([inHouse.stayId]);
    expect(inHouse.status).toBe('inHouse');
    // Without a filter: what is ahead first (soonest first), past stays last.
    expect(await ids('')).toEqual([inHouse.stayId, upcoming.stayId, past.stayId]);
    const page = (await get(host, '/api/stays?pageSize=2&page=2')).json().result;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((s: Stay) => s.stayId)).toEqual([past.stayId]);
    expect((await get(host, '/api/stays?status=soon')).statusCode).toBe(400);
  });
});

describe('POST /stays/import/{propertyId}', () => {
  it('keeps good rows and reports bad rows by line number with the field and reason', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const csv = [
      'Guest name,Email,Phone,Language,Guests,Check-in,Check-in time,Check-out,Notes',
      'Ana Gómez,ana@example.com,+34 600 000 001,es,2,2030-03-01,17:30,2030-03-04,"Late arrival, by car"',
      'Bob Stone,not-an-email,,en,1,2030-03-05,,2030-03-07,',
      ',,,,1,2030-03-05,,2030-03-07,',
      'Cleo Park,cleo@example.com,,en,1,03/10/2030,5 pm,03/12/2030,',
      'Dan Lee,,,en,1,2030-03-20,,2030-03-18,',
      'Eve Ng,,,en,1,2030-02-30,,2030-03-02,',
    ].join('\n');
    const res = await post(host, `/api/stays/import/${property.propertyId}`, { csv });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as StayImportResult;
    expect(result.created).toBe(2);
    expect(result.rows).toBe(6);
    expect(result.errors).toEqual([
      { line: 3, field: 'email', description: 'errors.invalidFormat' },
      { line: 4, field: 'guestName', description: 'errors.required' },
      { line: 6, field: 'checkOutDate', description: 'host.stays.errors.checkOutBeforeCheckIn' },
      { line: 7, field: 'checkInDate', description: 'host.stays.errors.invalidDate' },
    ]);
    const stays = (await get(host, '/api/stays')).json().result.items as Stay[];
    expect(stays.map((s) => [s.guestName, s.checkInDate, s.checkInTime, s.source, s.notes])).toEqual([
      ['Ana Gómez', '2030-03-01', '17:30', 'csv', 'Late arrival, by car'],
      ['Cleo Park', '2030-03-10', '17:00', 'csv', ''],
    ]);
    expect(stays.every((s) => s.link.url.includes('?s='))).toBe(true);
  });

  it('reads Spanish headers, semicolons and day-first dates when asked in Spanish', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const res = await post(host, `/api/stays/import/${property.propertyId}?locale=es`, {
      csv: 'Nombre;Llegada;Salida;Idioma\nLucía;10/03/2030;12/03/2030;es',
    });
    expect(res.json().result).toMatchObject({ created: 1, errors: [] });
    expect(((await get(host, '/api/stays')).json().result.items as Stay[])[0]).toMatchObject({
      guestName: 'Lucía',
      checkInDate: '2030-03-10',
      checkOutDate: '2030-03-12',
      locale: 'es',
    });
  });

  it('names a missing required column and an empty file', async () => {
    const host = await createHost(t);
    const property = await propertyOf(host);
    const missing = await post(host, `/api/stays/import/${property.propertyId}`, {
      csv: 'Name,Check-in\nA,2030-01-01',
    });
    expect(missing.json().result).toMatchObject({
      created: 0,
      errors: [{ line: 1, field: 'checkOutDate', description: 'host.stays.errors.csvMissingColumn' }],
    });
    const empty = await post(host, `/api/stays/import/${property.propertyId}`, { csv: 'Name,Check-in,Check-out\n' });
    expect(empty.json().result.errors[0].description).toBe('host.stays.errors.csvEmpty');
  });
});

describe('stay links and the agenda', () => {
  it('revokes and renews a stay link', async () => {
    const host = await createHost(t);
    const stay = await addStay(host, (await propertyOf(host)).propertyId);
    const revoked = (await post(host, `/api/stays/${stay.stayId}/link/revoke`)).json().result as Stay;
    expect(revoked.link).toMatchObject({ revoked: true, url: '' });
    const renewed = (await post(host, `/api/stays/${stay.stayId}/link/renew`)).json().result as Stay;
    expect(renewed.link.revoked).toBe(false);
    expect(renewed.link.url).not.toBe(stay.link.url);
  });

  it("lists today's and the next days' arrivals and departures", async () => {
    const host = await createHost(t);
    const property = await propertyOf(host, 'UTC');
    const arriving = await addStay(host, property.propertyId, {
      guestName: 'Arriving',
      checkInDate: today(),
      checkOutDate: addDays(today(), 3),
    });
    const leaving = await addStay(host, property.propertyId, {
      guestName: 'Leaving',
      checkInDate: addDays(today(), -3),
      checkOutDate: addDays(today(), 1),
    });
    await addStay(host, property.propertyId, {
      guestName: 'Far',
      checkInDate: addDays(today(), 20),
      checkOutDate: addDays(today(), 22),
    });
    const agenda = (await get(host, '/api/stays/agenda?days=7')).json().result;
    expect(agenda.arrivals.map((s: Stay) => s.stayId)).toEqual([arriving.stayId]);
    expect(agenda.departures.map((s: Stay) => s.stayId)).toEqual([leaving.stayId, arriving.stayId]);
    expect(agenda.recentGuestActions).toEqual([]);
  });

  it("dates the agenda on each property's own today (UTC+14 and UTC-11 are always a day or two apart)", async () => {
    const host = await createHost(t);
    const ahead = await propertyOf(host, 'Pacific/Kiritimati');
    const behind = await propertyOf(host, 'Pacific/Pago_Pago');
    const aheadToday = localDate('Pacific/Kiritimati');
    const behindToday = localDate('Pacific/Pago_Pago');
    const first = await addStay(host, ahead.propertyId, {
      checkInDate: aheadToday,
      checkOutDate: addDays(aheadToday, 2),
    });
    const second = await addStay(host, behind.propertyId, {
      checkInDate: behindToday,
      checkOutDate: addDays(behindToday, 2),
    });
    const agenda = (await get(host, '/api/stays/agenda?days=7')).json().result;
    expect(agenda.arrivals.map((s: Stay) => s.stayId).sort()).toEqual([first.stayId, second.stayId].sort());
    expect(agenda.localToday).toEqual({ 'Pacific/Kiritimati': aheadToday, 'Pacific/Pago_Pago': behindToday });
    expect(aheadToday).not.toBe(behindToday);
  });
});
