import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { properties } from '../../db/schema';
import { nextModifyDate } from '../../lib/modify-date';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, sampleGuide, section, type TestHost, waitIndexed } from './ai.fixtures';

/**
 * Issue 13, what guests hit: the Wi-Fi and door code answered with their values (gated like the
 * page), answers never quoting text the guide no longer says, the starter template's filler never
 * shown nor answered from, Q&A answers gated like the section they stand in for, clean answer text.
 */

let t: TestApp;
let owner: TestHost;
let ipCounter = 0;
const nextIp = () => `10.13.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

interface Answer {
  answer: string;
  answered: boolean;
  needsCode: boolean;
  citations: { sectionId: string; title: string }[];
  quotedLocale?: string;
}

async function ask(slug: string, question: string, locale: 'en' | 'es', accessCode?: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guide/${slug}/ask`,
    payload: { question, locale, ...(accessCode ? { accessCode } : {}) },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Answer;
}

async function propertyOf(host: TestHost, propertyId: number): Promise<Property> {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers });
  return (res.json().result as Property[]).find((p) => p.propertyId === propertyId)!;
}

async function save(host: TestHost, property: Property): Promise<Property> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/property/user',
    headers: host.headers,
    payload: property,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

/** Starts the re-index a save scheduled (instead of waiting for its debounce) and waits for it. */
async function reindexed(propertyId: number) {
  await t.app.ai.service.flushReindex();
  return waitIndexed(t, propertyId);
}

async function indexNow(propertyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/property/index/${propertyId}/all`,
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  await waitIndexed(t, propertyId);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t);
});
afterAll(async () => {
  await t?.close();
});

describe('Wi-Fi, door code and check-in/out times are answered with their values', () => {
  let casa: Awaited<ReturnType<typeof createProperty>>;
  beforeAll(async () => {
    const guide = sampleGuide();
    guide.sections = guide.sections.map((s) =>
      s.sectionId === 'arrival'
        ? {
            ...s,
            body: {
              en: '<p>The key box is to the left of the front door. The door code is 7305.</p>',
              es: '<p>La caja de llaves está a la izquierda de la puerta. El código de la puerta es 7305.</p>',
            },
          }
        : s,
    );
    casa = await createProperty(t, owner, guide);
    await indexNow(casa.id);
  });

  const unlockedCases: [string, 'en' | 'es', string[]][] = [
    ['wifi password?', 'en', ['CasaSol-5G', 'naranja2024']],
    ['what is the wifi?', 'en', ['CasaSol-5G', 'naranja2024']],
    ['¿cuál es la contraseña del wifi?', 'es', ['CasaSol-5G', 'naranja2024']],
    ['what is the door code?', 'en', ['7305']],
    ['¿cuál es el código de la puerta?', 'es', ['7305']],
  ];

  it.each(unlockedCases)(
    'answers "%s" (%s) with the value once the guide is unlocked',
    async (question, locale, values) => {
      const answer = await ask(casa.slug, question, locale, '4821');
      expect(answer.answered).toBe(true);
      for (const value of values) expect(answer.answer).toContain(value);
      expect(answer.citations[0]?.sectionId).toBe(values[0] === '7305' ? 'arrival' : 'wifi');
      // In the guest's language: the Spanish door-code sentence for a Spanish question.
      expect(answer.quotedLocale).toBeUndefined();
    },
  );

  it.each(unlockedCases)(
    'locked, answers "%s" (%s) by pointing to the locked part, never with the value',
    async (question, locale, values) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/guide/${casa.slug}/ask`,
        payload: { question, locale },
        remoteAddress: nextIp(),
      });
      for (const value of values.slice(-1)) expect(res.body).not.toContain(value);
      const answer = res.json().result as Answer;
      expect(answer).toMatchObject({ answered: false, needsCode: true });
      expect(answer.answer).toMatch(locale === 'en' ? /access code/ : /código de acceso/);
    },
  );

  it('a wrong access code is the same as none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guide/${casa.slug}/ask`,
      payload: { question: 'wifi password?', locale: 'en', accessCode: '0000' },
      remoteAddress: nextIp(),
    });
    expect(res.body).not.toContain('naranja2024');
    expect(res.json().result.needsCode).toBe(true);
  });

  it('answers the check-out and check-in times, which are on the page for everyone, in both languages', async () => {
    expect((await ask(casa.slug, 'what time is check-out?', 'en')).answer).toBe('Check-out time: by 11:00.');
    expect((await ask(casa.slug, '¿a qué hora es la salida?', 'es')).answer).toContain('11:00');
    expect((await ask(casa.slug, 'what time is check-in?', 'en')).answer).toContain('15:00');
  });

  it('gives an open Wi-Fi and a door code of a guide without an access code to anyone', async () => {
    const open = await createProperty(t, owner, {
      name: 'Casa Abierta',
      sections: [
        section(
          'w',
          'wifi',
          { en: 'Wi-Fi' },
          { en: '<p>Router in the hall.</p>' },
          { wifi: { network: 'Abierta', password: 'limon-22' } },
        ),
        section('a', 'arrival', { en: 'Arrival' }, { en: '<p>The keypad code is 2468.</p>' }),
      ],
    });
    await indexNow(open.id);
    expect((await ask(open.slug, 'wifi password?', 'en')).answer).toContain('limon-22');
    expect((await ask(open.slug, 'what is the door code?', 'en')).answer).toContain('2468');
    expect((await ask(open.slug, '¿cuál es el código de la puerta?', 'es')).answer).toContain('2468');
  });

  it('leaves questions that are about more than the value to the guide text ("wifi not working")', async () => {
    const answer = await ask(casa.slug, 'the wifi is not working, what can I do?', 'en', '4821');
    expect(answer.answer).not.toBe('Wi-Fi network: CasaSol-5G. Wi-Fi password: naranja2024.');
    // "leave" and "arrive" are the check-out and check-in only when nothing else is named.
    for (const question of ['When does the last train back from Cascais leave?', 'when does the ferry arrive?']) {
      expect((await ask(casa.slug, question, 'en')).answer).not.toMatch(/Check-(?:in|out) time/);
    }
    expect((await ask(casa.slug, 'what time do we have to leave the flat?', 'en')).answer).toBe(
      'Check-out time: by 11:00.',
    );
  });
});

