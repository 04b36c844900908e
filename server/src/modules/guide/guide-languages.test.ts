import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@common/contracts/devices';
import type { GuestGuide } from '@common/contracts/guide';
import type { GuideSection, Property } from '@common/contracts/property';
import { languageStates, sectionStates } from '@common/guide-languages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { waitIndexed } from '../concierge/ai.fixtures';
import { createProperty, saveProperty } from './guide.fixtures';

/**
 * Two languages that never leave a guest stranded (decision 035): a section the host rewrote in one
 * language while the other kept the starter text is shown in the written language, with a note.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const KEY_BOX =
  '<p>The key box is left of the blue door next to the bakery. Its code is 2468.</p><p>Park in the Plaza Redonda garage, level -2.</p>';

const byKind = (property: Property, kind: GuideSection['kind']) =>
  property.guide.sections.find((s) => s.kind === kind)!;

/** The starter guide, with "Arrival and check-in" rewritten in English only, published without an access code. */
async function englishArrival(host: TestHost): Promise<Property> {
  const created = await createProperty(t, host);
  return saveProperty(t, host, {
    ...created,
    guide: {
      ...created.guide,
      published: true,
      accessCode: null,
      sections: created.guide.sections.map((s) =>
        s.kind === 'arrival' ? { ...s, body: { ...s.body, en: KEY_BOX } } : s,
      ),
    },
  });
}

const guestGuide = async (slug: string, locale: 'en' | 'es') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/guide/${slug}?locale=${locale}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as GuestGuide;
};

describe('per-language state of guide sections', () => {
  it('knows a section written in English whose Spanish side is the untouched starter text', async () => {
    const host = await createHost(t);
    const saved = await englishArrival(host);
    expect(sectionStates(byKind(saved, 'arrival'))).toEqual({ en: 'written', es: 'starter' });
    // Sections nobody touched are starter text on both sides.
    expect(sectionStates(byKind(saved, 'welcome'))).toEqual({ en: 'starter', es: 'starter' });
    expect(byKind(saved, 'arrival').edited?.en).toBe(saved.modifyDate);
  });

  it('marks the other language out of date after an edit of one, until that one is edited too', async () => {
    const host = await createHost(t);
    let saved = await englishArrival(host);
    const editArrival = (lang: 'en' | 'es', body: string) =>
      saveProperty(t, host, {
        ...saved,
        guide: {
          ...saved.guide,
          sections: saved.guide.sections.map((s) =>
            s.kind === 'arrival' ? { ...s, body: { ...s.body, [lang]: body } } : s,
          ),
        },
      });
    saved = await editArrival(
      'es',
      '<p>La caja de llaves está a la izquierda de la puerta azul. El código es 2468.</p>',
    );
    expect(sectionStates(byKind(saved, 'arrival'))).toEqual({ en: 'written', es: 'written' });
    saved = await editArrival('en', '<p>The key box is now right of the door. Its code is 1357.</p>');
    expect(sectionStates(byKind(saved, 'arrival'))).toEqual({ en: 'written', es: 'outdated' });
    // Markup alone is no edit: the English side re-sent with other tags keeps Spanish out of date.
    saved = await editArrival('en', '<div>The key box is now right of the door.  Its code is 1357.</div>');
    expect(sectionStates(byKind(saved, 'arrival'))).toEqual({ en: 'written', es: 'outdated' });
    saved = await editArrival(
      'es',
      '<p>La caja de llaves está ahora a la derecha de la puerta. El código es 1357.</p>',
    );
    expect(sectionStates(byKind(saved, 'arrival'))).toEqual({ en: 'written', es: 'written' });
  });

  it('ignores the stamps a client sends', async () => {
    const host = await createHost(t);
    const saved = await englishArrival(host);
    const again = await saveProperty(t, host, {
      ...saved,
      guide: {
        ...saved.guide,
        sections: saved.guide.sections.map((s) =>
          s.kind === 'arrival'
            ? { ...s, edited: { en: '2000-01-01T00:00:00.000Z', es: '2999-01-01T00:00:00.000Z' } }
            : s,
        ),
      },
    });
    expect(byKind(again, 'arrival').edited).toEqual(byKind(saved, 'arrival').edited);
  });
});

