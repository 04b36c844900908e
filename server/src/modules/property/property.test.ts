import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_ERROR_KEYS, PropertySchema, SECTION_KINDS, type Property } from '@common/contracts/property';
import { resources } from '@common/locales/index';
import { media } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from './property.fixtures';
import { PropertyRepository } from './property.repository';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every field of the Property contract. */
const PROPERTY_FIELDS = [
  'propertyId',
  'exId',
  'name',
  'address1',
  'address2',
  'city',
  'stateId',
  'countryId',
  'postalCode',
  'createDate',
  'latitude',
  'longitude',
  'timeZone',
  'isActive',
  'propertyImageMediaId',
  'subscriptionId',
  'assignToSubscription',
  'isCoHost',
  'isDeleted',
  'deleteDate',
  'modifyDate',
  'isIndexing',
  'lastIndexDate',
  'videoCollectionId',
  'fullAddress',
  'propertyImage',
  'state',
  'propertyStr',
  'propertyStrTypes',
  'userProfile',
  'coHosts',
  'emergencyInfos',
  'guide',
];

async function create(host: TestHost, headers: Record<string, string> = {}): Promise<Property> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/property/user',
    headers: { ...host.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

async function list(host: TestHost, query = ''): Promise<Property[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/user${query}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property[];
}

async function dropdown(host: TestHost) {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/user/list', headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { propertyId: number; name: string; isCoHost: boolean }[];
}

const put = (host: TestHost | null, payload: unknown, query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/property/user${query}`,
    headers: host?.headers ?? {},
    payload: payload as object,
  });

const del = (host: TestHost | null, propertyId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/property/user/${propertyId}`, headers: host?.headers ?? {} });

