import { describe, expect, it } from 'vitest';
import { decide } from './ai.answer';
import { expectedFact } from './ai.expected-fact';
import type { PassageHit } from './ai.passages.repository';
import { buildGroups, type QueryGroup } from './ai.query-groups';
import { rank } from './ai.retrieval';
import { conceptsOf, phrasesWithGap } from './ai.glossary';
import { readGuestTokens, QUALIFIERS, questionFocus, STOPWORDS, withoutPurpose } from './ai.text';

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

/** Decides a question over hits of a 40-passage guide; a low coverage threshold, so the question's shape decides. */
const decideOver = (groups: QueryGroup[], hits: PassageHit[], question: string, preferred: 'en' | 'es' = 'en') =>
  decide({ groups, ...rank(groups, 40, hits, preferred), total: 40 }, 0.3, question);

describe('a guest in trouble', () => {
  const emergencyHit = (matched: boolean[]): PassageHit => ({
    ...hit('safety', matched, 'Police: Tourist Police. Phone: +351 213 421 623.'),
    sourceKind: 'emergency',
    title: 'Police',
  });
  const sectionHit = (matched: boolean[]): PassageHit => ({
    ...hit('safety', matched, 'The fire extinguisher is by the fridge. The emergency number in Portugal is 112.'),
    id: 99,
  });

  it('gets the emergency numbers even when the rest of the story is not in the guide', () => {
    const groups = buildGroups(['robado', 'cartera']);
    const ranked = rank(groups, 40, [emergencyHit([true, false]), sectionHit([false, false])], 'en');
    // (A threshold above what the theft alone covers.)
    expect(ranked.sources[0]!.coverage).toBeLessThan(0.6);
    const decision = decide({ groups, ...ranked, total: 40 }, 0.6, 'nos han robado la cartera');
    expect(decision.kind).toBe('answer');
    if (decision.kind === 'answer') {
      expect(decision.quote).toContain('+351 213 421 623');
      expect(decision.quote).toContain('112');
    }
  });

  it('does not answer a question that is not about trouble with the emergency part', () => {
    const groups = buildGroups(['cartera', 'pasaporte']);
    const ranked = rank(groups, 40, [emergencyHit([true, false])], 'en');
    expect(ranked.sources[0]!.coverage).toBeLessThan(0.6);
    expect(decide({ groups, ...ranked, total: 40 }, 0.6, 'donde dejo la cartera y el pasaporte').kind).toBe('none');
  });
});

describe('admission tickets', () => {
  it('reads "entrada" and "tickets" as an admission ticket (a term is in one concept), the check-in and the bus ticket by their own words', () => {
    expect(conceptsOf('entrada')).toEqual(['admission']);
    expect(conceptsOf('tickets')).toEqual(['admission']);
    expect(conceptsOf('hora de entrada')).toEqual(['checkin']);
    expect(conceptsOf('billete')).toEqual(['transport']);
    // Visitors staying the night is a house rule, not sightseeing.
    expect(conceptsOf('crash')).toEqual(['visitors']);
    expect(conceptsOf('visita guiada')).toEqual([]);
  });
});

describe('asking the host for something', () => {
  it('declines a request for a service the guide never names, and answers one it covers', () => {
    const groups = buildGroups(['recogernos', 'aeropuerto']);
    const transport = {
      ...hit('transport', [false, true], 'From the airport take the metro or a taxi.'),
      inTitle: [false, false],
    };
    expect(decideOver(groups, [transport], 'podeis venir a recogernos al aeropuerto?').kind).toBe('none');
    const how = buildGroups(['airport', 'metro']);
    const both = {
      ...hit('transport', [true, true], 'From the airport take the metro or a taxi.'),
      inTitle: [false, false],
    };
    expect(decideOver(how, [both], 'Could you explain how to get from the airport by metro?').kind).toBe('answer');
  });

  it('takes possessives, "directly" and "explain" for filler, and months or "main" for qualifiers', () => {
    for (const word of ['vuestra', 'directamente', 'explain', 'haya', 'podeis']) expect(STOPWORDS.has(word)).toBe(true);
    for (const word of ['meses', 'main', 'longer', 'worth']) expect(QUALIFIERS.has(word)).toBe(true);
  });
});