describe('GET /guide/{slug} and /g/{slug}: a section not written in the guest language', () => {
  it('shows the English check-in block to a Spanish guest, marked as shown in English', async () => {
    const host = await createHost(t);
    const saved = await englishArrival(host);
    const arrivalId = byKind(saved, 'arrival').sectionId;
    const es = await guestGuide(saved.guide.slug, 'es');
    const arrival = es.sections.find((s) => s.sectionId === arrivalId)!;
    expect(arrival.fallbackLocale).toBe('en');
    expect(arrival.title).toBe('Arrival and check-in');
    expect(arrival.body).toContain('Its code is 2468');
    expect(arrival.body).toContain('Plaza Redonda');
    expect(arrival.body).not.toContain('La entrada es a partir');
    // Untouched starter sections stay in the guest's language.
    expect(es.sections.find((s) => s.kind === 'welcome')).toMatchObject({ title: 'Bienvenida', fallbackLocale: null });
    const en = await guestGuide(saved.guide.slug, 'en');
    expect(en.sections.find((s) => s.sectionId === arrivalId)).toMatchObject({ fallbackLocale: null });

    const page = await t.app.inject({ method: 'GET', url: `/es/g/${saved.guide.slug}` });
    expect(page.statusCode).toBe(200);
    const card = page.body.slice(page.body.indexOf(`id="s-${arrivalId}"`));
    const block = card.slice(0, card.indexOf('</section>'));
    expect(block).toContain('lang="en"');
    expect(block).toContain('<p class="notice" role="note" lang="es">Aún sin traducir: se muestra en inglés.</p>');
    expect(block).toContain('Its code is 2468');
    expect(block).not.toContain('La entrada es a partir');
    const english = await t.app.inject({ method: 'GET', url: `/g/${saved.guide.slug}` });
    expect(english.body).toContain('Its code is 2468');
    expect(english.body).not.toContain('shown in English');
  });

  it('keeps the note and the language on a locked check-in block, and unlocks it in English', async () => {
    const host = await createHost(t);
    const open = await englishArrival(host);
    const saved = await saveProperty(t, host, { ...open, guide: { ...open.guide, accessCode: '4821' } });
    const arrivalId = byKind(saved, 'arrival').sectionId;
    const page = (await t.app.inject({ method: 'GET', url: `/es/g/${saved.guide.slug}` })).body;
    const card = page.slice(page.indexOf(`id="s-${arrivalId}"`));
    const block = card.slice(0, card.indexOf('</section>'));
    expect(block).toContain('data-locked-section');
    expect(block).toContain('lang="en"');
    expect(block).toContain('se muestra en inglés');
    expect(block).not.toContain('2468');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guide/${saved.guide.slug}?locale=es`,
      headers: { 'x-guide-code': '4821' },
    });
    const unlocked = (res.json().result as GuestGuide).sections.find((s) => s.sectionId === arrivalId)!;
    expect(unlocked).toMatchObject({ locked: false, fallbackLocale: 'en' });
    expect(unlocked.body).toContain('Its code is 2468');
  });

  it('shows a place and a device written only in English to a Spanish guest, with the note', async () => {
    const host = await createHost(t);
    const saved = await englishArrival(host);
    const types = (await t.app.inject({ method: 'GET', url: '/api/list/attractionTypes' })).json().result as {
      id: number;
    }[];
    const withPlace = await saveProperty(t, host, {
      ...saved,
      guide: {
        ...saved.guide,
        attractions: [
          {
            attractionTypeId: types[0]!.id,
            name: 'Horno San Pablo',
            description: { en: '<p>Best croissants in town, open from 7.</p>' },
            address: null,
            latitude: null,
            longitude: null,
            url: null,
            phone: null,
            mediaId: null,
            imageUrl: null,
          },
        ],
      },
    });
    expect(languageStates(withPlace.guide.attractions[0]!.description, withPlace.guide.attractions[0]!.edited)).toEqual(
      {
        en: 'written',
        es: 'missing',
      },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: host.headers,
      payload: {
        propertyId: saved.propertyId,
        name: 'Coffee machine',
        category: 'coffeeMachine',
        howTo: { en: '<p>Fill the tank, press the big button twice.</p>' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const device = created.json().result as Device;
    expect(languageStates({ en: device.howTo.en, es: device.howTo.es }, device.edited)).toEqual({
      en: 'written',
      es: 'missing',
    });

    const es = await guestGuide(saved.guide.slug, 'es');
    const place = [...es.recommendations.food, ...es.recommendations.other][0]!;
    expect(place).toMatchObject({ fallbackLocale: 'en' });
    expect(place.description).toContain('Best croissants');
    expect(es.devices?.[0]).toMatchObject({ fallbackLocale: 'en' });
    expect(es.devices?.[0]?.howTo).toContain('press the big button');
    const en = await guestGuide(saved.guide.slug, 'en');
    expect(en.devices?.[0]?.fallbackLocale).toBeUndefined();

    const page = (await t.app.inject({ method: 'GET', url: `/es/g/${saved.guide.slug}` })).body;
    const devices = page.slice(page.indexOf('id="devices"'));
    expect(devices).toMatch(/<div class="rich"\s+lang="en"><p>Fill the tank/);
    expect(devices).toContain('se muestra en inglés');
    const places = page.slice(page.indexOf('id="places"'));
    expect(places).toMatch(/<div class="rich small"\s+lang="en"><p>Best croissants/);
  });
});

describe('POST /guide/{slug}/ask: the concierge answers from the written language', () => {
  it('answers a Spanish guest from the English check-in block when the Spanish one is starter text', async () => {
    const host = await createHost(t);
    const saved = await englishArrival(host);
    const index = await t.app.inject({
      method: 'GET',
      url: `/api/property/index/${saved.propertyId}/all`,
      headers: host.headers,
    });
    expect(index.statusCode, index.body).toBe(200);
    await waitIndexed(t, saved.propertyId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guide/${saved.guide.slug}/ask`,
      payload: { question: '¿Dónde está la caja de llaves y cuál es el código?', locale: 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as { answered: boolean; answer: string; citations: { sectionId: string }[] };
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('2468');
    expect(result.citations[0]?.sectionId).toBe(byKind(saved, 'arrival').sectionId);
  });
});