async function lookupIds() {
  const countries = (await t.app.inject({ method: 'GET', url: '/api/list/countries' })).json().result as {
    id: number;
    code: string;
  }[];
  const country = (code: string) => countries.find((c) => c.code === code)!.id;
  const statesOf = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/list/states/${country(code)}` })).json().result as {
      id: number;
      code: string;
    }[];
  const attraction = (await t.app.inject({ method: 'GET', url: '/api/list/attractionTypes' })).json().result as {
    id: number;
    code: string;
  }[];
  const emergency = (await t.app.inject({ method: 'GET', url: '/api/list/emergencyinfotypes' })).json().result as {
    id: number;
    code: string;
  }[];
  const str = (await t.app.inject({ method: 'GET', url: '/api/list/strTypes' })).json().result as {
    id: number;
    code: string;
  }[];
  return {
    us: country('US'),
    es: country('ES'),
    texas: (await statesOf('US')).find((s) => s.code === 'TX')!.id,
    madrid: (await statesOf('ES')).find((s) => s.code === 'M')!.id,
    restaurant: attraction.find((a) => a.code === 'restaurant')!.id,
    beach: attraction.find((a) => a.code === 'beach')!.id,
    police: emergency.find((e) => e.code === 'police')!.id,
    hospital: emergency.find((e) => e.code === 'hospital')!.id,
    apartment: str.find((s) => s.code === 'apartment')!.id,
    villa: str.find((s) => s.code === 'villa')!.id,
  };
}

describe('POST /property/user', () => {
  it('requires a signed-in host', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/property/user' });
    expect(res.statusCode).toBe(401);
  });

  it('creates a property with a default name, an unguessable slug and the starter guide in both languages', async () => {
    const host = await createHost(t);
    const first = await create(host);
    expect(PropertySchema.parse(first)).toBeTruthy();
    expect(Object.keys(first).sort()).toEqual([...PROPERTY_FIELDS].sort());
    expect(first).toMatchObject({
      name: 'My property 1',
      isCoHost: false,
      isDeleted: false,
      deleteDate: null,
      isActive: true,
      isIndexing: false,
      coHosts: [],
      emergencyInfos: [],
    });
    expect(first.userProfile).toMatchObject({
      userId: host.userId,
      firstName: 'Ana',
      fullName: 'Ana Host',
      email: host.email,
    });
    expect(first.guide.slug).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(first.guide).toMatchObject({
      published: false,
      accessCode: null,
      defaultLocale: 'en',
      checkInTime: '15:00',
      checkOutTime: '11:00',
    });
    expect(first.guide.sections.map((s) => s.kind)).toEqual([
      'welcome',
      'arrival',
      'wifi',
      'rules',
      'checkout',
      'emergency',
    ]);
    for (const section of first.guide.sections) {
      expect(section.title.en && section.title.es, section.kind).toBeTruthy();
      expect(section.body.en!.length, section.kind).toBeGreaterThan(50);
      expect(section.body.es!.length, section.kind).toBeGreaterThan(50);
    }
    expect(first.guide.sections.find((s) => s.kind === 'wifi')).toMatchObject({
      sensitive: true,
      wifi: { network: '', password: '' },
    });
    expect(new Set(first.guide.sections.map((s) => s.sectionId)).size).toBe(6);

    const second = await create(host, { 'content-type': 'application/json' });
    expect(second.name).toBe('My property 2');
    expect(second.guide.slug).not.toBe(first.guide.slug);
    expect((await list(host)).map((p) => p.propertyId)).toEqual([first.propertyId, second.propertyId]);
  });

  it("names the property in the host's language", async () => {
    const host = await createHost(t, { locale: 'es' });
    const property = await create(host);
    expect(property.name).toBe('Mi alojamiento 1');
    expect(property.guide.defaultLocale).toBe('es');
    expect(property.guide.sections[0]!.title.es).toBe('Bienvenida');
  });
});

describe('GET /property/user and /property/user/list', () => {
  it('require a signed-in host', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/property/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/property/user/list' })).statusCode).toBe(401);
  });

  it("answer only the host's own properties", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const mine = await create(a);
    expect(await dropdown(a)).toEqual([
      { propertyId: mine.propertyId, name: mine.name, isCoHost: false, published: mine.guide.published },
    ]);
    expect(await list(b)).toEqual([]);
    expect(await dropdown(b)).toEqual([]);
  });
});

describe('PUT /property/user', () => {
  let ids: Awaited<ReturnType<typeof lookupIds>>;
  beforeAll(async () => {
    ids = await lookupIds();
  });

  it('requires a signed-in host', async () => {
    const host = await createHost(t);
    const property = await create(host);
    expect((await put(null, property)).statusCode).toBe(401);
  });

  it('saves the whole property and answers it as GET will', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const [welcome, arrival, wifi] = property.guide.sections;
    const body = {
      ...property,
      name: 'Casa Azul',
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Austin',
      countryId: ids.us,
      stateId: ids.texas,
      postalCode: '78701',
      latitude: 30.2672,
      longitude: -97.7431,
      timeZone: 'America/Chicago',
      propertyImage: 'https://images.example.com/casa.jpg',
      propertyStrTypes: [ids.villa, ids.apartment],
      emergencyInfos: [
        {
          emergencyInfoTypeId: ids.police,
          name: 'Austin Police',
          phone: '+1 512 974 5000',
          address: null,
          notes: { en: '<p>Non-emergency line</p>', es: '<p>Línea no urgente</p>' },
        },
      ],
      guide: {
        ...property.guide,
        slug: 'attacker-chosen-slug',
        published: true,
        accessCode: '4821',
        themeId: 2,
        defaultLocale: 'es',
        checkInTime: '16:00',
        hostContact: { name: 'Ana', phone: '+1 512 555 0100', email: 'ana@example.com', show: true },
        sections: [
          { ...wifi!, sortOrder: 0, wifi: { network: 'CasaAzul', password: 'sunny-day-42' } },
          {
            ...welcome!,
            sortOrder: 1,
            title: { en: 'Hello', es: 'Hola' },
            body: { en: '<p>Hi <strong>there</strong></p>', es: '<p>Hola</p>' },
          },
          { ...arrival!, sortOrder: 2 },
          {
            kind: 'custom',
            title: { en: 'Pool', es: 'Piscina' },
            body: { en: '<p>Open 9-21</p>' },
            sortOrder: 3,
            imageUrls: ['/images/pool.jpg'],
          },
        ],
        attractions: [
          {
            attractionTypeId: ids.restaurant,
            name: 'Taco Place',
            description: { en: '<p>Best tacos</p>', es: '<p>Los mejores tacos</p>' },
            address: '2 Side St',
            latitude: 30.26,
            longitude: -97.74,
            url: 'https://tacos.example',
            phone: '+1 512 555 0199',
          },
          { attractionTypeId: ids.beach, name: 'Barton Springs' },
        ],
      },
    };
    const res = await put(host, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result as Property;
    expect(saved).toMatchObject({
      name: 'Casa Azul',
      city: 'Austin',
      stateId: ids.texas,
      countryId: ids.us,
      latitude: 30.2672,
      timeZone: 'America/Chicago',
      propertyStrTypes: [ids.villa, ids.apartment],
      propertyStr: { strTypeId: ids.villa, code: 'villa', name: 'Villa' },
      state: { stateId: ids.texas, code: 'TX', name: 'Texas' },
      fullAddress: '1 Main St, Apt 2, Austin, Texas 78701, United States',
      propertyImage: 'https://images.example.com/casa.jpg',
    });
    expect(saved.guide).toMatchObject({
      slug: property.guide.slug,
      published: true,
      accessCode: '4821',
      themeId: 2,
      defaultLocale: 'es',
      checkInTime: '16:00',
    });
    expect(saved.guide.hostContact).toEqual({
      name: 'Ana',
      phone: '+1 512 555 0100',
      email: 'ana@example.com',
      show: true,
    });
    expect(saved.guide.sections.map((s) => [s.kind, s.sortOrder])).toEqual([
      ['wifi', 0],
      ['welcome', 1],
      ['arrival', 2],
      ['custom', 3],
    ]);
    expect(saved.guide.sections[0]!.sectionId).toBe(wifi!.sectionId);
    expect(saved.guide.sections[0]!.wifi).toEqual({ network: 'CasaAzul', password: 'sunny-day-42' });
    expect(saved.guide.sections[3]!.sectionId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(saved.guide.sections[3]!.imageUrls).toEqual(['/images/pool.jpg']);
    expect(saved.guide.attractions).toHaveLength(2);
    expect(saved.guide.attractions[0]).toMatchObject({
      name: 'Taco Place',
      url: 'https://tacos.example',
      description: { en: '<p>Best tacos</p>' },
    });
    expect(saved.guide.attractions[1]).toMatchObject({ name: 'Barton Springs', address: null, latitude: null });
    expect(saved.emergencyInfos[0]).toMatchObject({
      name: 'Austin Police',
      phone: '+1 512 974 5000',
      notes: { es: '<p>Línea no urgente</p>' },
    });
    expect(saved.emergencyInfos[0]!.emergencyInfoId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new Date(saved.modifyDate).getTime()).toBeGreaterThan(new Date(property.modifyDate).getTime());

    const [again] = await list(host);
    expect(again).toEqual(saved);

    // Names inside the answer follow the request's language.
    const [spanish] = await list(host, '?locale=es');
    expect(spanish!.fullAddress).toBe('1 Main St, Apt 2, Austin, Texas 78701, Estados Unidos');
    expect(spanish!.propertyStr!.name).toBe('Villa');

    // Saving what was answered works again (round trip), and ids stay stable.
    const second = await put(host, { ...saved, name: 'Casa Azul 2' });
    expect(second.statusCode, second.body).toBe(200);
    const resaved = second.json().result as Property;
    expect(resaved.guide.sections.map((s) => s.sectionId)).toEqual(saved.guide.sections.map((s) => s.sectionId));
    expect(resaved.guide.attractions.map((a) => a.attractionId)).toEqual(
      saved.guide.attractions.map((a) => a.attractionId),
    );
  });

  it('accepts a whole guide larger than the app-wide 1 MiB body limit', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const body = `<p>${'Lorem ipsum dolor sit amet. '.repeat(700)}</p>`.slice(0, 19_990);
    const sections = Array.from({ length: 30 }, (_, i) => ({
      kind: 'custom',
      sortOrder: i,
      title: { en: `S${i}`, es: `S${i}` },
      body: { en: body, es: body },
    }));
    const payload = { ...property, guide: { ...property.guide, sections } };
    expect(JSON.stringify(payload).length).toBeGreaterThan(1_048_576);
    const res = await put(host, payload);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect((res.json().result as Property).guide.sections).toHaveLength(30);
  });

  it('keeps stored values for optional fields that are left out', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const first = (await put(host, { ...property, city: 'Madrid', countryId: ids.es, stateId: ids.madrid })).json()
      .result as Property;
    const { city: _city, countryId: _country, stateId: _state, ...rest } = first;
    const res = await put(host, { ...rest, name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      name: 'Renamed',
      city: 'Madrid',
      countryId: ids.es,
      stateId: ids.madrid,
    });
  });

  it('rejects bad input naming the field', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const cases: [unknown, string, string][] = [
      [{ ...property, latitude: 200, longitude: 0 }, 'latitude', 'errors.numberTooLarge'],
      [{ ...property, longitude: -181, latitude: 0 }, 'longitude', 'errors.numberTooSmall'],
      [{ ...property, name: '' }, 'name', 'errors.required'],
      [{ ...property, guide: { ...property.guide, accessCode: 'abc' } }, 'guide.accessCode', 'errors.invalidFormat'],
      [{ ...property, guide: { ...property.guide, accessCode: '123' } }, 'guide.accessCode', 'errors.invalidFormat'],
      [
        { ...property, guide: { ...property.guide, accessCode: '123456789' } },
        'guide.accessCode',
        'errors.invalidFormat',
      ],
      [
        {
          ...property,
          guide: { ...property.guide, sections: [{ ...property.guide.sections[0]!, title: { en: 'x'.repeat(121) } }] },
        },
        'guide.sections.0.title.en',
        'errors.tooLong',
      ],
      [
        { ...property, guide: { ...property.guide, sections: [{ ...property.guide.sections[0]!, kind: 'dungeon' }] } },
        'guide.sections.0.kind',
        'errors.invalidFormat',
      ],
      [
        { ...property, guide: { ...property.guide, checkInTime: '25:00' } },
        'guide.checkInTime',
        'errors.invalidFormat',
      ],
      [
        {
          ...property,
          guide: {
            ...property.guide,
            attractions: [{ attractionTypeId: ids.restaurant, name: 'X', url: 'javascript:alert(1)' }],
          },
        },
        'guide.attractions.0.url',
        'errors.invalidFormat',
      ],
      [{ ...property, propertyImage: 'javascript:alert(1)' }, 'propertyImage', 'errors.invalidFormat'],
      [
        { ...property, emergencyInfos: [{ emergencyInfoTypeId: ids.police, phone: 'call me maybe' }] },
        'emergencyInfos.0.phone',
        'errors.invalidFormat',
      ],
      [{ ...property, propertyId: undefined }, 'propertyId', 'errors.required'],
    ];
    for (const [payload, field, description] of cases) {
      const res = await put(host, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toContainEqual(
        expect.objectContaining({ code: 'validation', field, description }),
      );
    }
  });

  it('rejects references that do not exist, naming the field', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const cases: [unknown, string, string][] = [
      [{ ...property, countryId: 999_999 }, 'countryId', 'host.property.errors.unknownCountry'],
      [{ ...property, countryId: ids.es, stateId: ids.texas }, 'stateId', 'host.property.errors.unknownState'],
      [{ ...property, countryId: null, stateId: ids.texas }, 'stateId', 'host.property.errors.stateNeedsCountry'],
      [
        { ...property, guide: { ...property.guide, themeId: 9999 } },
        'guide.themeId',
        'host.property.errors.unknownTheme',
      ],
      [
        { ...property, propertyStrTypes: [ids.villa, 9999] },
        'propertyStrTypes.1',
        'host.property.errors.unknownStrType',
      ],
      [{ ...property, timeZone: 'Mars/Olympus' }, 'timeZone', 'host.property.errors.unknownTimeZone'],
      [
        { ...property, guide: { ...property.guide, attractions: [{ attractionTypeId: 9999, name: 'X' }] } },
        'guide.attractions.0.attractionTypeId',
        'host.property.errors.unknownAttractionType',
      ],
      [
        { ...property, emergencyInfos: [{ emergencyInfoTypeId: 9999 }] },
        'emergencyInfos.0.emergencyInfoTypeId',
        'host.property.errors.unknownEmergencyInfoType',
      ],
      [{ ...property, latitude: 40, longitude: null }, 'longitude', 'errors.required'],
      [
        {
          ...property,
          guide: { ...property.guide, sections: [property.guide.sections[0], property.guide.sections[0]] },
        },
        'guide.sections.1.sectionId',
        'host.property.errors.duplicateId',
      ],
    ];
    for (const [payload, field, description] of cases) {
      const res = await put(host, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0], field).toMatchObject({ code: 'validation', field, description });
    }
    // Nothing was written by any refused save.
    const [stored] = await list(host);
    expect(stored!.modifyDate).toBe(property.modifyDate);
  });

  it('sanitises hostile HTML in section bodies, attraction descriptions and emergency notes', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const hostile =
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src=x onerror=alert(3)><svg onload=alert(4)></svg>' +
      '<a href="javascript:alert(5)">a</a><a href="&#106;avascript:alert(6)">b</a><a href="java&#x09;script:alert(7)">c</a>' +
      '<a href="https://ok.example" target="_blank">ok</a><iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
    const res = await put(host, {
      ...property,
      emergencyInfos: [{ emergencyInfoTypeId: ids.hospital, name: 'H', notes: { en: hostile, es: hostile } }],
      guide: {
        ...property.guide,
        sections: [{ ...property.guide.sections[0]!, body: { en: hostile, es: hostile } }],
        attractions: [{ attractionTypeId: ids.restaurant, name: 'R', description: { en: hostile } }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result as Property;
    const expected = '<p>Hi</p>abc<a href="https://ok.example" rel="noopener noreferrer">ok</a><p>styled</p>';
    expect(saved.guide.sections[0]!.body).toEqual({ en: expected, es: expected });
    expect(saved.guide.attractions[0]!.description).toEqual({ en: expected });
    expect(saved.emergencyInfos[0]!.notes).toEqual({ en: expected, es: expected });
    const stored = JSON.stringify(await list(host));
    expect(stored).not.toMatch(/<script|onerror|onload|onclick|<iframe|<svg|<img|style=|alert|javascript/i);
  });

  it('answers 409 for a stale modifyDate and overwrites nothing', async () => {
    const host = await createHost(t);
    const property = await create(host);
    const first = await put(host, { ...property, name: 'First save' });
    expect(first.statusCode).toBe(200);
    const stale = await put(host, { ...property, name: 'Second save from an old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: null,
      errors: [{ code: 'conflict', description: 'host.property.errors.staleUpdate', field: 'modifyDate' }],
    });
    const [stored] = await list(host);
    expect(stored!.name).toBe('First save');
    expect(stored!.modifyDate).toBe((first.json().result as Property).modifyDate);

    const garbage = await put(host, { ...property, modifyDate: 'yesterday' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors[0].field).toBe('modifyDate');
  });

  it("answers 404 for another host's property and changes nothing", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const property = await create(a);
    const res = await put(b, { ...property, name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('not_found');
    expect((await list(a))[0]!.name).toBe(property.name);
    expect((await put(b, { ...property, propertyId: 987_654 })).statusCode).toBe(404);
  });

  it("refuses another host's library photos in the property image, section and recommendation fields", async () => {
    const ids = await lookupIds();
    const a = await createHost(t);
    const b = await createHost(t);
    const property = await create(a);
    const otherOwnProperty = await create(a);
    const photo = async (propertyId: number) =>
      (
        await t.database.db
          .insert(media)
          .values({
            propertyId,
            mediaSourceId: 1,
            smallPath: 's.webp',
            largePath: 'l.webp',
            width: 8,
            height: 8,
            smallWidth: 4,
            smallHeight: 4,
            storedBytes: 10,
          })
          .returning()
      )[0]!.id;
    const theirs = await photo((await create(b)).propertyId);
    const mine = await photo(otherOwnProperty.propertyId);
    const withSectionPhoto = (mediaId: number) => ({
      ...property.guide,
      sections: property.guide.sections.map((s, i) => (i === 0 ? { ...s, mediaIds: [mediaId] } : s)),
    });
    const withAttraction = (mediaId: number) => ({
      ...property.guide,
      attractions: [{ attractionTypeId: ids.restaurant, name: 'Bar', mediaId }],
    });
    for (const [body, field] of [
      [{ ...property, propertyImageMediaId: theirs }, 'propertyImageMediaId'],
      [{ ...property, guide: withSectionPhoto(theirs) }, 'guide.sections.0.mediaIds.0'],
      [{ ...property, guide: withAttraction(theirs) }, 'guide.attractions.0.mediaId'],
      [{ ...property, propertyImageMediaId: 2_000_000_000 }, 'propertyImageMediaId'],
    ] as const) {
      const res = await put(a, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual([
        { code: 'validation', description: PROPERTY_ERROR_KEYS.unknownMedia, field },
      ]);
    }
    // A photo from the library of another of the host's own properties is theirs to use.
    const ok = await put(a, { ...property, propertyImageMediaId: mine, guide: withSectionPhoto(mine) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().result as Property).propertyImageMediaId).toBe(mine);
  });
});

describe('DELETE /property/user/{propertyId}', () => {
  it('requires a signed-in host and a numeric id', async () => {
    const host = await createHost(t);
    const property = await create(host);
    expect((await del(null, property.propertyId)).statusCode).toBe(401);
    const bad = await del(host, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('propertyId');
  });

  it('soft-deletes: answers the id, the property leaves every list and every call answers 404', async () => {
    const host = await createHost(t);
    const keep = await create(host);
    const gone = await create(host);
    const res = await del(host, gone.propertyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { propertyId: gone.propertyId }, errors: [] });

    expect((await list(host)).map((p) => p.propertyId)).toEqual([keep.propertyId]);
    expect((await dropdown(host)).map((p) => p.propertyId)).toEqual([keep.propertyId]);
    expect((await put(host, gone)).statusCode).toBe(404);
    expect((await del(host, gone.propertyId)).statusCode).toBe(404);

    // The row stays, marked deleted (soft delete).
    const { properties } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, gone.propertyId));
    expect(row).toMatchObject({ isDeleted: true });
    expect(row!.deleteDate).toBeInstanceOf(Date);

    // A new property does not reuse the deleted one's slug, and names skip taken ones.
    const next = await create(host);
    expect(next.guide.slug).not.toBe(gone.guide.slug);
    expect(next.name).toBe('My property 2');
  });

  it("answers 404 for another host's property and deletes nothing", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const property = await create(a);
    expect((await del(b, property.propertyId)).statusCode).toBe(404);
    expect((await list(a)).map((p) => p.propertyId)).toEqual([property.propertyId]);
  });
});

describe('co-hosts', () => {
  it('see the property flagged isCoHost, may save it, may not delete it', async () => {
    const owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
    const helper = await createHost(t, { firstName: 'Carl', lastName: 'Cohost' });
    const stranger = await createHost(t);
    const property = await create(owner);
    await new PropertyRepository(t.database.db).addCoHost(property.propertyId, helper.userId);

    const [seen] = await list(helper);
    expect(seen).toMatchObject({ propertyId: property.propertyId, isCoHost: true });
    expect(seen!.userProfile).toMatchObject({ userId: owner.userId, fullName: 'Olga Owner' });
    expect(await dropdown(helper)).toEqual([
      { propertyId: property.propertyId, name: property.name, isCoHost: true, published: property.guide.published },
    ]);
    const [ownerView] = await list(owner);
    expect(ownerView!.isCoHost).toBe(false);
    expect(ownerView!.coHosts).toEqual([expect.objectContaining({ userId: helper.userId, fullName: 'Carl Cohost' })]);

    const saved = await put(helper, { ...seen, name: 'Edited by co-host' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ name: 'Edited by co-host', isCoHost: true });
    expect((await list(owner))[0]!.name).toBe('Edited by co-host');

    const refused = await del(helper, property.propertyId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'forbidden',
      description: 'host.property.errors.coHostCannotDelete',
    });
    expect(await list(owner)).toHaveLength(1);

    expect(await list(stranger)).toEqual([]);

    // Once the owner deletes it, the co-host no longer sees it either.
    expect((await del(owner, property.propertyId)).statusCode).toBe(200);
    expect(await list(helper)).toEqual([]);
    expect((await put(helper, { ...seen, modifyDate: (saved.json().result as Property).modifyDate })).statusCode).toBe(
      404,
    );
  });
});

describe('the contract', () => {
  it('documents the property and list calls in the OpenAPI page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/property/user', 'get'],
      ['/api/property/user', 'post'],
      ['/api/property/user', 'put'],
      ['/api/property/user/list', 'get'],
      ['/api/property/user/{propertyId}', 'delete'],
      ['/api/list/countries', 'get'],
      ['/api/list/states/{countryId}', 'get'],
      ['/api/list/attractionTypes', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('has a translation in en and es for every error the property calls send', () => {
    const lookup = (bundle: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
    for (const key of Object.values(PROPERTY_ERROR_KEYS)) {
      expect(typeof lookup(resources.en, key), key).toBe('string');
      expect(typeof lookup(resources.es, key), key).toBe('string');
    }
  });

  it('offers every section kind the starter guide uses', () => {
    for (const kind of ['welcome', 'arrival', 'wifi', 'rules', 'checkout', 'emergency', 'custom'])
      expect(SECTION_KINDS).toContain(kind);
  });
});
