import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from './property.fixtures';

let t: TestApp;
let host: TestHost;
let ids: Awaited<ReturnType<typeof lookupIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t);
  ids = await lookupIds();
});
afterAll(async () => {
  await t?.close();
});

const VALENCIA = { latitude: 39.4699, longitude: -0.3763 };
const LAS_PALMAS = { latitude: 28.1235, longitude: -15.4363 };

async function lookupIds() {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).json().result as { id: number; code: string }[];
  const countries = await get('/api/list/countries');
  const country = (code: string) => countries.find((c) => c.code === code)!.id;
  const spanish = await get(`/api/list/states/${country('ES')}`);
  const american = await get(`/api/list/states/${country('US')}`);
  const state = (list: { id: number; code: string }[], code: string) => list.find((s) => s.code === code)!.id;
  return {
    es: country('ES'),
    jp: country('JP'),
    in: country('IN'),
    us: country('US'),
    valencia: state(spanish, 'V'),
    lasPalmas: state(spanish, 'GC'),
    texas: state(american, 'TX'),
    newYork: state(american, 'NY'),
  };
}

/** A new property saved with `changes` (PUT /property/user), as the answer and a fresh GET show it. */
async function saveWith(changes: Partial<Property>, withoutZone = false): Promise<{ saved: Property; read: Property }> {
  const created = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
    .result as Property;
  const { timeZone: _dropped, ...rest } = { ...created, ...changes };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/property/user',
    headers: host.headers,
    payload: withoutZone ? rest : { ...created, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json().result as Property;
  const read = (
    await t.app.inject({
      method: 'GET',
      url: `/api/property/user?propertyId=${created.propertyId}`,
      headers: host.headers,
    })
  ).json().result[0] as Property;
  return { saved, read };
}

describe('PUT /property/user without a time zone stores the one the place implies', () => {
  it('Spain, Valencia, with its coordinates: Europe/Madrid', async () => {
    const { saved, read } = await saveWith({
      countryId: ids.es,
      stateId: ids.valencia,
      city: 'Valencia',
      ...VALENCIA,
      timeZone: null,
    });
    expect(saved.timeZone).toBe('Europe/Madrid');
    expect(read.timeZone).toBe('Europe/Madrid');
  });

  it('coordinates on the Canaries: Atlantic/Canary, even with Spain and no state (field absent)', async () => {
    const { read } = await saveWith({ countryId: ids.es, ...LAS_PALMAS }, true);
    expect(read.timeZone).toBe('Atlantic/Canary');
  });

  it('no coordinates: the state decides where the country has several zones', async () => {
    expect((await saveWith({ countryId: ids.es, stateId: ids.lasPalmas })).read.timeZone).toBe('Atlantic/Canary');
    expect((await saveWith({ countryId: ids.es, stateId: ids.valencia })).read.timeZone).toBe('Europe/Madrid');
    expect((await saveWith({ countryId: ids.es })).read.timeZone).toBe('Europe/Madrid');
    expect((await saveWith({ countryId: ids.us, stateId: ids.newYork })).read.timeZone).toBe('America/New_York');
  });

  it('no coordinates, a country with one zone: that zone, by its current IANA name', async () => {
    expect((await saveWith({ countryId: ids.jp })).read.timeZone).toBe('Asia/Tokyo');
    expect((await saveWith({ countryId: ids.in })).read.timeZone).toBe('Asia/Kolkata');
  });

  it("keeps the host's own zone whatever the place implies", async () => {
    const { read } = await saveWith({
      countryId: ids.es,
      stateId: ids.valencia,
      ...VALENCIA,
      timeZone: 'America/New_York',
    });
    expect(read.timeZone).toBe('America/New_York');
  });

  it('stores no zone (never UTC) when nothing decides: a split state, a country of many zones, no address', async () => {
    expect((await saveWith({ countryId: ids.us, stateId: ids.texas })).read.timeZone).toBeNull();
    expect((await saveWith({ countryId: ids.us })).read.timeZone).toBeNull();
    expect((await saveWith({})).read.timeZone).toBeNull();
    // At sea the boundary table answers Etc/GMT: ignored, and the country decides instead.
    expect((await saveWith({ latitude: 36, longitude: -40 })).read.timeZone).toBeNull();
    expect((await saveWith({ countryId: ids.jp, latitude: 36, longitude: -40 })).read.timeZone).toBe('Asia/Tokyo');
  });
});

describe('GET /list/timezone', () => {
  const suggest = (query: string) => t.app.inject({ method: 'GET', url: `/api/list/timezone?${query}` });

  it('answers the zone and what decided it, without signing in', async () => {
    const byPoint = await suggest(`latitude=${LAS_PALMAS.latitude}&longitude=${LAS_PALMAS.longitude}`);
    expect(byPoint.statusCode, byPoint.body).toBe(200);
    expect(byPoint.json().result).toEqual({ timeZone: 'Atlantic/Canary', source: 'coordinates' });
    expect(byPoint.headers['cache-control']).toBe('public, max-age=3600');
    expect((await suggest(`countryId=${ids.es}&stateId=${ids.valencia}`)).json().result).toEqual({
      timeZone: 'Europe/Madrid',
      source: 'address',
    });
    expect((await suggest(`countryId=${ids.us}`)).json().result).toEqual({ timeZone: null, source: null });
    expect((await suggest('')).json().result).toEqual({ timeZone: null, source: null });
  });

  it('rejects half a point, an unknown country and a state of another country, naming the field', async () => {
    const cases: [string, string][] = [
      ['latitude=40', 'longitude'],
      ['longitude=-3', 'latitude'],
      ['latitude=91&longitude=0', 'latitude'],
      ['countryId=99999', 'countryId'],
      [`stateId=${ids.valencia}`, 'stateId'],
      [`countryId=${ids.us}&stateId=${ids.valencia}`, 'stateId'],
    ];
    for (const [query, field] of cases) {
      const res = await suggest(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toContainEqual(expect.objectContaining({ field }));
    }
  });
});
