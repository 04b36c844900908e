import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { STARTER_FILLER } from '@common/starter-filler';
import { aiQuestions, properties } from '../../db/schema';
import { nextModifyDate } from '../../lib/modify-date';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, sampleGuide, section, type TestHost, waitIndexed } from './ai.fixtures';
import { htmlToText } from './ai.text';

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

describe('the starter template filler', () => {
  let created: Property;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    created = res.json().result as Property;
    created.guide.published = true;
    created.guide.accessCode = null;
    created = await save(owner, created);
    await reindexed(created.propertyId);
  });

  const fillerOf = async (propertyId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ai/property/${propertyId}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return (res.json().result as { fillerSectionIds: string[] }).fillerSectionIds;
  };

  it('is flagged in the concierge status so publishing can warn, and the flag goes once the host writes the section', async () => {
    const arrival = created.guide.sections.find((s) => s.kind === 'arrival')!;
    expect(await fillerOf(created.propertyId)).toEqual([arrival.sectionId]);
    const edited = {
      ...created,
      guide: {
        ...created.guide,
        sections: created.guide.sections.map((s) =>
          s.sectionId === arrival.sectionId
            ? { ...s, body: { en: '<p>The lockbox is by the door; its code is 5150.</p>' } }
            : s,
        ),
      },
    };
    const saved = await save(owner, edited);
    expect(await fillerOf(created.propertyId)).toEqual([]);
    // Put back for the other tests.
    created = await save(owner, { ...saved, guide: { ...saved.guide, sections: created.guide.sections } });
    await reindexed(created.propertyId);
  });

  it('is never shown on the guest page', async () => {
    for (const locale of ['en', 'es'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/guide/${created.guide.slug}?locale=${locale}` });
      expect(res.statusCode).toBe(200);
      for (const line of STARTER_FILLER[locale]) expect(res.body).not.toContain(line.text);
      // The real starter text around it stays.
      expect(res.body).toContain(locale === 'en' ? 'Check-in is from' : 'La entrada es a partir');
    }
  });

  it('is never answered from', async () => {
    for (const [question, locale] of [
      ['what is the door code?', 'en'],
      ['where are the keys?', 'en'],
      ['how do I open the door?', 'en'],
      ['where can I park?', 'en'],
      ['¿dónde están las llaves?', 'es'],
      ['¿cuál es el código de la puerta?', 'es'],
    ] as const) {
      const answer = await ask(created.guide.slug, question, locale);
      for (const line of [...STARTER_FILLER.en, ...STARTER_FILLER.es])
        expect(answer.answer).not.toContain(line.text.slice(0, 30));
    }
  });
});

describe('Q&A answers and the questions log respect sensitivity', () => {
  let prop: Awaited<ReturnType<typeof createProperty>>;
  beforeAll(async () => {
    prop = await createProperty(t, owner, {
      name: 'Casa Secreta',
      accessCode: '5566',
      sections: [
        section(
          'arrival',
          'arrival',
          { en: 'Arrival' },
          { en: '<p>Ring the bell and we will meet you.</p>' },
          { sensitive: true },
        ),
        section('rules', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' }),
      ],
    });
    await indexNow(prop.id);
  });

  it('gates a host\'s answer to "what\'s the door code" like the section, and leaves other answers open', async () => {
    for (const payload of [
      { question: "What's the door code?", answer: 'It is 9911, then push hard.', locale: 'en' },
      { question: 'Is there an iron?', answer: 'Yes, in the wardrobe.', locale: 'en' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ai/property/${prop.id}/qa`,
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await reindexed(prop.id);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/guide/${prop.slug}/ask`,
      payload: { question: "what's the door code?", locale: 'en' },
      remoteAddress: nextIp(),
    });
    expect(locked.body).not.toContain('9911');
    expect(locked.json().result.needsCode).toBe(true);
    expect((await ask(prop.slug, "what's the door code?", 'en', '5566')).answer).toContain('9911');
    expect((await ask(prop.slug, 'is there an iron?', 'en')).answer).toContain('wardrobe');
  });

  it('logs a question the guide answers behind the lock as answered, not as a gap to fill in the open', async () => {
    await ask(prop.slug, 'what is the door code please?', 'en');
    const [row] = await t.database.db
      .select()
      .from(aiQuestions)
      .where(eq(aiQuestions.question, 'what is the door code please?'));
    expect(row).toMatchObject({ answered: true });
  });

  it('gates a Q&A pair made from a logged question when its answer repeats a locked door code', async () => {
    const other = await createProperty(t, owner, {
      name: 'Casa Llave',
      accessCode: '1212',
      sections: [
        section(
          'arrival',
          'arrival',
          { en: 'Arrival' },
          { en: '<p>The keypad code is 3434.</p>' },
          { sensitive: true },
        ),
      ],
    });
    const [logged] = await t.database.db
      .insert(aiQuestions)
      .values({
        propertyId: other.id,
        question: 'how do we get in?',
        locale: 'en',
        answered: false,
        mode: 'extractive',
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ai/property/${other.id}/questions/${logged!.id}/qa`,
      headers: owner.headers,
      payload: { answer: 'Type 3434 on the keypad.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await reindexed(other.id);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/guide/${other.slug}/ask`,
      payload: { question: 'how do we get in?', locale: 'en' },
      remoteAddress: nextIp(),
    });
    expect(locked.body).not.toContain('3434');
  });
});

