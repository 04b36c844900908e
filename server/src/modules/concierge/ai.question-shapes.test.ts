import { describe, expect, it } from 'vitest';
import { decide } from './ai.answer';
import { expectedFact, holdsFact } from './ai.expected-fact';
import type { PassageHit } from './ai.passages.repository';
import { buildGroups, type QueryGroup } from './ai.query-groups';
import { rank } from './ai.retrieval';
import { editDistance } from './ai.typos';
import { readGuestTokens, questionFocus, withoutPurpose } from './ai.text';
import { ACTION_WORDS } from './ai.verbs';

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
