import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import type { TranslatedSections } from '@common/contracts/translation';
import { isMachineTranslated, machineFingerprint } from '@common/machine-translation';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createProperty, saveProperty } from '../guide/guide.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { DeepLFake } from './deepl.fake';

const KEY = 'test-deepl-key:fx';
const deepl = new DeepLFake(KEY);
let t: TestApp;
let off: TestApp;
let host: TestHost;
let other: TestHost;
let property: Property;

beforeAll(async () => {
  await deepl.start();
  t = await buildTestApp({
    TRANSLATION_PROVIDER: 'deepl',
    DEEPL_API_KEY: KEY,
    DEEPL_API_URL: deepl.origin,
    TRANSLATION_RATE_LIMIT_PER_USER: '6',
  });
  off = await buildTestApp({}, t.database);
  host = await createHost(t);
  other = await createHost(t);
  property = await createProperty(t, host);
}, 240_000);
afterAll(async () => {
  await off?.close();
  await t?.close();
  await deepl.stop();
});
beforeEach(() => {
  deepl.calls.length = 0;
  deepl.failWith = null;
  deepl.append = '';
  deepl.losePlaceholders = false;
});

const translate = (app: TestApp, who: TestHost, propertyId: number, payload: object) =>
  app.app.inject({
    method: 'POST',
    url: `/api/translation/property/${propertyId}/sections`,
    headers: who.headers,
    payload,
  });

const parking = {
  sectionId: 'parking-1',
  title: 'Parking',
  body: '<p>The car park is behind the house.</p><p>Call {{hostPhone}}</p>',
};

