import { describe, expect, it } from 'vitest';
import { decide, expectedFact, extract, holdsFact, predicateOf } from './ai.answer';
import type { PassageHit } from './ai.repository';
import { buildGroups, editDistance, type QueryGroup, rank } from './ai.retrieval';
import { conceptsOf, phrasesWithGap } from './ai.glossary';
import {
  ACTION_WORDS,
  diminutiveBases,
  readGuestTokens,
  isSpanishVerbForm,
  QUALIFIERS,
  questionFocus,
  STOPWORDS,
  withoutPurpose,
} from './ai.text';

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

describe('phone numbers, sizes, places and what "is there" names', () => {
  it('wants a phone number, a size', () => {
    expect(
      holdsFact(
        'Tiny family tavern with Portuguese dishes. Book for dinner.',
        expectedFact("what's the phone number of the tavern"),
      ),
    ).toBe(false);
    expect(holdsFact('Phone: +351 213 421 623.', expectedFact("what's the phone number of the police"))).toBe(true);
    expect(holdsFact('One large and one small towel per guest.', expectedFact('what size is the bed'))).toBe(false);
    expect(holdsFact('A queen-size bed (160 cm).', expectedFact('what size is the bed'))).toBe(true);
  });

  it('answers "where is" a place only from a passage that says where', () => {
    const groups = buildGroups(['aranda']);
    const place = (body: string) => [{ ...hit('place-aranda', [true], body), inTitle: [true] }];
    expect(
      decideOver(groups, place('Churros con chocolate desde 1932. Abre a las 8:00.'), '¿dónde está Casa Aranda?', 'es')
        .kind,
    ).toBe('none');
    expect(
      decideOver(
        groups,
        place('Churros con chocolate, en la calle Herrería del Rey.'),
        '¿dónde está Casa Aranda?',
        'es',
      ).kind,
    ).toBe('answer');
  });

  it('answers "is there X?" from the part that names X, even when another matched more strongly', () => {
    const groups = buildGroups(['cold', 'blankets']);
    const hits = [
      { ...hit('heating', [true, false], 'The air conditioning also heats.'), inTitle: [true, false], rank: 0.9 },
      { ...hit('amenities', [false, true], 'Extra blankets are on the top shelf.'), inTitle: [false, false] },
    ];
    const ranked = rank(groups, 40, hits, 'en');
    expect(ranked.sources[0]!.sectionId).toBe('heating');
    const decision = decide({ groups, ...ranked, total: 40 }, 0.3, "we're cold at night, are there more blankets?");
    expect(decision.kind).toBe('answer');
    expect(decision.kind === 'answer' && decision.sources[0]!.sectionId).toBe('amenities');
  });
});

describe('a message with context around the question', () => {
  it('keeps the sentences that ask', () => {
    expect(questionFocus('My friend has a high fever since this afternoon. Which hospital is nearest?')).toBe(
      'Which hospital is nearest?',
    );
    expect(questionFocus('Viajamos con un bebé de seis meses. ¿Nos podéis dejar una cuna?')).toBe(
      '¿Nos podéis dejar una cuna?',
    );
    expect(questionFocus('can i bake something? is there an oven')).toBe('can i bake something? is there an oven');
    expect(questionFocus('Please tell me where the blankets are, it gets chilly at night.')).toBe(
      'Please tell me where the blankets are, it gets chilly at night.',
    );
    expect(questionFocus('wifi password?')).toBe('wifi password?');
  });

  it('wants a clock time for "what time", and a real frequency for "how often"', () => {
    expect(holdsFact('Free entry on Sunday afternoons.', expectedFact('¿A qué hora abre el museo?'))).toBe(false);
    expect(holdsFact('Free entry on Sunday afternoons.', expectedFact('when is the museum free?'))).toBe(true);
    expect(holdsFact('Tram 28 stops 3 minutes from the door.', expectedFact('¿cada cuánto pasa el tranvía 28?'))).toBe(
      false,
    );
  });
});

describe('numbers in a question', () => {
  it('reads a clock time as one, drops a count and keeps a name', () => {
    expect(readGuestTokens(['late', 'checkout', 'until', '1'], 'en')).toEqual(['late', 'checkout', 'until', '1h']);
    expect(readGuestTokens(['we', 'have', '2', 'cars'], 'en')).toEqual(['we', 'have', 'cars']);
    expect(readGuestTokens(['somos', '5', 'amigos'], 'es')).toEqual(['somos', 'amigos']);
    expect(readGuestTokens(['does', 'bus', '11', 'go', 'to', 'the', 'airport'], 'en')).toContain('11');
  });

  it('wants a duration for "how long does it take", and the weekday of a price', () => {
    expect(
      holdsFact('Take the C1 train, or a taxi for about 25 euros.', expectedFact('how long does the c1 train take')),
    ).toBe(false);
    expect(holdsFact('The C1 train takes 12 minutes.', expectedFact('how long does the c1 train take'))).toBe(true);
    expect(holdsFact('Free entry on Sunday afternoons.', expectedFact('¿cuánto cuesta la entrada un martes?'))).toBe(
      false,
    );
  });
});

