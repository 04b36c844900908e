import { beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema, type Property } from '@common/contracts/property';
import { createHost } from './property.fixtures';
import {
  create,
  del,
  dropdown,
  list,
  lookupIds,
  PROPERTY_FIELDS,
  put,
  t,
  usePropertyApp,
} from './property.api.fixtures';

usePropertyApp();

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
