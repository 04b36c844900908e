import { describe, expect, it } from 'vitest';
import { decide, predicateOf } from './ai.answer';
import { expectedFact, holdsFact } from './ai.expected-fact';
import { extract } from './ai.quote';
import type { PassageHit } from './ai.passages.repository';
import { buildGroups, type QueryGroup } from './ai.query-groups';
import { rank } from './ai.retrieval';
import { editDistance } from './ai.typos';
import { diminutiveBases, readGuestTokens, QUALIFIERS } from './ai.text';
import { ACTION_WORDS, isSpanishVerbForm } from './ai.verbs';

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

/** Ranks hits for a question's tokens over a guide of `total` passages and says whether it is answered. */
const answered = (tokens: string[], hits: PassageHit[], total = 40) => {
  const groups = buildGroups(tokens);
  const { sources, weights, roles, df } = rank(groups, total, hits, 'en');
  return { decision: decide({ groups, weights, roles, df, sources, total }).kind, weights, groups };
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
    for (const word of ['free', 'gratis', 'slow', 'opening', 'domingo', 'name'])
      expect(QUALIFIERS.has(word)).toBe(true);
    for (const word of ['store', 'stored', 'storing', 'reset', 'recogen', 'recojo', 'quedarnos', 'admiten', 'irme'])
      expect(ACTION_WORDS.has(word)).toBe(true);
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
    expect(
      holdsFact('Los domingos por la tarde la entrada es gratis.', expectedFact('how much does the museum cost')),
    ).toBe(true);
    expect(holdsFact('The garage is under the building.', expectedFact('how much is the garage'))).toBe(false);
    expect(holdsFact('Abierto de lunes a sábado.', expectedFact('is it open on monday?'))).toBe(true);
    expect(holdsFact('Bodega mítica junto al teatro romano.', expectedFact('¿abre los lunes?'))).toBe(false);
  });

  it('asks nothing of a question that wants no such fact', () => {
    const fact = expectedFact('where is the iron');
    expect(fact).toEqual({
      time: false,
      price: false,
      days: [],
      opening: false,
      closing: false,
      measure: null,
      speed: false,
      duration: false,
      distance: false,
      clock: false,
      frequency: false,
      phone: false,
      size: false,
      regular: false,
      modes: [],
      arriving: false,
    });
    expect(holdsFact('In the hall cupboard.', fact)).toBe(true);
  });
});

describe('answering a detail of a topic the guide covers', () => {
  const PARKING =
    'There is no private parking with the flat. Street parking is in the EMEL zones: pay with the app, from 9 am to 8 pm on weekdays. The closest garage is 5 minutes on foot, about 18 euros for 24 hours.';

  it('wants the fact in the sentence that matches the question best, not anywhere in the passage', () => {
    const groups = buildGroups(['street', 'parking', 'cost']);
    const weights = [1, 3, 0.5];
    const fact = expectedFact('how much does street parking cost per hour');
    expect(fact.time).toBe(false);
    expect(extract(PARKING, groups, weights, fact)).toBeNull();
    expect(
      extract(PARKING, buildGroups(['garage', 'cost']), [3, 0.5], expectedFact('how much is the garage')),
    ).toContain('18 euros');
  });

  it('takes the short sentence right after the best one as its detail', () => {
    const body =
      'Keys are in the grey lockbox by the door, to the right of the bell. The code is 1974. Scramble it again after use, please.';
    expect(extract(body, buildGroups(['lockbox']), [3], expectedFact('when can I open the lockbox'))).toBeNull();
    const price = 'The museum is a short walk from the flat, past the cathedral. Tickets: 9 euros. Closed on Mondays.';
    expect(extract(price, buildGroups(['museum']), [3], expectedFact('how much is the museum'))).toContain('9 euros');
  });

  it('reads the title as the context of every sentence', () => {
    const body =
      'Alcazaba y Gibralfaro, monumento. La fortaleza árabe, con vistas a toda la ciudad. La entrada combinada cuesta unos 5,50 euros.';
    const quote = extract(
      body,
      buildGroups(['cuesta', 'entrar', 'alcazaba']),
      [0.5, 1.2, 2.8],
      expectedFact('¿cuánto cuesta entrar a la alcazaba?'),
      'Alcazaba y Gibralfaro',
    );
    expect(quote).toContain('5,50 euros');
  });

  it('does not take a price for a clock time, nor "per hour" for a time question', () => {
    expect(holdsFact('A single ride costs 1.85 euros.', expectedFact('when does the last tram run'))).toBe(false);
    expect(holdsFact('Entrada 5,50 €.', expectedFact('what time does it open'))).toBe(false);
    expect(expectedFact('cuanto cuesta por hora aparcar').time).toBe(false);
    expect(holdsFact('Open from 9 am to 8 pm.', expectedFact('do I pay for parking on weekdays?'))).toBe(true);
    expect(holdsFact('Pay at the machines, from 9 am to 8 pm.', expectedFact('how much does parking cost'))).toBe(
      false,
    );
  });

  it('does not answer when something opens with the time it closes', () => {
    expect(
      holdsFact('Pharmacy on the square, open until 8 pm.', expectedFact('a qué hora abre la farmacia por la mañana')),
    ).toBe(false);
    expect(holdsFact('Farmacia abierta de 9:00 a 22:00.', expectedFact('what time does the pharmacy open'))).toBe(true);
    expect(
      holdsFact('Pharmacy on the square, open until 8 pm.', expectedFact('until what time is the pharmacy open')),
    ).toBe(true);
  });
});

