import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { COUNTRIES } from './data/countries';
import { ATTRACTION_TYPES, EMERGENCY_INFO_TYPES, MEDIA_SOURCES, REASON_TYPES, STR_TYPES, THEMES } from './data/lookups';
import { STATES } from './data/states';
import { ensureLookups } from './list.seed';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Item = { id: number; name: string; code: string; [key: string]: unknown };

async function getList(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, items: res.json().result as Item[] };
}

const byCode = (items: Item[], code: string) => items.find((item) => item.code === code)!;

describe('GET /list/countries', () => {
  it('answers every ISO 3166-1 country in English by default, sorted by name', async () => {
    const { items } = await getList('/list/countries');
    expect(items.length).toBeGreaterThanOrEqual(249);
    expect(byCode(items, 'ES')).toMatchObject({ name: 'Spain', countryId: byCode(items, 'ES').id, hasStates: true });
    expect(byCode(items, 'DE').name).toBe('Germany');
    expect(byCode(items, 'JP').hasStates).toBe(false);
    const names = items.map((i) => i.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('answers in Spanish by Accept-Language or ?locale=, which wins', async () => {
    const es = (await getList('/list/countries', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).items;
    expect(byCode(es, 'ES').name).toBe('España');
    expect(byCode(es, 'DE').name).toBe('Alemania');
    expect(byCode(es, 'US').name).toBe('Estados Unidos');
    expect(es.length).toBeGreaterThanOrEqual(249);
    const names = es.map((i) => i.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    const forced = (await getList('/list/countries?locale=en', { 'accept-language': 'es' })).items;
    expect(byCode(forced, 'ES').name).toBe('Spain');
    const fallback = (await getList('/list/countries', { 'accept-language': 'fr-FR, de;q=0.8' })).items;
    expect(byCode(fallback, 'ES').name).toBe('Spain');
  });

  it('flags at least ten countries with states, including the required ones', async () => {
    const { items } = await getList('/list/countries');
    const withStates = items.filter((i) => i.hasStates).map((i) => i.code);
    expect(withStates.length).toBeGreaterThanOrEqual(10);
    expect(withStates).toEqual(expect.arrayContaining(['US', 'CA', 'MX', 'ES', 'GB', 'FR', 'IT', 'PT', 'DE', 'AU']));
  });

  it('is cacheable: ETag, Cache-Control, Vary, and 304 for a matching If-None-Match', async () => {
    const { res } = await getList('/list/countries');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/list/countries', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/list/countries?locale=es',
      headers: { 'if-none-match': etag },
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.etag).not.toBe(etag);
  });

  it('needs no sign-in (lookups hold no user data)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/list/countries' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects an unsupported ?locale naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/list/countries?locale=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'validation', field: 'locale' });
  });
});

describe('GET /list/states/{countryId}', () => {
  const countryId = async (code: string) => byCode((await getList('/list/countries')).items, code).id;

  it('answers the states of a country in both languages', async () => {
    const us = await countryId('US');
    const en = (await getList(`/list/states/${us}`)).items;
    expect(en).toHaveLength(51);
    expect(byCode(en, 'NY')).toMatchObject({ name: 'New York', countryId: us, stateId: byCode(en, 'NY').id });
    const es = (await getList(`/list/states/${us}?locale=es`)).items;
    expect(byCode(es, 'NY').name).toBe('Nueva York');
    expect(byCode(es, 'NY').id).toBe(byCode(en, 'NY').id);

    const de = (await getList(`/list/states/${await countryId('DE')}`, { 'accept-language': 'es' })).items;
    expect(de).toHaveLength(16);
    expect(byCode(de, 'BY').name).toBe('Baviera');
    const esStates = (await getList(`/list/states/${await countryId('ES')}`)).items;
    expect(esStates.length).toBeGreaterThanOrEqual(50);
    expect(byCode(esStates, 'SE').name).toBe('Seville');
  });

  it('answers an empty list for a country without states and 404 for an unknown country', async () => {
    expect((await getList(`/list/states/${await countryId('JP')}`)).items).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/list/states/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects a country id that is not a number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/list/states/spain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('countryId');
  });
});

describe('GET /list/reasontypes, /list/emergencyinfotypes, /list/strTypes, /list/mediasources', () => {
  it('answer each list with ids, names in both languages and their extra fields', async () => {
    const reasons = (await getList('/list/reasontypes')).items;
    expect(reasons).toHaveLength(REASON_TYPES.length);
    expect(reasons[0]).toMatchObject({ id: 1, reasonTypeId: 1, code: 'question', name: 'General question' });

    const emergency = (await getList('/list/emergencyinfotypes')).items;
    expect(emergency.map((i) => i.code)).toEqual(
      expect.arrayContaining([
        'police',
        'fire',
        'ambulance',
        'hospital',
        'pharmacy',
        'vet',
        'host',
        'locksmith',
        'poison',
      ]),
    );
    expect(byCode(emergency, 'police')).toMatchObject({
      emergencyInfoTypeId: byCode(emergency, 'police').id,
      name: 'Police',
      icon: 'shield',
    });
    expect(byCode((await getList('/list/emergencyinfotypes?locale=es')).items, 'police').name).toBe('Policía');

    const str = (await getList('/list/strTypes')).items;
    expect(str.map((i) => i.code)).toEqual(
      expect.arrayContaining(['apartment', 'house', 'villa', 'cabin', 'condo', 'room']),
    );
    expect(byCode((await getList('/list/strTypes', { 'accept-language': 'es' })).items, 'apartment').name).toBe(
      'Apartamento',
    );

    const sources = (await getList('/list/mediasources')).items;
    expect(sources.map((i) => [i.mediaSourceId, i.name])).toEqual([
      [1, 'Uploads'],
      [2, 'Stock photos'],
    ]);
    expect((await getList('/list/mediasources?locale=es')).items[1]!.name).toBe('Fotos de archivo');
  });
});

describe('GET /list/attractionTypes', () => {
  it('flags each type food or not, with both groups filled', async () => {
    const items = (await getList('/list/attractionTypes')).items;
    const food = items.filter((i) => i.food === true).map((i) => i.code);
    const other = items.filter((i) => i.food === false).map((i) => i.code);
    expect(food.length + other.length).toBe(items.length);
    expect(food).toEqual(expect.arrayContaining(['restaurant', 'cafe', 'bar', 'bakery', 'grocery']));
    expect(other).toEqual(
      expect.arrayContaining(['beach', 'museum', 'park', 'hike', 'shopping', 'nightlife', 'transport']),
    );
    expect(byCode((await getList('/list/attractionTypes?locale=es')).items, 'beach').name).toBe('Playa');
  });
});

describe('GET /list/themes', () => {
  it('answers colour themes, the default first', async () => {
    const items = (await getList('/list/themes')).items;
    expect(items.length).toBe(THEMES.length);
    expect(items[0]).toMatchObject({ themeId: 1, code: 'coastal', name: 'Coastal', primaryColor: '#0b6e99' });
    expect((await getList('/list/themes?locale=es')).items[0]!.name).toBe('Costero');
  });
});

describe('lookup seeding', () => {
  it('is idempotent when run again on the same database', async () => {
    await ensureLookups(t.database.db);
    const { items } = await getList('/list/countries');
    expect(items.length).toBe(COUNTRIES.length);
  });
});

/** WCAG relative luminance contrast ratio. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('lookup data', () => {
  it('has unique ids and codes, and a Spanish name for everything', () => {
    for (const list of [
      COUNTRIES,
      REASON_TYPES,
      EMERGENCY_INFO_TYPES,
      ATTRACTION_TYPES,
      STR_TYPES,
      THEMES,
      MEDIA_SOURCES,
    ]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      for (const row of list) {
        expect(row.en.trim(), row.code).not.toBe('');
        expect(row.es.trim(), row.code).not.toBe('');
      }
    }
    expect(COUNTRIES).toHaveLength(249);
    for (const [country, rows] of Object.entries(STATES)) {
      expect(
        COUNTRIES.some((c) => c.code === country),
        country,
      ).toBe(true);
      expect(new Set(rows.map((r) => r[0])).size, country).toBe(rows.length);
    }
  });

  it('has readable theme colours (WCAG AA 4.5:1 for text and for text on the primary colour)', () => {
    for (const theme of THEMES) {
      expect(contrast(theme.textColor, theme.backgroundColor), `${theme.code} text/background`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(theme.textColor, theme.surfaceColor), `${theme.code} text/surface`).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(theme.onPrimaryColor, theme.primaryColor),
        `${theme.code} onPrimary/primary`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(theme.primaryColor, theme.surfaceColor),
        `${theme.code} primary links on surface`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
