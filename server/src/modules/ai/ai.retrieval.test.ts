import { describe, expect, it } from 'vitest';
import { decide, expectedFact, holdsFact } from './ai.answer';
import type { PassageHit } from './ai.repository';
import { buildGroups, editDistance, rank } from './ai.retrieval';
import { ACTION_WORDS, QUALIFIERS } from './ai.text';

const hit = (sectionId: string, matched: boolean[], body = 'text'): PassageHit => ({
  id: sectionId.length,
  sectionId,
  sourceKind: 'section',
  locale: 'en',
  sensitive: false,
  position: 0,
  title: sectionId,
  body,
  matched,
  inTitle: matched.map(() => false),
  inKeywords: matched.map(() => false),
  exact: matched,
  rank: 0.1,
});

/** Ranks hits for a question's tokens over a guide of `total` passages and says whether it is answered. */
const answered = (tokens: string[], hits: PassageHit[], total = 40) => {
  const groups = buildGroups(tokens);
  const { sources, weights } = rank(groups, total, hits, 'en');
  return { decision: decide({ groups, weights, sources, total }).kind, weights, groups };
};

describe('typo distance', () => {
  it('counts a slip to a neighbouring key, a dropped or swapped letter as one typo', () => {
    expect(editDistance('wifu', 'wifi')).toBe(1);
    expect(editDistance('pasword', 'password')).toBe(1);
    expect(editDistance('towles', 'towels')).toBe(1);
    expect(editDistance('dejo', 'deja')).toBe(1);
  });

  it('does not take a different word for a typo', () => {
    // a and e, r and n are far apart on the keyboard: these are other words, not slips.
    expect(editDistance('massage', 'message')).toBeGreaterThan(1);
    expect(editDistance('barco', 'banco')).toBeGreaterThan(1);
    expect(editDistance('main', 'mail')).toBeGreaterThan(1);
  });
});

describe('word roles', () => {
  it('knows qualifiers and the forms of common verbs in both languages', () => {
    for (const word of ['free', 'gratis', 'slow', 'opening', 'domingo', 'name']) expect(QUALIFIERS.has(word)).toBe(true);
    for (const word of ['store', 'stored', 'storing', 'reset', 'recogen', 'recojo', 'quedarnos', 'admiten', 'irme']) expect(ACTION_WORDS.has(word)).toBe(true);
    for (const word of ['surfboard', 'sauna', 'barco', 'printer']) {
      expect(QUALIFIERS.has(word)).toBe(false);
      expect(ACTION_WORDS.has(word)).toBe(false);
    }
  });
});

describe('deciding whether the guide answers', () => {
  // Two groups: [topic word the guide has, second word]. Only the first is found in the passage.
  const onlyFirst = [hit('parking', [true, false]), hit('other', [true, false])];

  it('declines when the word the guide lacks names a thing (the likely topic)', () => {
    const result = answered(['store', 'surfboard'], [hit('supermarket', [true, false])]);
    expect(result.decision).toBe('none');
  });

  it('answers when the word the guide lacks only qualifies the topic', () => {
    expect(answered(['parking', 'free'], onlyFirst).decision).toBe('answer');
    expect(answered(['pool', 'opening', 'hours'], [hit('pool', [true, false, false])]).decision).toBe('answer');
  });

  it('answers when the missing word is an action around a topic the guide covers', () => {
    expect(answered(['basura', 'recogen'], onlyFirst).decision).toBe('answer');
  });

  it('weighs a qualifier less than an action, and an action less than a thing', () => {
    const { weights } = answered(['surfboard', 'store', 'free'], [hit('x', [false, false, false])]);
    const [thing, action, qualifier] = weights;
    expect(thing).toBeGreaterThan(action!);
    expect(action).toBeGreaterThan(qualifier!);
  });
});

describe('the kind of fact a question asks for', () => {
  it('wants a clock time, a price or the day asked about to be in the passage', () => {
    expect(holdsFact('Check-out is at 11:00.', expectedFact('what time is check out'))).toBe(true);
    expect(holdsFact('Tram 28 stops at the corner.', expectedFact('¿a qué hora pasa el último tranvía?'))).toBe(false);
    expect(holdsFact('Tickets around 15 euros.', expectedFact('how much are the castle tickets'))).toBe(true);
    expect(holdsFact('Los domingos por la tarde la entrada es gratis.', expectedFact('how much does the museum cost'))).toBe(true);
    expect(holdsFact('The garage is under the building.', expectedFact('how much is the garage'))).toBe(false);
    expect(holdsFact('Abierto de lunes a sábado.', expectedFact('is it open on monday?'))).toBe(true);
    expect(holdsFact('Bodega mítica junto al teatro romano.', expectedFact('¿abre los lunes?'))).toBe(false);
  });

  it('asks nothing of a question that wants no such fact', () => {
    const fact = expectedFact('where is the iron');
    expect(fact).toEqual({ time: false, price: false, days: [] });
    expect(holdsFact('In the hall cupboard.', fact)).toBe(true);
  });
});
