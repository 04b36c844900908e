import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Device } from '@common/contracts/devices';
import type { Property } from '@common/contracts/property';
import type { TranslatedItems } from '@common/contracts/translation';
import { isDeviceMachineTranslated, isPlaceMachineTranslated, placeFingerprint } from '@common/machine-translation';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, saveProperty } from '../guide/guide.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { DeepLFake } from './deepl.fake';

/** Translation of places and devices (decision 055): POST /translation/property/{id}/items and the marks they leave. */
const KEY = 'test-deepl-key:fx';
const deepl = new DeepLFake(KEY);
let t: TestApp;
let host: TestHost;
let other: TestHost;
let property: Property;

beforeAll(async () => {
  await deepl.start();
  t = await buildTestApp({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: KEY, DEEPL_API_URL: deepl.origin });
  const fixture = await createGuide(t, { accessCode: null });
  host = fixture.host;
  property = fixture.property;
  other = await createHost(t);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await deepl.stop();
});
beforeEach(() => {
  deepl.calls.length = 0;
  deepl.losePlaceholders = false;
  deepl.append = '';
});

const translate = (who: TestHost, propertyId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/translation/property/${propertyId}/items`, headers: who.headers, payload });

const PLACE = { attractionId: 'bar-1', description: '<p>Welcome</p><p>Call {{hostPhone}}</p>' };
const DEVICE = { deviceId: 0, howTo: '<p>Parking</p>', troubleshooting: '<p>The car park is behind the house.</p>' };

const guestGuide = async (locale: 'en' | 'es') =>
  (await t.app.inject({ method: 'GET', url: `/api/guide/${property.guide.slug}?locale=${locale}` })).json().result;
const guestPage = async (locale: 'en' | 'es') =>
  (await t.app.inject({ method: 'GET', url: `${locale === 'es' ? '/es' : ''}/g/${property.guide.slug}` })).body;
const NOTE_ES = '<p class="notice" role="note">Traducción automática</p>';

describe('POST /translation/property/{id}/items', () => {
  it('translates a section, a place and a device in one DeepL request, each with its fingerprint', async () => {
    const res = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's-1', title: 'Parking', body: '' }],
      places: [PLACE],
      devices: [DEVICE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as TranslatedItems;
    expect(result.sections).toEqual([expect.objectContaining({ sectionId: 's-1', title: 'aparcamiento', body: '' })]);
    expect(result.places).toEqual([
      {
        attractionId: 'bar-1',
        description: '<p>bienvenida</p><p>llama a {{hostPhone}}</p>',
        machine: placeFingerprint('<p>bienvenida</p><p>llama a {{hostPhone}}</p>'),
      },
    ]);
    expect(result.devices).toEqual([
      expect.objectContaining({
        deviceId: 0,
        howTo: '<p>aparcamiento</p>',
        troubleshooting: '<p>el aparcamiento está detrás de la casa.</p>',
      }),
    ]);
    expect(
      isDeviceMachineTranslated(
        {
          ...result.devices[0]!,
          howTo: { es: result.devices[0]!.howTo },
          troubleshooting: { es: result.devices[0]!.troubleshooting },
          machine: { es: result.devices[0]!.machine },
        },
        'es',
      ),
    ).toBe(true);
    // One provider call with the four texts, placeholders protected.
    expect(deepl.calls).toHaveLength(1);
    expect(deepl.calls[0]!.text).toEqual([
      'Parking',
      '<p>Welcome</p><p>Call <span translate="no">{{hostPhone}}</span></p>',
      '<p>Parking</p>',
      '<p>The car park is behind the house.</p>',
    ]);
  });

  it("sanitises places' and devices' answers, and refuses one that lost a placeholder", async () => {
    deepl.append = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const res = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      places: [PLACE],
      devices: [DEVICE],
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().result)).not.toMatch(/<script|onerror|<img/i);
    deepl.append = '';
    deepl.losePlaceholders = true;
    const lost = await translate(host, property.propertyId, { from: 'en', to: 'es', places: [PLACE] });
    expect(lost.statusCode).toBe(503);
    expect(lost.json().errors[0].description).toBe('errors.translationFailed');
  });

  it("answers 404 for another host's property before any provider call, 400 naming the field, 401 signed out", async () => {
    expect((await translate(other, property.propertyId, { from: 'en', to: 'es', places: [PLACE] })).statusCode).toBe(
      404,
    );
    const empty = await translate(host, property.propertyId, { from: 'en', to: 'es' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('sections');
    const badPlace = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      places: [{ attractionId: 'no spaces', description: 'x' }],
    });
    expect(badPlace.json().errors[0].field).toBe('places.0.attractionId');
    const longDevice = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      devices: [{ ...DEVICE, howTo: 'x'.repeat(20_001) }],
    });
    expect(longDevice.statusCode).toBe(400);
    expect(longDevice.json().errors[0].field).toBe('devices.0.howTo');
    const badDevice = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      devices: [{ ...DEVICE, deviceId: -1 }],
    });
    expect(badDevice.json().errors[0].field).toBe('devices.0.deviceId');
    expect(deepl.calls).toHaveLength(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/translation/property/${property.propertyId}/items`,
      payload: { from: 'en', to: 'es', places: [PLACE] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the machine-translated mark of places and devices', () => {
  it("a place's mark is kept by the guide save, shown to its language's guests, and gone after the host's edit", async () => {
    const [first, ...rest] = property.guide.attractions;
    const english = { ...first!, description: { en: '<p>Welcome</p>' } };
    const res = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      places: [{ attractionId: first!.attractionId, description: english.description.en }],
    });
    const translated = (res.json().result as TranslatedItems).places[0]!;
    const saved = await saveProperty(t, host, {
      ...property,
      guide: {
        ...property.guide,
        attractions: [
          {
            ...english,
            description: { en: english.description.en, es: translated.description },
            machine: { es: translated.machine, en: 'm1-00000000' },
          },
          ...rest,
        ],
      },
    } as never);
    const stored = saved.guide.attractions[0]!;
    expect(stored.machine).toEqual({ es: translated.machine });
    expect(isPlaceMachineTranslated(stored, 'es')).toBe(true);

    const place = (guide: {
      recommendations: { food: { attractionId: string }[]; other: { attractionId: string }[] };
    }) =>
      [...guide.recommendations.food, ...guide.recommendations.other].find(
        (p) => p.attractionId === first!.attractionId,
      );
    expect(place(await guestGuide('es'))).toMatchObject({ description: '<p>bienvenida</p>', machineTranslated: true });
    expect(place(await guestGuide('en'))).not.toHaveProperty('machineTranslated');
    const page = await guestPage('es');
    expect(page).toContain(`${NOTE_ES}<div class="rich small" ><p>bienvenida</p>`);

    const edited = await saveProperty(t, host, {
      ...saved,
      guide: {
        ...saved.guide,
        attractions: [{ ...stored, description: { ...stored.description, es: '<p>Bienvenidos, pasad.</p>' } }, ...rest],
      },
    } as never);
    expect(edited.guide.attractions[0]!.machine).toBeUndefined();
    expect(place(await guestGuide('es'))).not.toHaveProperty('machineTranslated');
    property = edited;
  });

  it("a device's mark is kept by PUT /devices, shown on the guest page, and gone after the host's edit", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: host.headers,
      payload: {
        propertyId: property.propertyId,
        name: 'Coffee machine',
        category: 'coffeeMachine',
        howTo: { en: DEVICE.howTo },
        troubleshooting: { en: DEVICE.troubleshooting },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const device = created.json().result as Device;
    expect(device.machine).toEqual({});
    const res = await translate(host, property.propertyId, {
      from: 'en',
      to: 'es',
      devices: [{ deviceId: device.deviceId, howTo: DEVICE.howTo, troubleshooting: DEVICE.troubleshooting }],
    });
    const translated = (res.json().result as TranslatedItems).devices[0]!;
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/devices', headers: host.headers, payload: body });
    const { propertyId: _p, photos: _ph, manual: _m, edited: _e, createDate: _c, modifyDate: _d, ...fields } = device;
    const saved = await put({
      ...fields,
      howTo: { en: DEVICE.howTo, es: translated.howTo },
      troubleshooting: { en: DEVICE.troubleshooting, es: translated.troubleshooting },
      machine: { es: translated.machine, en: translated.machine },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json().result as Device;
    expect(stored.machine).toEqual({ es: translated.machine });

    const shown = async (locale: 'en' | 'es') =>
      ((await guestGuide(locale)).devices as { deviceId: number; machineTranslated?: boolean }[]).find(
        (d) => d.deviceId === device.deviceId,
      );
    expect(await shown('es')).toMatchObject({ machineTranslated: true });
    expect(await shown('en')).not.toHaveProperty('machineTranslated');
    expect(await guestPage('es')).toContain(NOTE_ES);
    expect(await guestPage('en')).not.toContain('Machine translated');

    // Editing one Spanish word: the host's own text now, no note.
    const edited = await put({
      ...fields,
      howTo: stored.howTo,
      troubleshooting: { ...stored.troubleshooting, es: '<p>El aparcamiento está detrás.</p>' },
      machine: stored.machine,
    });
    expect(edited.json().result.machine).toEqual({});
    expect(await shown('es')).not.toHaveProperty('machineTranslated');
    expect(await guestPage('es')).not.toContain(NOTE_ES);
  });
});