describe('answers read cleanly', () => {
  it('closes up the space markup leaves before punctuation ("11:00 .")', () => {
    expect(
      htmlToText('<p>Check-out is by <strong>11:00</strong>. Before you leave, <em>please</em>, lock up.</p>'),
    ).toBe('Check-out is by 11:00. Before you leave, please, lock up.');
  });

  it('does not end an answer on a sentence that opens a list it does not give', async () => {
    const prop = await createProperty(t, owner, {
      name: 'Casa Lista',
      checkOutTime: '10:00',
      sections: [
        section(
          'checkout',
          'checkout',
          { en: 'Check-out' },
          {
            en: '<p>Check-out is by <strong>10:00</strong>. Before you leave, please:</p><ul><li>Leave used towels in the bathroom.</li><li>Take out the rubbish and wash any dishes.</li><li>Turn off the lights and the heating or air conditioning, and close the windows.</li><li>Lock the door and leave the keys where you found them.</li></ul>',
          },
        ),
      ],
    });
    await indexNow(prop.id);
    for (const question of [
      'what should we do before we leave?',
      'what do I do with the towels when I leave?',
      'what time is check-out?',
    ]) {
      const answer = await ask(prop.slug, question, 'en');
      expect(answer.answer).not.toMatch(/ [.,:;]/);
      expect(answer.answer.trim()).not.toMatch(/:$/);
      expect(answer.answer).not.toMatch(/…$/);
    }
  });
});

describe('questions naming Object.prototype members (issue 12)', () => {
  let prop: Awaited<ReturnType<typeof createProperty>>;
  beforeAll(async () => {
    prop = await createProperty(t, owner, {
      name: 'Casa Proto',
      sections: [
        section(
          'rules',
          'rules',
          { en: 'Rules', es: 'Normas' },
          { en: '<p>No parties &constructor; &__proto__; please.</p>', es: '<p>No se permiten fiestas.</p>' },
        ),
      ],
    });
    await indexNow(prop.id);
  });

  it.each([
    ['what is the constructor?', 'en'],
    ['__proto__ wifi?', 'en'],
    ['toString hasOwnProperty valueOf', 'en'],
    ['is there a constructor in the kitchen', 'en'],
    ['¿qué es el constructor?', 'es'],
    ['¿__proto__ toString hasOwnProperty valueOf?', 'es'],
    ['constructor prototype __defineGetter__ isPrototypeOf', 'es'],
  ] as const)('answers "%s" (%s) without an error', async (question, locale) => {
    const answer = await ask(prop.slug, question, locale);
    expect(typeof answer.answer).toBe('string');
    expect(answer.answer).not.toContain('function');
  });
});
