import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@common/contracts/devices';
import type { GuestGuide } from '@common/contracts/guide';
import type { Property, PropertyUpdate } from '@common/contracts/property';
import type { SharedBlock } from '@common/contracts/shared-blocks';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, createProperty, type GuideFixture, saveProperty } from '../guide/guide.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

// Places and devices as shared blocks (docs/decisions/047-shared-blocks.md); sections: shared-blocks.test.ts.
let t: TestApp;
let owner: TestHost;
let stranger: TestHost;
let flatA: GuideFixture;
let flatB: GuideFixture;
let strangersFlat: Property;
let restaurant: number;
const changed: number[] = [];

const place = (over: object = {}) => ({
  kind: 'place',
  name: 'Tapas bar (old town)',
  place: {
    attractionTypeId: restaurant,
    name: 'Bar Pepe',
    description: { en: '<p>Best tortilla.</p><script>x</script>', es: '<p>La mejor tortilla.</p>' },
    address: 'Calle Mayor 1',
    latitude: 40.4,
    longitude: -3.7,
    url: 'https://pepe.example',
    phone: '+34 600 000 000',
    ...over,
  },
});
const DEVICE = {
  kind: 'device',
  name: 'Coffee machine (all flats)',
  device: {
    name: 'Nespresso',
    category: 'coffeeMachine',
    brand: 'Krups',
    model: 'XN100',
    howTo: { en: '<p>Press the big button.</p>', es: '<p>Pulsa el botón grande.</p>' },
    troubleshooting: { en: '<p>Descale monthly.</p>' },
  },
};