describe('distance, sockets and the clause of an existence question', () => {
  it('wants a distance for "how far"', () => {
    expect(holdsFact('The emergency number is 112.', expectedFact('how far is the flat from the city center'))).toBe(
      false,
    );
    expect(
      holdsFact('A dos pasos del centro y de la playa.', expectedFact('how far is the flat from the city center')),
    ).toBe(true);
  });

  it('reads only the clause that asks whether something exists', () => {
    const groups = buildGroups(['heating', 'coming', 'january']);
    const heating = [
      {
        ...hit('heating', [true, false, false], 'The air conditioning also heats; an oil heating radiator too.'),
        inTitle: [true, false, false],
      },
    ];
    expect(decideOver(groups, heating, 'does the apartment have heating? we are coming in january').kind).toBe(
      'answer',
    );
  });
});

describe('last session-3 shapes', () => {
  it('does not read "wife" as a typo of "wifi", and knows conditional verb forms', () => {
    expect(editDistance('wife', 'wifi')).toBeGreaterThan(1);
    expect(editDistance('dejo', 'deja')).toBe(1);
    expect(ACTION_WORDS.has('gustaria')).toBe(true);
  });

  it('reads "do you charge extra" as a price question and "need another X" as asking for X', () => {
    expect(expectedFact('do you charge anything extra for the travel cot?').price).toBe(true);
    expect(expectedFact('where can I charge my phone').price).toBe(false);
    const groups = buildGroups(['another', 'blanket', 'kids', 'cold']);
    const hits = [
      {
        ...hit('heating', [false, false, false, true], 'The air conditioning also heats.'),
        inTitle: [false, false, false, true],
        rank: 0.9,
      },
      {
        ...hit('amenities', [false, true, false, false], 'Extra blankets are on the top shelf.'),
        inTitle: [false, false, false, false],
      },
    ];
    const ranked = rank(groups, 40, hits, 'en');
    const decision = decide({ groups, ...ranked, total: 40 }, 0.3, 'need another blanket, kids are cold');
    expect(decision.kind === 'answer' && decision.sources[0]!.sectionId).toBe('amenities');
  });
});

describe('whose price or time a sentence gives', () => {
  const MALAGA =
    'Desde el aeropuerto, lo más cómodo es el tren de cercanías C1 hasta la estación Málaga Centro-Alameda y luego un taxi corto, o un taxi directo, que cuesta unos 25 euros.';
  const LISBON =
    'Buy a Viva Viagem card at any metro station to use trams, buses and the metro; a single ride costs 1.85 euros.';

  it('gives a price to the way of getting around named right before it, not to another one earlier in the sentence', () => {
    expect(holdsFact(MALAGA, expectedFact('how much is the train from the airport?'))).toBe(false);
    expect(holdsFact(MALAGA, expectedFact('¿cuánto cuesta el billete del cercanías?'))).toBe(false);
    expect(holdsFact(MALAGA, expectedFact('how much is a taxi from the airport'))).toBe(true);
    // A price without any way named in the question is the sentence's price.
    expect(holdsFact(MALAGA, expectedFact('how much does it cost to get from the airport'))).toBe(true);
  });

  it('gives a price to every way of a list joined by "and"', () => {
    expect(holdsFact(LISBON, expectedFact('how much is a bus ticket'))).toBe(true);
    expect(holdsFact(LISBON, expectedFact('how much is the tram'))).toBe(true);
    expect(holdsFact(LISBON, expectedFact('how much is a ferry ticket'))).toBe(false);
    expect(
      holdsFact(
        'The last metro leaves at 1 am; night buses run every hour.',
        expectedFact('what time is the last metro'),
      ),
    ).toBe(true);
    expect(
      holdsFact('The metro runs until 1 am, or take a taxi at 2 am.', expectedFact('what time is the last tram')),
    ).toBe(false);
  });

  it('does not take "free on Sundays" for the normal price', () => {
    const picasso = 'El museo de Picasso está en el centro histórico; los domingos por la tarde la entrada es gratis.';
    expect(holdsFact(picasso, expectedFact('how much is the picasso museum on a normal day'))).toBe(false);
    expect(holdsFact(picasso, expectedFact('cuanto cuesta la entrada normal al museo'))).toBe(false);
    expect(
      holdsFact(
        'General admission 12 euros, free on Sunday afternoons.',
        expectedFact('what is the normal ticket price'),
      ),
    ).toBe(true);
  });

  it('does not take the time a guest arrives for the opening hours of a place', () => {
    const bags = 'If you arrive before 3 pm you can leave your luggage at the Bagbnb point on Rua de São Pedro.';
    expect(holdsFact(bags, expectedFact('what are the opening hours of the bagbnb place'))).toBe(false);
    expect(holdsFact(bags, expectedFact('what time do we have to arrive to leave our bags?'))).toBe(true);
    // "For a few hours" is how long, not what time.
    expect(expectedFact('is there somewhere we can leave our bags for a few hours?').time).toBe(false);
    expect(expectedFact('what are the opening hours').time).toBe(true);
  });
});

