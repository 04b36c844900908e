import { beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_ERROR_KEYS, SECTION_KINDS, type Property } from '@common/contracts/property';
import { resources } from '@common/locales/index';
import { media } from '../../db/schema';
import { createHost } from './property.fixtures';
import { PropertyRepository } from './property.repository';
import { create, del, dropdown, list, lookupIds, put, t, usePropertyApp } from './property.api.fixtures';

usePropertyApp();

describe('PUT /property/user', () => {
  let ids: Awaited<ReturnType<typeof lookupIds>>;
  beforeAll(async () => {
    ids = await lookupIds();
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
