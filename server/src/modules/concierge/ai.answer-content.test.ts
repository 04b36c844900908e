import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { STARTER_FILLER } from '@common/starter-filler';
import { aiQuestions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, section, type TestHost, waitIndexed } from './ai.fixtures';
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