describe('renting, and "does X have Y"', () => {
  const garage = (body: string) => ({ ...hit('parking', [false, true], body), inTitle: [false, true] });

  it('declines renting something when the part about it does not mention renting', () => {
    const groups = buildGroups(['rent', 'car']);
    const ranked = rank(groups, 40, [garage('The flat has garage space 14 for your car.')], 'en');
    expect(decide({ groups, ...ranked, total: 40 }, 0.3, 'where can we rent a car').kind).toBe('none');
    // A rental car is only a car to park.
    const park = buildGroups(['park', 'rental', 'car']);
    const parked = rank(
      park,
      40,
      [
        {
          ...hit('parking', [true, false, true], 'The flat has garage space 14 for your car.'),
          inTitle: [true, false, true],
        },
      ],
      'en',
    );
    expect(decide({ groups: park, ...parked, total: 40 }, 0.3, 'where can i park a rental car').kind).toBe('answer');
    // Renting mentioned: answered.
    const bikes = buildGroups(['rent', 'bikes']);
    const hire = rank(
      bikes,
      40,
      [{ ...hit('transport', [false, true], 'Bikes and scooters for rent by app.'), inTitle: [false, false] }],
      'en',
    );
    expect(decide({ groups: bikes, ...hire, total: 40 }, 0.3, 'can we rent bikes').kind).toBe('answer');
  });

  it('declines "does <place> have Y" when the guide never names Y, and answers when it names part of it', () => {
    const groups = buildGroups(['taberna', 'vegetarian', 'options']);
    const taberna = {
      ...hit('place-taberna', [true, false, false], 'Taberna da Sé: petiscos and wine.'),
      inTitle: [true, false, false],
    };
    expect(decideOver(groups, [taberna], 'does taberna da se have vegetarian options').kind).toBe('none');
    const tv = buildGroups(['tv', 'amazon', 'prime']);
    const tele = {
      ...hit('tv', [true, false, true], 'Smart TV with Netflix and Prime Video.'),
      inTitle: [true, false, false],
    };
    expect(decideOver(tv, [tele], 'does the tv have amazon prime').kind).toBe('answer');
  });
});

describe('how a request is put, and what it is for', () => {
  it('leaves out what the guest needs the answer for', () => {
    expect(withoutPurpose('whats the adress? need it for the taxi driver')).toBe('whats the adress?');
    expect(withoutPurpose('Please send me the address so I can show the taxi driver.')).toBe(
      'Please send me the address',
    );
    expect(withoutPurpose('me pasas la direccion para meterla en el gps')).toBe('me pasas la direccion');
    // Nothing left: the message is kept.
    expect(withoutPurpose('for the taxi driver')).toBe('for the taxi driver');
    expect(withoutPurpose('where can we park the car')).toBe('where can we park the car');
  });

  it('does not take "send me" or "¿me pasas?" for the topic', () => {
    expect(readGuestTokens(['send', 'me', 'the', 'address'], 'en')).toEqual(['me', 'the', 'address']);
    expect(readGuestTokens(['me', 'pasas', 'la', 'direccion'], 'es')).toEqual(['me', 'la', 'direccion']);
    expect(readGuestTokens(['pasame', 'el', 'codigo'], 'es')).toEqual(['el', 'codigo']);
    // "Super" after a determiner is the supermarket; elsewhere it is "very".
    expect(readGuestTokens(['hay', 'algun', 'super', 'cerca'], 'es')).toContain('supermercado');
    expect(readGuestTokens(['wifi', 'is', 'super', 'slow'], 'en')).toContain('super');
    // "Send" of something else stays: "where can I send a parcel".
    expect(readGuestTokens(['where', 'can', 'i', 'send', 'a', 'parcel'], 'en')).toContain('send');
  });
});

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