describe('questions about something the guide does not name', () => {
  const beach = (matched: boolean[]) => ({ ...hit('beach', matched), inTitle: matched });

  it('declines "is there X?" when no passage names X, however well the rest matches', () => {
    const groups = buildGroups(['lifeguard', 'beach', 'malagueta']);
    const { sources, weights, roles, df } = rank(groups, 40, [beach([false, true, true])], 'en');
    const retrieval = { groups, weights, roles, df, sources, total: 40 };
    expect(decide(retrieval, 0.3, 'is there a lifeguard at the malagueta beach?').kind).toBe('none');
    // The same words, not asking whether it exists: the coverage decides.
    expect(decide(retrieval, 0.3, 'lifeguard malagueta beach').kind).toBe('answer');
  });

  it('declines a question whose words belong to two different sections', () => {
    // "heated" is not in the guide's words: it is corrected to "heating", the air-conditioning section's topic.
    const groups = buildGroups(['pool', 'heated'], new Map([['heated', ['heating']]]));
    const hits = [
      { ...hit('heating', [false, true]), inTitle: [false, true], rank: 0.9 },
      { ...hit('pool', [true, false]), inTitle: [true, false] },
    ];
    const { sources, weights, roles, df } = rank(groups, 40, hits, 'en');
    expect(sources[0]!.sectionId).toBe('heating');
    expect(sources[0]!.coverage).toBeLessThan(0.75);
    expect(decide({ groups, weights, roles, df, sources, total: 40 }, 0.3, 'is the pool heated?').kind).toBe('none');
    // Both words in the pool section: answered from it.
    const together = rank(groups, 40, [{ ...hit('pool', [true, true]), inTitle: [true, false] }], 'en');
    expect(decide({ groups, ...together, total: 40 }, 0.3, 'is the pool heated?').kind).toBe('answer');
  });
});

describe('yes/no questions about a state', () => {
  it('finds the state asked about', () => {
    expect(predicateOf('is the pool heated?')).toBe('heated');
    expect(predicateOf('Is breakfast included?')).toBe('included');
    expect(predicateOf('¿está climatizada la piscina?')).toBe('climatizada');
    expect(predicateOf('is there a pool')).toBeNull();
    expect(predicateOf('where is the iron')).toBeNull();
  });

  it('answers only from a passage that says something about that state', () => {
    const groups = buildGroups(['pool', 'heated']);
    const ask = (body: string) => {
      return decideOver(
        groups,
        [{ ...hit('pool', [true, false], body), inTitle: [true, false] }],
        'is the pool heated?',
      ).kind;
    };
    expect(ask('The rooftop pool is open from June to September, 10:00 to 21:00.')).toBe('none');
    expect(ask('The rooftop pool has solar heating and is open all year.')).toBe('answer');
  });
});

describe('how guests type', () => {
  it('writes out chat spellings, "ai"/"ay" as "hay" only in Spanish', () => {
    expect(readGuestTokens(['where', 'r', 'u', 'tonite'], 'en')).toEqual(['where', 'are', 'you', 'tonight']);
    expect(readGuestTokens(['ai', 'lavadora'], 'es')).toEqual(['hay', 'lavadora']);
    expect(readGuestTokens(['ai', 'assistant'], 'en')).toEqual(['ai', 'assistant']);
    expect(readGuestTokens(['q', 'hora'], 'es')).toEqual(['que', 'hora']);
  });

  it('reads a Spanish diminutive as its base word, but not a word ending like one', () => {
    expect(diminutiveBases('cajita')).toContain('caja');
    expect(diminutiveBases('llavecita')).toContain('llave');
    expect(diminutiveBases('castillo')).toEqual([]);
  });

  it('treats Spanish "we" forms and gerunds as verbs', () => {
    for (const word of ['venimos', 'viajamos', 'traemos', 'llegando']) expect(isSpanishVerbForm(word)).toBe(true);
    for (const word of ['piscina', 'lavadora', 'ramos']) expect(isSpanishVerbForm(word)).toBe(false);
  });
});