describe('POST /translation/property/{id}/sections with DeepL', () => {
  it("translates a section through DeepL's v2 API, keeps placeholders and marks the text", async () => {
    const res = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(res.statusCode).toBe(200);
    const result = res.json().result as TranslatedSections;
    expect(result).toMatchObject({ provider: 'deepl', from: 'en', to: 'es' });
    const [section] = result.sections;
    expect(section).toMatchObject({
      sectionId: 'parking-1',
      title: 'aparcamiento',
      body: '<p>el aparcamiento está detrás de la casa.</p><p>llama a {{hostPhone}}</p>',
    });
    expect(section!.machine).toBe(machineFingerprint(section!.title, section!.body));

    // What DeepL received: the key in its header, both texts at once, HTML handling, its language codes.
    expect(deepl.calls).toHaveLength(1);
    expect(deepl.calls[0]).toMatchObject({
      authorization: `DeepL-Auth-Key ${KEY}`,
      sourceLang: 'EN',
      targetLang: 'ES',
      tagHandling: 'html',
    });
    expect(deepl.calls[0]!.text).toEqual([
      'Parking',
      '<p>The car park is behind the house.</p><p>Call <span translate="no">{{hostPhone}}</span></p>',
    ]);
  });

  it('asks for EN-US into English and sends nothing for empty texts', async () => {
    const res = await translate(t, host, property.propertyId, {
      from: 'es',
      to: 'en',
      sections: [{ sectionId: 'a', title: 'Bienvenida', body: '<p></p>' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.sections[0]).toMatchObject({ title: '[«Bienvenida»]', body: '' });
    expect(deepl.calls[0]).toMatchObject({ sourceLang: 'ES', targetLang: 'EN-US', text: ['Bienvenida'] });
  });

  it("sanitises the provider's HTML like every guide text", async () => {
    deepl.append = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const res = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(res.statusCode).toBe(200);
    const body = res.json().result.sections[0].body as string;
    expect(body).not.toMatch(/script|onerror|javascript|<img/i);
    expect(res.json().result.sections[0].title).not.toMatch(/[<>]/);
  });

  it('refuses an answer that lost a placeholder, and a DeepL failure, with errors.translationFailed', async () => {
    deepl.losePlaceholders = true;
    const lost = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(lost.statusCode).toBe(503);
    expect(lost.json().errors[0].description).toBe('errors.translationFailed');

    deepl.losePlaceholders = false;
    deepl.failWith = 456;
    const quota = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(quota.statusCode).toBe(503);
    expect(quota.json().errors[0].description).toBe('errors.translationFailed');
    expect(quota.body).not.toContain(KEY);
  });

  it("answers 404 for another host's property and calls no provider", async () => {
    const res = await translate(t, other, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(res.statusCode).toBe(404);
    const missing = await translate(t, host, 987_654, { from: 'en', to: 'es', sections: [parking] });
    expect(missing.statusCode).toBe(404);
    expect(deepl.calls).toHaveLength(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    const same = await translate(t, host, property.propertyId, { from: 'en', to: 'en', sections: [parking] });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('to');
    const none = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('sections');
    const lang = await translate(t, host, property.propertyId, { from: 'fr', to: 'es', sections: [parking] });
    expect(lang.json().errors[0].field).toBe('from');
    const long = await translate(t, host, property.propertyId, {
      from: 'en',
      to: 'es',
      sections: [{ ...parking, title: 'x'.repeat(121) }],
    });
    expect(long.json().errors[0].field).toBe('sections.0.title');
    expect(deepl.calls).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/translation/property/${property.propertyId}/sections`,
      payload: { from: 'en', to: 'es', sections: [parking] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the machine-translated mark', () => {
  it('is kept on save while the words are the translation, and dropped once the host edits them', async () => {
    const host2 = await createHost(t);
    const created = await createProperty(t, host2);
    const res = await translate(t, host2, created.propertyId, { from: 'en', to: 'es', sections: [parking] });
    const translated = (res.json().result as TranslatedSections).sections[0]!;
    const section = {
      kind: 'parking' as const,
      icon: 'parking',
      sensitive: false,
      sortOrder: 0,
      title: { en: parking.title, es: translated.title },
      body: { en: parking.body, es: translated.body },
      mediaIds: [],
      imageUrls: [],
      // A mark for English too, whose words no provider wrote: the server drops it.
      machine: { es: translated.machine, en: 'm1-00000000' },
    };
    const saved = await saveProperty(t, host2, {
      ...created,
      guide: { ...created.guide, published: true, sections: [section] },
    } as never);
    const stored = saved.guide.sections[0]!;
    expect(stored.machine).toEqual({ es: translated.machine });
    expect(isMachineTranslated(stored, 'es')).toBe(true);
    expect(isMachineTranslated(stored, 'en')).toBe(false);

    // Guests of that language get a small note in their language; the host's own English has none.
    const guest = async (locale: 'en' | 'es') =>
      (await t.app.inject({ method: 'GET', url: `/api/guide/${saved.guide.slug}?locale=${locale}` })).json().result
        .sections[0];
    expect((await guest('es')).machineTranslated).toBe(true);
    expect((await guest('en')).machineTranslated).toBeUndefined();
    const spanish = (await t.app.inject({ method: 'GET', url: `/es/g/${saved.guide.slug}` })).body;
    expect(spanish).toContain('<p class="notice" role="note">Traducción automática</p>');
    expect((await t.app.inject({ method: 'GET', url: `/g/${saved.guide.slug}` })).body).not.toContain(
      'Machine translated',
    );

    const edited = await saveProperty(t, host2, {
      ...saved,
      guide: {
        ...saved.guide,
        sections: [{ ...stored, body: { ...stored.body, es: '<p>Aparca detrás de la casa.</p>' } }],
      },
    } as never);
    expect(edited.guide.sections[0]!.machine).toBeUndefined();
    expect((await guest('es')).machineTranslated).toBeUndefined();
  });
});

describe('limits and configuration', () => {
  it('without a provider answers 503 errors.translationUnavailable (the public config says null)', async () => {
    const res = await translate(off, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].description).toBe('errors.translationUnavailable');
    const config = await off.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().result.translationProvider).toBeNull();
    const on = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(on.json().result.translationProvider).toBe('deepl');
    expect(on.body).not.toContain(KEY);
  });

  it('counts calls per user: over TRANSLATION_RATE_LIMIT_PER_USER answers 429 with Retry-After', async () => {
    const busy = await createHost(t);
    const own = await createProperty(t, busy);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await translate(t, busy, own.propertyId, { from: 'en', to: 'es', sections: [parking] })).statusCode,
      );
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    const limited = await translate(t, busy, own.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errors[0].description).toBe('errors.tooManyTranslations');
    // Another user is not affected.
    const fresh = await translate(t, host, property.propertyId, { from: 'en', to: 'es', sections: [parking] });
    expect(fresh.statusCode).toBe(200);
  });
});