describe('answers never quote what the guide no longer says', () => {
  it('re-indexes by itself after a save: the old text is never cited, the new text is quoted', async () => {
    const prop = await createProperty(t, owner, {
      name: 'Casa Cambio',
      sections: [
        section(
          'parking',
          'parking',
          { en: 'Parking' },
          { en: '<p>Park in the blue garage on Calle Luna, space 12.</p>' },
        ),
        section('trash', 'trash', { en: 'Rubbish' }, { en: '<p>Bins are at the corner.</p>' }),
      ],
    });
    await indexNow(prop.id);
    const before = await ask(prop.slug, 'where do I park?', 'en');
    expect(before.answer).toContain('blue garage');

    const property = await propertyOf(owner, prop.id);
    property.guide.sections = property.guide.sections.map((s) =>
      s.sectionId === 'parking'
        ? { ...s, body: { en: '<p>Park in the green car park behind the church, level -2.</p>' } }
        : s,
    );
    await save(owner, property);

    // Whether or not the re-index has landed yet, the removed text is never quoted.
    const meanwhile = await ask(prop.slug, 'where do I park?', 'en');
    expect(meanwhile.answer).not.toContain('blue garage');

    await reindexed(prop.id);
    const after = await ask(prop.slug, 'where do I park?', 'en');
    expect(after.answer).toContain('green car park');
    expect(after.citations[0]?.sectionId).toBe('parking');
  });

  it('skips passages of an edit the index has not seen (no re-index at all)', async () => {
    const prop = await createProperty(t, owner, {
      name: 'Casa Quieta',
      sections: [
        section('pool', 'pool', { en: 'Pool' }, { en: '<p>The pool is open from 9:00 to 20:00 every day.</p>' }),
      ],
    });
    await indexNow(prop.id);
    expect((await ask(prop.slug, 'when is the pool open?', 'en')).answer).toContain('9:00 to 20:00');
    // Written straight to the database: no save hook, no re-index; the check at answer time alone.
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, prop.id));
    const guide = {
      ...row!.guide,
      sections: row!.guide.sections.map((s) => ({
        ...s,
        body: { en: '<p>The pool is closed for repairs this season.</p>' },
      })),
    };
    await t.database.db
      .update(properties)
      .set({ guide, modifyDate: nextModifyDate(row!.modifyDate) })
      .where(eq(properties.id, prop.id));
    const answer = await ask(prop.slug, 'when is the pool open?', 'en');
    expect(answer.answer).not.toContain('9:00 to 20:00');
  });

  it('the recovery sweep re-indexes a guide saved a while ago whose index is older (a re-index lost in a crash)', async () => {
    const prop = await createProperty(t, owner, {
      name: 'Casa Olvidada',
      sections: [section('rules', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
    });
    await t.database.db
      .update(properties)
      .set({ modifyDate: new Date(Date.now() - 120_000) })
      .where(eq(properties.id, prop.id));
    await t.app.ai.service.recover();
    const row = await reindexed(prop.id);
    expect(row.lastIndexDate).not.toBeNull();
    expect((await ask(prop.slug, 'are parties allowed?', 'en')).answer).toContain('No parties');
  });

  it('re-indexes after a Q&A pair is added', async () => {
    const prop = await createProperty(t, owner, {
      name: 'Casa QA',
      sections: [section('rules', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
    });
    await indexNow(prop.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ai/property/${prop.id}/qa`,
      headers: owner.headers,
      payload: { question: 'Is there a hair dryer?', answer: 'Yes, in the bathroom drawer.', locale: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await reindexed(prop.id);
    expect((await ask(prop.slug, 'is there a hair dryer?', 'en')).answer).toContain('bathroom drawer');
  });
});