describe('a misspelt word of a phrase', () => {
  it('finds the glossary phrase the other words spell', () => {
    expect(phrasesWithGap(['wheres', 'the', 'frist', 'aid', 'kit'], 2)).toContain('first');
    expect(phrasesWithGap(['the', 'lights', 'are', 'on'], 1)).not.toContain('first');
  });

  it('reads "do the windows have X?" as asking whether X exists', () => {
    const groups = buildGroups(['windows', 'screens']);
    const clima = {
      ...hit('heating', [true, false], 'Keep the windows closed while the air conditioning runs.'),
      inTitle: [false, false],
    };
    expect(decideOver(groups, [clima], 'do the windows have screens?').kind).toBe('none');
  });
});

describe('the question inside a longer message', () => {
  it('takes scene-setting clauses before or after the question for context', () => {
    expect(questionFocus('is there an elevator? my mum has bad knees')).toBe('is there an elevator?');
    expect(questionFocus('my wife cut her hand badly cooking, where is the nearest hospital with an ER?')).toBe(
      'where is the nearest hospital with an ER?',
    );
    expect(questionFocus('where is the first aid kit, my son scraped his knee')).toBe('where is the first aid kit');
    // Both clauses ask; examples are part of the question.
    expect(questionFocus('Which beach is easiest to reach from the flat, and how long does the trip take?')).toContain(
      'easiest',
    );
    expect(questionFocus('Is there a day trip you would recommend, like Ronda or Nerja?')).toContain('Ronda');
  });

  it('keeps the whole message when the question names nothing itself', () => {
    expect(questionFocus('There is no hot water in the shower, what should I do?')).toBe(
      'There is no hot water in the shower, what should I do?',
    );
    expect(questionFocus('The power just went off. What do I do?')).toBe('The power just went off. What do I do?');
  });

  it("weighs a word only in the story less than the question's own words", () => {
    const groups = buildGroups(['blankets', 'chilly']);
    const hits = [hit('amenities', [true, false]), hit('heating', [false, true])];
    const plain = rank(groups, 40, hits, 'en');
    const withContext = rank(groups, 40, hits, 'en', [false, true]);
    expect(withContext.weights[1]!).toBeCloseTo(plain.weights[1]! / 2);
    expect(withContext.sources[0]!.sectionId).toBe('amenities');
  });
});

describe('more ways guests put it', () => {
  it('reads "¿cuánto sale?" as a price and "a couple of hours later" as how long', () => {
    expect(readGuestTokens(['cuanto', 'sale', 'un', 'boleto'], 'es')).toEqual(['cuanto', 'cuesta', 'un', 'boleto']);
    expect(expectedFact('¿cuánto sale un boleto de tranvía?').price).toBe(true);
    expect(expectedFact('could we stay a couple of hours later on our last day?').time).toBe(false);
    expect(expectedFact('is the car park open 24 hours?').time).toBe(true);
  });

  it('leaves out "the taxi driver is asking"', () => {
    expect(withoutPurpose("What's the exact street address? The taxi driver is asking")).toBe(
      "What's the exact street address?",
    );
    expect(withoutPurpose('¿me pasas la dirección? el taxista me la pide')).toBe('¿me pasas la dirección?');
  });
});

describe('trouble in the story only', () => {
  const emergency: PassageHit = {
    ...hit('safety', [false, true], 'Hospital: Hospital Regional. Phone: 951 290 000.'),
    sourceKind: 'emergency',
    title: 'Hospital',
  };

  it('does not answer a question about something the guide lacks with the emergency numbers', () => {
    const groups = buildGroups(['sauna', 'hospital']);
    // The trouble only in the story around the question.
    const story = rank(groups, 40, [emergency], 'en', [false, true]);
    expect(
      decide(
        { groups, ...story, total: 40, context: [false, true] },
        0.6,
        'is there a sauna? the hospital told me to relax',
      ).kind,
    ).toBe('none');
    // Asked whether a thing the guide never names exists.
    const asked = rank(groups, 40, [emergency], 'en');
    expect(decide({ groups, ...asked, total: 40 }, 0.6, 'is there a sauna near the hospital').kind).toBe('none');
  });
});