describe('schedules', () => {
  it('wants a closing time when asked until when, and the weekday only for a schedule', () => {
    expect(holdsFact('Supermarket open from 8 am to 9 pm.', expectedFact('what time does the supermarket close'))).toBe(
      true,
    );
    expect(holdsFact('Bakery with fresh pastries from 7 am.', expectedFact('what time does the bakery close'))).toBe(
      false,
    );
    expect(holdsFact('Check-out is by 11 am.', expectedFact('hasta qué hora tenemos el piso'))).toBe(true);
    expect(expectedFact('can we have a party on friday').days).toEqual([]);
    expect(expectedFact('is the museum open on monday').days).toContain('monday');
  });
});

describe('"is there X?" when X is only a keyword', () => {
  it('declines when the passage the guest would read does not say X', () => {
    const groups = buildGroups(['kettle']);
    const kitchen = (body: string) => [{ ...hit('kitchen', [true], body), inTitle: [false] }];
    expect(
      decideOver(groups, kitchen('An induction hob, an oven and a coffee maker.'), 'is there a kettle?').kind,
    ).toBe('none');
    expect(decideOver(groups, kitchen('An induction hob, an oven and a kettle.'), 'is there a kettle?').kind).toBe(
      'answer',
    );
    // "hay que" is "one has to", not "is there".
    expect(decideOver(groups, kitchen('An induction hob and an oven.'), 'hay que limpiar el hervidor').kind).toBe(
      'answer',
    );
  });
});

describe('questions answered by a number', () => {
  it('wants a number the guest did not type', () => {
    expect(
      holdsFact('Line 11 stops on the promenade, in front of the flat.', expectedFact('how often does the bus 11 run')),
    ).toBe(false);
    expect(holdsFact('Buses run every 20 minutes.', expectedFact('cada cuánto pasa el bus 11'))).toBe(true);
    expect(holdsFact('A 40-degree programme takes about an hour.', expectedFact('how long does a wash take'))).toBe(
      true,
    );
    expect(holdsFact('The beach has fine sand.', expectedFact('how far is the beach'))).toBe(false);
    expect(holdsFact('The beach is a short walk away.', expectedFact('how far is the beach'))).toBe(true);
    expect(expectedFact('how much is the garage').measure).toBeNull();
  });
});

describe('more question shapes', () => {
  it('reads "the last train" as asking when, and "how fast" as asking for a speed', () => {
    expect(expectedFact("what's the last train back from cascais").time).toBe(true);
    expect(holdsFact('Unplug the router for ten seconds.', expectedFact('how fast is the wifi?'))).toBe(false);
    expect(holdsFact('Fibre, 600 megas.', expectedFact('how fast is the wifi?'))).toBe(true);
  });

  it('does not answer what the home has from a recommended place', () => {
    const groups = buildGroups(['view']);
    expect(
      decideOver(
        groups,
        [{ ...hit('place-museum', [true], 'A museum with views over the city.'), inTitle: [false] }],
        'does the apartment have a view?',
      ).kind,
    ).toBe('none');
  });
});

describe('permission, frequency and counts', () => {
  it('declines permission for something the guide never names', () => {
    const groups = buildGroups(['dogs', 'allowed']);
    expect(
      decideOver(
        groups,
        [{ ...hit('rules', [false, true], 'No smoking inside. No parties.'), inTitle: [false, false] }],
        'are dogs allowed in the flat?',
      ).kind,
    ).toBe('none');
  });

  it('wants a frequency for "how often", and "when" only as the question word', () => {
    expect(
      holdsFact(
        'Take the C1 train from the airport, or a taxi for about 25 euros.',
        expectedFact('how often does the c1 train run'),
      ),
    ).toBe(false);
    expect(holdsFact('Trains run every 20 minutes.', expectedFact('how often does the c1 train run'))).toBe(true);
    expect(expectedFact('where do we leave the keys when we check out').time).toBe(false);
    expect(expectedFact('when is check out').time).toBe(true);
  });

  it('weighs a number no passage holds as a count, not a topic', () => {
    const groups = buildGroups(['2', 'cars']);
    const { roles } = rank(groups, 40, [hit('parking', [false, true])], 'en');
    expect(roles).toEqual(['qualifier', 'thing']);
  });
});