const call = (host: TestHost | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host?.headers ?? {}, ...(payload ? { payload } : {}) });
async function create(body: object, key?: string): Promise<SharedBlock> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shared-blocks',
    headers: { ...owner.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SharedBlock;
}
async function use(block: SharedBlock, propertyId: number): Promise<Property> {
  const res = await call(owner, 'POST', `/api/shared-blocks/${block.sharedBlockId}/use`, { propertyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}
const guest = async (slug: string, locale = 'en'): Promise<GuestGuide> =>
  (await call(null, 'GET', `/api/guide/${slug}?locale=${locale}`)).json().result as GuestGuide;
const guestPlaces = async (slug: string, locale = 'en') => {
  const { food, other } = (await guest(slug, locale)).recommendations;
  return [...food, ...other];
};
const devicesOf = async (propertyId: number): Promise<Device[]> =>
  (await call(owner, 'GET', `/api/devices/property/${propertyId}`)).json().result as Device[];
const placeCopy = (property: Property, block: SharedBlock) =>
  property.guide.attractions.find((a) => a.sharedBlockId === block.sharedBlockId);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t, { firstName: 'Olga' });
  stranger = await createHost(t, { firstName: 'Sven' });
  flatA = await createGuide(t, { published: true }, owner);
  flatB = await createGuide(t, { published: true }, owner);
  strangersFlat = await createProperty(t, stranger);
  const types = (await call(null, 'GET', '/api/list/attractionTypes')).json().result as { id: number; code: string }[];
  restaurant = types.find((type) => type.code === 'restaurant')!.id;
  t.app.events.on('guide.changed', 'test.shared-places', async (event) => void changed.push(event.propertyId));
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('shared places and devices', () => {
  it('creates a place and a device block (Idempotency-Key honoured) and refuses bad input naming the field', async () => {
    const first = await create(place(), 'shared-place-1');
    const again = await create(place(), 'shared-place-1');
    expect(again.sharedBlockId).toBe(first.sharedBlockId);
    expect(first).toMatchObject({ kind: 'place', sectionKind: null, device: null, usedBy: [] });
    expect(first.place).toMatchObject({ name: 'Bar Pepe', description: { en: '<p>Best tortilla.</p>' } });
    const device = await create(DEVICE);
    expect(device).toMatchObject({ kind: 'device', place: null, device: { name: 'Nespresso', brand: 'Krups' } });
    const cases: [object, string][] = [
      [{ kind: 'place', name: 'No place' }, 'place'],
      [place({ name: ' ' }), 'place.name'],
      [place({ url: 'javascript:alert(1)' }), 'place.url'],
      [place({ latitude: null }), 'place.latitude'],
      [place({ attractionTypeId: 999_999 }), 'place.attractionTypeId'],
      [{ ...DEVICE, device: { ...DEVICE.device, category: 'toaster' } }, 'device.category'],
      [{ ...DEVICE, place: place().place }, 'place'],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', '/api/shared-blocks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    const kindChange = await call(owner, 'PUT', `/api/shared-blocks/${device.sharedBlockId}`, place());
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json().errors[0].field).toBe('kind');
  });

  it('a place used by two guides changes on both guest pages with one edit; its photo stays per guide', async () => {
    const block = await create(place({ name: 'Casa Lola' }));
    const a = await use(block, flatA.property.propertyId);
    await use(block, flatB.property.propertyId);
    const repeat = await use(block, flatA.property.propertyId);
    expect(repeat.guide.attractions.filter((x) => x.sharedBlockId === block.sharedBlockId)).toHaveLength(1);
    expect(placeCopy(a, block)).toMatchObject({ name: 'Casa Lola', attractionTypeId: restaurant, imageUrl: null });
    for (const flat of [flatA, flatB]) expect((await guestPlaces(flat.slug)).map((p) => p.name)).toContain('Casa Lola');
    const listed = (await call(owner, 'GET', `/api/shared-blocks/${block.sharedBlockId}`)).json().result as SharedBlock;
    expect(listed.usedBy.map((u) => u.propertyId)).toEqual([flatA.property.propertyId, flatB.property.propertyId]);
    expect(listed.usedBy[0]!.itemId).toBe(placeCopy(a, block)!.attractionId);

    // The guide's own photo of the place survives a block save; the words come from the block.
    const withPhoto = await saveProperty(t, owner, {
      ...a,
      guide: {
        ...a.guide,
        attractions: a.guide.attractions.map((x) =>
          x.sharedBlockId === block.sharedBlockId
            ? { ...x, name: 'Changed here', imageUrl: 'https://img.example/lola.jpg', sharedBlockId: null }
            : x,
        ),
      },
    } as PropertyUpdate);
    expect(placeCopy(withPhoto, block)).toMatchObject({ name: 'Casa Lola', imageUrl: 'https://img.example/lola.jpg' });

    changed.length = 0;
    const edit = await call(
      owner,
      'PUT',
      `/api/shared-blocks/${block.sharedBlockId}`,
      place({ name: 'Casa Lola (new)', description: { en: '<p>Now open Mondays.</p>', es: '<p>Abre los lunes.</p>' } }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await t.app.events.drain();
    expect(changed.sort()).toEqual([flatA.property.propertyId, flatB.property.propertyId].sort());
    for (const flat of [flatA, flatB]) {
      const shown = (await guestPlaces(flat.slug)).find((p) => p.name === 'Casa Lola (new)');
      expect(shown?.description).toContain('Now open Mondays.');
      const es = (await guestPlaces(flat.slug, 'es')).find((p) => p.name === 'Casa Lola (new)');
      expect(es?.description).toContain('Abre los lunes.');
    }
    const readA = (await call(owner, 'GET', `/api/property/user?propertyId=${flatA.property.propertyId}`)).json()
      .result[0] as Property;
    expect(placeCopy(readA, block)?.imageUrl).toBe('https://img.example/lola.jpg');
    // An editor still holding the guide from before the block save gets its 409.
    expect((await call(owner, 'PUT', '/api/property/user', withPhoto as object)).statusCode).toBe(409);

    // Detach B: it keeps the words and no longer follows; deleting the block detaches A.
    const detached = await call(owner, 'POST', `/api/shared-blocks/${block.sharedBlockId}/detach`, {
      propertyId: flatB.property.propertyId,
    });
    expect(placeCopy(detached.json().result as Property, block)).toBeUndefined();
    await call(owner, 'PUT', `/api/shared-blocks/${block.sharedBlockId}`, place({ name: 'Only A' }));
    expect((await guestPlaces(flatB.slug)).map((p) => p.name)).toContain('Casa Lola (new)');
    expect((await guestPlaces(flatA.slug)).map((p) => p.name)).toContain('Only A');
    expect((await call(owner, 'DELETE', `/api/shared-blocks/${block.sharedBlockId}`)).statusCode).toBe(200);
    const afterDelete = (await call(owner, 'GET', `/api/property/user?propertyId=${flatA.property.propertyId}`)).json()
      .result[0] as Property;
    expect(afterDelete.guide.attractions.find((x) => x.name === 'Only A')?.sharedBlockId ?? null).toBeNull();
  });

  it('a device used in two properties is edited once; location, photos and manual stay per property', async () => {
    const block = await create({ ...DEVICE, name: 'Espresso (A and B)' });
    await use(block, flatA.property.propertyId);
    await use(block, flatB.property.propertyId);
    await use(block, flatB.property.propertyId);
    const inB = (await devicesOf(flatB.property.propertyId)).filter((d) => d.sharedBlockId === block.sharedBlockId);
    expect(inB).toHaveLength(1);
    const copyB = inB[0]!;
    expect(copyB).toMatchObject({ name: 'Nespresso', category: 'coffeeMachine', location: '' });

    // The property's own parts save; the shared words are kept from the block.
    const saved = await call(owner, 'PUT', '/api/devices', {
      deviceId: copyB.deviceId,
      name: 'Renamed here',
      category: 'other',
      location: 'Kitchen, left shelf',
      howTo: { en: '<p>Other text</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      name: 'Nespresso',
      category: 'coffeeMachine',
      location: 'Kitchen, left shelf',
    });

    changed.length = 0;
    const edit = await call(owner, 'PUT', `/api/shared-blocks/${block.sharedBlockId}`, {
      ...DEVICE,
      device: { ...DEVICE.device, name: 'Nespresso Pixie', howTo: { en: '<p>Hold for a long coffee.</p>' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.app.events.drain();
    expect(changed.sort()).toEqual([flatA.property.propertyId, flatB.property.propertyId].sort());
    for (const flat of [flatA, flatB]) {
      const shown = (await guest(flat.slug)).devices?.find((d) => d.name === 'Nespresso Pixie');
      expect(shown?.howTo).toContain('Hold for a long coffee.');
    }
    expect((await guest(flatB.slug)).devices?.find((d) => d.name === 'Nespresso Pixie')?.location).toBe(
      'Kitchen, left shelf',
    );
    const listed = (await call(owner, 'GET', `/api/shared-blocks/${block.sharedBlockId}`)).json().result as SharedBlock;
    expect(listed.usedBy.map((u) => u.itemId)).toContain(String(copyB.deviceId));

    // Detach in B, then delete the block: both devices stay, neither follows a block any more.
    await call(owner, 'POST', `/api/shared-blocks/${block.sharedBlockId}/detach`, {
      propertyId: flatB.property.propertyId,
    });
    expect(
      (await devicesOf(flatB.property.propertyId)).find((d) => d.deviceId === copyB.deviceId)?.sharedBlockId,
    ).toBeNull();
    expect((await call(owner, 'DELETE', `/api/shared-blocks/${block.sharedBlockId}`)).statusCode).toBe(200);
    const inA = await devicesOf(flatA.property.propertyId);
    expect(inA.filter((d) => d.name === 'Nespresso Pixie').map((d) => d.sharedBlockId)).toEqual([null]);
  });

  it("answers 404 for another account's place or device block and for a property the caller does not own", async () => {
    for (const body of [place({ name: 'Private bar' }), DEVICE]) {
      const block = await create(body);
      const url = `/api/shared-blocks/${block.sharedBlockId}`;
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
      expect((await call(stranger, 'PUT', url, body)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `${url}/use`, { propertyId: strangersFlat.propertyId })).statusCode).toBe(
        404,
      );
      const intoStrangers = await call(owner, 'POST', `${url}/use`, { propertyId: strangersFlat.propertyId });
      expect(intoStrangers.statusCode).toBe(404);
      expect(intoStrangers.json().errors[0].field).toBe('propertyId');
      expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    }
    const theirs = (await call(stranger, 'GET', `/api/devices/property/${strangersFlat.propertyId}`)).json().result;
    expect(theirs).toEqual([]);
  });
});
