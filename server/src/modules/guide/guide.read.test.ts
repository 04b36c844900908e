import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_LIMITS, GuestGuideSchema, type GuestGuide } from '@common/contracts/guide';
import { rateLimitBuckets } from '../../db/schema';
import { createHost } from '../property/property.fixtures';
import { PropertyRepository } from '../property/property.repository';
import {
  ACCESS_CODE,
  ARRIVAL_SECRET,
  createGuide,
  type GuideFixture,
  insertPhotos,
  saveProperty,
  TITLES,
  WIFI,
} from './guide.fixtures';
import {
  getGuide,
  GUIDE_KEYS,
  nextIp,
  PHOTO_KEYS,
  PLACE_KEYS,
  SECTION_KEYS,
  t,
  useGuideApp,
} from './guide.api.fixtures';

useGuideApp();

describe('GET /guide/{slug}', () => {
  let f: GuideFixture;
  let photoIds: number[];
  beforeAll(async () => {
    f = await createGuide(t);
    photoIds = await insertPhotos(t, f.property.propertyId, 3);
    const current = f.property;
    const property = await saveProperty(t, f.host, {
      ...current,
      propertyImageMediaId: photoIds[0]!,
      guide: {
        ...current.guide,
        sections: current.guide.sections.map((s, i) =>
          i === 0 ? { ...s, mediaIds: [photoIds[1]!], imageUrls: ['https://example.com/outside.jpg'] } : s,
        ),
      },
    });
    f = { ...f, property };
  });

  it('answers the published guide with exactly the public fields, nothing private', async () => {
    const res = await getGuide(f.slug);
    expect(res.statusCode, res.body).toBe(200);
    const guide = res.json().result as GuestGuide;
    expect(GuestGuideSchema.parse(guide)).toBeTruthy();
    expect(Object.keys(guide).sort()).toEqual([...GUIDE_KEYS].sort());
    for (const section of guide.sections) expect(Object.keys(section).sort()).toEqual([...SECTION_KEYS].sort());
    for (const place of [...guide.recommendations.food, ...guide.recommendations.other])
      expect(Object.keys(place).sort()).toEqual([...PLACE_KEYS].sort());
    expect(Object.keys(guide.coverPhoto!).sort()).toEqual([...PHOTO_KEYS].sort());
    expect(Object.keys(guide.theme).sort()).toEqual([
      'accentColor',
      'backgroundColor',
      'code',
      'onPrimaryColor',
      'primaryColor',
      'surfaceColor',
      'textColor',
    ]);
    expect(Object.keys(guide.emergency).sort()).toEqual(['contacts', 'countryCode', 'hostPhone', 'number']);
    // The host's phone for urgent matters: the guide's own host card shows it.
    expect(guide.emergency.hostPhone).toBe('+34 600 123 456');
    expect(Object.keys(guide.hostContact!).sort()).toEqual(['email', 'name', 'phone']);
    // Never the access code, the owner's account, ids of the property or its owner, or a sensitive body.
    for (const secret of [
      ACCESS_CODE,
      f.host.email,
      f.host.userId,
      f.property.exId,
      ARRIVAL_SECRET,
      'ownerUserId',
      'accessCode',
      'propertyId',
      'published',
    ]) {
      expect(res.body, secret).not.toContain(secret);
    }
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers the essentials: Wi-Fi with its join string, times, address links, emergency number, places by distance', async () => {
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    expect(guide).toMatchObject({
      name: 'Casa Sol',
      locale: 'en',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      wifiLocked: false,
      hasAccessCode: true,
      unlocked: false,
    });
    expect(guide.wifi).toEqual({ ...WIFI, joinString: 'WIFI:T:WPA;S:Casa-Sol 5G;P:sun\\;shine\\:2024;;' });
    expect(guide.address).toMatchObject({
      text: 'Calle Mayor 12, Sevilla, 41004, Spain',
      latitude: 37.3886,
      geoUri: expect.stringMatching(/^geo:37\.3886,-5\.9823/),
    });
    expect(guide.address!.mapUrl).toContain('openstreetmap.org');
    expect(guide.emergency).toMatchObject({ number: '112', countryCode: 'ES' });
    expect(guide.emergency.contacts.map((c) => c.name)).toEqual(['Hospital Virgen del Rocío', 'Policía Local']);
    expect(guide.hostContact).toEqual({ name: 'Lucía', phone: '+34 600 123 456', email: 'stay@casasol.example' });
    expect(guide.recommendations.food.map((p) => p.name)).toEqual(['Bodega Santa Cruz', 'Café de la Plaza']);
    expect(guide.recommendations.other.map((p) => p.name)).toEqual(['Museo de Bellas Artes', 'Playa de Matalascañas']);
    expect(guide.recommendations.food[0]!.distanceMeters).toBeGreaterThan(500);
    expect(guide.recommendations.food[0]!.directionsUrl).toContain('route=37.3886,-5.9823%3B37.3861,-5.9915');
    expect(guide.theme.code).toBe('terracotta');
  });

  it('gives library photos both sizes for srcset and keeps outside URLs as they are', async () => {
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    expect(guide.coverPhoto).toMatchObject({
      src: expect.stringMatching(/^\/images\/.+-l\.webp$/),
      srcSmall: expect.stringMatching(/^\/images\/.+-s\.webp$/),
      width: 1600,
      smallWidth: 400,
    });
    expect(guide.sections[0]!.photos).toEqual([
      expect.objectContaining({ srcSmall: expect.stringMatching(/-s\.webp$/), alt: 'Photo 2' }),
      {
        src: 'https://example.com/outside.jpg',
        srcSmall: null,
        width: null,
        height: null,
        smallWidth: null,
        alt: TITLES.welcome.en,
      },
    ]);
  });

  it('locks sensitive sections without the code: no body, no photos', async () => {
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    const arrival = guide.sections.find((s) => s.kind === 'arrival')!;
    expect(arrival).toMatchObject({ title: TITLES.arrival.en, body: null, photos: [], sensitive: true, locked: true });
    expect(guide.sections.find((s) => s.kind === 'rules')).toMatchObject({
      locked: false,
      body: expect.stringContaining('No parties'),
    });
  });

  it('refuses a wrong code with 403 and unlocks with the right one', async () => {
    const ip = nextIp();
    const wrong = await getGuide(f.slug, { code: '0000', ip });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'forbidden', description: 'guest.errors.wrongCode' });
    const right = await getGuide(f.slug, { code: ACCESS_CODE, ip });
    expect(right.statusCode).toBe(200);
    const guide = right.json().result as GuestGuide;
    expect(guide.unlocked).toBe(true);
    expect(guide.sections.find((s) => s.kind === 'arrival')).toMatchObject({
      locked: false,
      body: expect.stringContaining(ARRIVAL_SECRET),
    });
  });

  it('rate limits wrong codes per client and guide, then refuses even the right code', async () => {
    // A guide of its own: ten wrong codes also spend the guide's budget (GUIDE_CODE_WRONG_PER_GUIDE).
    const g = await createGuide(t);
    const guest = nextIp();
    expect((await getGuide(g.slug, { code: ACCESS_CODE, ip: guest })).statusCode).toBe(200);
    const ip = nextIp();
    for (let i = 0; i < GUIDE_LIMITS.wrongCodesPerWindow; i++)
      expect((await getGuide(g.slug, { code: `99${i}`, ip })).statusCode).toBe(403);
    const limited = await getGuide(g.slug, { code: '1234', ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0].description).toBe('guest.errors.tooManyCodes');
    expect((await getGuide(g.slug, { code: ACCESS_CODE, ip })).statusCode).toBe(429);
    // A guest who gave the right code before still gets in; the table holds no client address or code.
    expect((await getGuide(g.slug, { code: ACCESS_CODE, ip: guest })).statusCode).toBe(200);
    const keys = (await t.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    // Compared per key part: a hashed part (64 hex digits) may contain "4821" by chance, which is no leak.
    const parts = keys.flatMap((k) => k.split(':'));
    expect(parts.filter((part) => part === ip || part === guest || part === ACCESS_CODE)).toEqual([]);
  });

  it('answers in Spanish and falls back to English with a notice for an untranslated section', async () => {
    const guide = (await getGuide(f.slug, { query: '?locale=es' })).json().result as GuestGuide;
    expect(guide.locale).toBe('es');
    expect(guide.sections.find((s) => s.kind === 'welcome')).toMatchObject({
      title: TITLES.welcome.es,
      fallbackLocale: null,
    });
    expect(guide.sections.find((s) => s.kind === 'parking')).toMatchObject({
      title: TITLES.parking.en,
      fallbackLocale: 'en',
    });
    expect(guide.address!.text).toContain('España');
    const byHeader = (await getGuide(f.slug, { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).json()
      .result as GuestGuide;
    expect(byHeader.locale).toBe('es');
  });

  it('shows sensitive sections openly when the host set no access code', async () => {
    const open = await createGuide(t, { accessCode: null });
    const guide = (await getGuide(open.slug)).json().result as GuestGuide;
    expect(guide).toMatchObject({ hasAccessCode: false, unlocked: true });
    expect(guide.sections.find((s) => s.kind === 'arrival')!.body).toContain(ARRIVAL_SECRET);
  });

  it('answers 404 for an unpublished, a deleted, an unknown or a malformed slug', async () => {
    const draft = await createGuide(t, { published: false });
    expect((await getGuide(draft.slug)).statusCode).toBe(404);
    const gone = await createGuide(t);
    expect((await getGuide(gone.slug)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/user/${gone.property.propertyId}`,
      headers: gone.host.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await getGuide(gone.slug)).statusCode).toBe(404);
    expect((await getGuide('NoSuchGuideSlug1')).statusCode).toBe(404);
    expect((await getGuide('bad')).statusCode).toBe(400);
  });
});

describe('GET /guide/code/{code}', () => {
  it('finds a published guide by its short code, ignoring case, spaces and dashes', async () => {
    const f = await createGuide(t);
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    expect(guide.shortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{7}$/);
    const typed = `${guide.shortCode.slice(0, 3).toLowerCase()} - ${guide.shortCode.slice(3)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guide/code/${encodeURIComponent(typed)}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ slug: f.slug });
  });

  it('answers 404 for an unknown code and for an unpublished guide', async () => {
    const ip = nextIp();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/guide/code/ZZZZZZZ', remoteAddress: ip });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].description).toBe('guest.errors.unknownShortCode');
    const draft = await createGuide(t, { published: false });
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/property/user/${draft.property.propertyId}/guide-link`,
      headers: draft.host.headers,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guide/code/${link.json().result.shortCode}`, remoteAddress: ip }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects malformed codes and rate limits look-ups per client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/guide/code/%3Cscript%3E' })).statusCode).toBe(400);
    const ip = nextIp();
    for (let i = 0; i < GUIDE_LIMITS.codeLookupsPerWindow; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/guide/code/AAAAAAA', remoteAddress: ip })).statusCode,
      ).toBe(404);
    const limited = await t.app.inject({ method: 'GET', url: '/api/guide/code/AAAAAAA', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].description).toBe('guest.errors.tooManyLookups');
  });
});

describe('GET /property/user/{propertyId}/guide-link and POST .../rotate-slug', () => {
  it('require a signed-in host and reject a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/property/user/1/guide-link' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/property/user/1/rotate-slug' })).statusCode).toBe(401);
    const host = await createHost(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/property/user/abc/rotate-slug',
      headers: host.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('propertyId');
  });

  it("refuses another host's property with 404 and a co-host's rotation with 403", async () => {
    const f = await createGuide(t);
    const stranger = await createHost(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/property/user/${f.property.propertyId}/guide-link`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/property/user/${f.property.propertyId}/rotate-slug`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    const helper = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(f.property.propertyId, helper.userId);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/property/user/${f.property.propertyId}/guide-link`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/property/user/${f.property.propertyId}/rotate-slug`,
      headers: { ...helper.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].description).toBe('guest.errors.coHostCannotRotate');
    expect((await getGuide(f.slug)).statusCode).toBe(200);
  });

  it('gives the guide a new slug and short code; the old ones stop at once', async () => {
    const f = await createGuide(t);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/property/user/${f.property.propertyId}/guide-link`,
        headers: f.host.headers,
      })
    ).json().result;
    expect(before).toMatchObject({
      propertyId: f.property.propertyId,
      slug: f.slug,
      published: true,
      guideUrl: `http://guidebook.test/g/${f.slug}`,
      printUrl: `http://guidebook.test/g/${f.slug}/print`,
      linkUrl: 'http://guidebook.test/link',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/property/user/${f.property.propertyId}/rotate-slug`,
      headers: { ...f.host.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().result;
    expect(after.slug).not.toBe(f.slug);
    expect(after.slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(after.shortCode).not.toBe(before.shortCode);
    expect((await getGuide(f.slug)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/g/${f.slug}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guide/code/${before.shortCode}`, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(404);
    expect((await getGuide(after.slug)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guide/code/${after.shortCode}`, remoteAddress: nextIp() })).json()
        .result,
    ).toEqual({ slug: after.slug });
    // The editor's copy is not made stale by the rotation.
    const list = (await t.app.inject({ method: 'GET', url: '/api/property/user', headers: f.host.headers })).json()
      .result as { propertyId: number; modifyDate: string; guide: { slug: string } }[];
    const saved = list.find((p) => p.propertyId === f.property.propertyId)!;
    expect(saved.modifyDate).toBe(f.property.modifyDate);
    expect(saved.guide.slug).toBe(after.slug);
  });
});
