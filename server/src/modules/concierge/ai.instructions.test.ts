import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, section, type TestHost, waitIndexed } from './ai.fixtures';

/**
 * Issue 28: the concierge quotes the whole instruction a question asks for - the block (a paragraph
 * or a list) that holds it, not its first sentence - and only that block, not the whole section.
 */

let t: TestApp;
let owner: TestHost;
let ipCounter = 0;
const nextIp = () => `10.28.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
const CODE = '4821';

interface Answer {
  answer: string;
  answered: boolean;
  needsCode: boolean;
  citations: { sectionId: string; title: string }[];
}

async function ask(slug: string, question: string, locale: 'en' | 'es'): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guide/${slug}/ask`,
    payload: { question, locale, accessCode: CODE },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Answer;
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

/** A guide as hosts write it: arrival and check-out in paragraphs and a list, behind the access code. */
const guides = {
  en: [
    section(
      'arrival',
      'arrival',
      { en: 'Arrival and check-in' },
      {
        en:
          '<p>Check-in is from 15:00. The building door is the blue one next to the bakery. ' +
          `Right of the door there is a grey key box on the wall. Open it with the code ${CODE}, take the keys and close the box again. ` +
          'The flat is on the second floor, the door on the left.</p>' +
          '<p>Parking: the street in front is free after 20:00. The nearest garage is on Calle Mayor 12 and costs 15 euros a day.</p>',
      },
      { sensitive: true },
    ),
    section(
      'checkout',
      'checkout',
      { en: 'Check-out' },
      {
        en:
          '<p>Check-out is by 11:00.</p><p>Before you leave, please:</p>' +
          '<ul><li>Put the used towels in the bathtub.</li><li>Take the rubbish to the bins downstairs.</li>' +
          '<li>Close all the windows.</li></ul>' +
          '<p>Leave the keys on the kitchen table and pull the door shut behind you.</p>' +
          '<p>Late check-out: if nobody arrives the same day, you can stay until 13:00 for 20 euros. Ask us the day before.</p>',
      },
    ),
  ],
  es: [
    section(
      'arrival',
      'arrival',
      { es: 'Llegada y check-in' },
      {
        es:
          '<p>La entrada es a partir de las 15:00. La puerta del edificio es la azul junto a la panadería. ' +
          `A la derecha de la puerta hay una caja de llaves gris en la pared. Ábrela con el código ${CODE}, coge las llaves y vuelve a cerrar la caja. ` +
          'El piso está en la segunda planta, la puerta de la izquierda.</p>' +
          '<p>Aparcamiento: la calle de enfrente es gratis a partir de las 20:00. El garaje más cercano está en la calle Mayor 12 y cuesta 15 euros al día.</p>',
      },
      { sensitive: true },
    ),
    section(
      'checkout',
      'checkout',
      { es: 'Salida' },
      {
        es:
          '<p>La salida es antes de las 11:00.</p><p>Antes de irte, por favor:</p>' +
          '<ul><li>Deja las toallas usadas en la bañera.</li><li>Baja la basura a los contenedores.</li>' +
          '<li>Cierra todas las ventanas.</li></ul>' +
          '<p>Deja las llaves en la mesa de la cocina y cierra la puerta al salir.</p>' +
          '<p>Salida tardía: si nadie llega ese día, puedes quedarte hasta las 13:00 por 20 euros. Avísanos el día antes.</p>',
      },
    ),
  ],
};

const slugs: Record<'en' | 'es', string> = { en: '', es: '' };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t);
  for (const locale of ['en', 'es'] as const) {
    const row = await createProperty(t, owner, { sections: guides[locale], accessCode: CODE, checkInTime: '15:00' });
    await indexNow(row.id);
    slugs[locale] = row.slug;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the concierge quotes the whole instruction (issue 28)', () => {
  it('answers how to get in with every step of the paragraph: door, key box and its code (en)', async () => {
    const reply = await ask(slugs.en, 'How do I get in?', 'en');
    expect(reply.answered, reply.answer).toBe(true);
    expect(reply.citations[0]?.sectionId).toBe('arrival');
    expect(reply.answer).toContain('blue one next to the bakery');
    expect(reply.answer).toContain('grey key box');
    expect(reply.answer).toContain(`code ${CODE}`);
    expect(reply.answer).toContain('second floor');
    // Parking is another instruction of the same section.
    expect(reply.answer).not.toContain('garage');
  });

  it('answers how to get in with every step of the paragraph (es)', async () => {
    const reply = await ask(slugs.es, '¿Cómo entro en el piso?', 'es');
    expect(reply.answered, reply.answer).toBe(true);
    expect(reply.citations[0]?.sectionId).toBe('arrival');
    expect(reply.answer).toContain('azul junto a la panadería');
    expect(reply.answer).toContain('caja de llaves gris');
    expect(reply.answer).toContain(`código ${CODE}`);
    expect(reply.answer).not.toContain('garaje');
  });

  it('answers a late check-out with its own paragraph, not the whole check-out section (en)', async () => {
    const reply = await ask(slugs.en, 'Can I check out late?', 'en');
    expect(reply.answered, reply.answer).toBe(true);
    expect(reply.citations[0]?.sectionId).toBe('checkout');
    expect(reply.answer).toContain('until 13:00 for 20 euros');
    expect(reply.answer).toContain('Ask us the day before');
    expect(reply.answer).not.toContain('towels');
    expect(reply.answer).not.toContain('kitchen table');
  });

  it('answers a late check-out with its own paragraph, not the whole check-out section (es)', async () => {
    const reply = await ask(slugs.es, '¿Puedo hacer la salida más tarde?', 'es');
    expect(reply.answered, reply.answer).toBe(true);
    expect(reply.citations[0]?.sectionId).toBe('checkout');
    expect(reply.answer).toContain('hasta las 13:00 por 20 euros');
    expect(reply.answer).toContain('Avísanos el día antes');
    expect(reply.answer).not.toContain('toallas');
    expect(reply.answer).not.toContain('mesa de la cocina');
  });

  it('answers a list instruction with all its items (en)', async () => {
    const reply = await ask(slugs.en, 'What do I need to do before I leave?', 'en');
    expect(reply.answered, reply.answer).toBe(true);
    expect(reply.answer).toContain('towels in the bathtub');
    expect(reply.answer).toContain('rubbish to the bins');
    expect(reply.answer).toContain('Close all the windows');
    expect(reply.answer).not.toContain('13:00');
  });
});
