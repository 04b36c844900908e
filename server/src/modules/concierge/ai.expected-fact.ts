import { CONCEPT_FILE, phraseAlternation, phrasePattern } from './ai.lexicon';
import type { QueryGroup } from './ai.query-groups';
import { fold, normalize } from './ai.text';

/** What kind of fact a question asks for (a time, a price, a day, a number...) and whether a text holds it. */

export interface ExpectedFact {
  time: boolean;
  price: boolean;
  days: string[];
  /** The question asks when something opens: a closing time alone ("open until 8 pm") does not answer it. */
  opening?: boolean;
  /** The question asks when something closes: an opening time alone ("from 8 am") does not answer it. */
  closing?: boolean;
  /** The question asks how fast, far, many or often: the answer holds a number (not one the guest typed). */
  measure?: string[] | null;
  /** "What time", "a qué hora": a day alone does not answer it. */
  clock?: boolean;
  /** "How far": the answer holds a distance or a walking time. */
  distance?: boolean;
  /** "How long does it take": the answer holds a duration. */
  duration?: boolean;
  /** "How fast": the number must be a speed. */
  speed?: boolean;
  /** "What's their phone number?": the answer holds one. */
  phone?: boolean;
  /** "What size is the bed?": the answer holds a size. */
  size?: boolean;
  /** "How often": the number must be a frequency. */
  frequency?: boolean;
  /** "The normal price": a price that is only "free" on some days does not answer it. */
  regular?: boolean;
  /** The ways of getting around the question names ("the train from the airport"): a price or time must be said of one of them. */
  modes?: string[];
  /** The question is about arriving: "if you arrive before 3 pm" is then an answer, otherwise only a condition. */
  arriving?: boolean;
}

const DAYS: readonly string[][] = CONCEPT_FILE.days;
const TIME_QUESTION = new RegExp(
  String.raw`\b(?:${phraseAlternation('timeWords')})\b|^(?:\w+ )?(?:${phraseAlternation('whenWords')})\b`,
);
/** "The last train back", "el primer autobús": asks when it runs. */
const LAST_SERVICE = new RegExp(
  String.raw`\b(?:${phraseAlternation('serviceOrder')}) (?:${phraseAlternation('servicedModes')})\b`,
);
/** "per hour", "por hora", "a la hora" ask for a rate, not a time of day. */
const RATE = new RegExp(String.raw`\b(?:${phraseAlternation('ratePer')}) (?:${phraseAlternation('rateUnits')})\b`, 'g');
const WEEKDAYS = phrasePattern('weekdays');
/** "Leave our bags for a few hours", "a couple of hours later", "durante unas horas": how long, not what time. */
const FOR_HOURS =
  /\b(?:for|durante|por) (?:a few|a couple of|a couple|some|an|one|two|three|four|\d+|unas|unas pocas|un par de|dos|tres|cuatro) (?:hours|hour|horas|hora|hrs|h)\b|\b(?:a few|a couple of|couple of|unas pocas|un par de) (?:hours|horas)\b/g;
/** Asks when something opens (not until when it is open). */
const OPENING_QUESTION = phrasePattern('openingQuestion');
const CLOSING_WORDS = phrasePattern('closingWords');
/** Asks until when something is open ("what time does it close", "¿hasta qué hora abre?"). */
const CLOSING_QUESTION = phrasePattern('closingQuestion');
/** Words of a schedule: a weekday in such a question asks whether it happens that day. */
const SCHEDULE_WORDS = phrasePattern('scheduleWords');
/** An amount of money ("1.85 euros", "5,50 €"): not a clock time. */
const MONEY = /(?:€|\$|£)\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|euros?|eur|dollars?|pounds?)/gi;
/** A closing time: "until 8 pm", "hasta las 22:00", "to 21:00" (what is left once removed is an opening time). */
const CLOSING_TIME = /\b(?:until|till|to|by|hasta|a|antes de) (?:las |la )?\d{1,2}(?::\d{2})?(?: ?(?:am|pm|h))?\b/g;
const PRICE_QUESTION = phrasePattern('priceQuestion');
const TIME_FACT =
  /\b\d{1,2}(?::\d{2}|\.\d{2}|\s?(?:am|pm|h)\b)|\b(?:midnight|noon|medianoche|mediodia|24 ?h|24 hours|24 horas|all day|todo el dia|around the clock)\b/;
/** An amount of money (not "free"). */
const PRICE_AMOUNT = /(?:€|\$|£)\s?\d|\d\s?(?:€|\$|£)|\b\d+(?:[.,]\d+)?\s?(?:euros?|eur|dollars?|usd|pounds?|gbp)\b/;
/** An amount of money or a word that settles the price; tested on the text with accents folded (symbols kept). */
const PRICE_FACT = new RegExp(`${PRICE_AMOUNT.source}|${phrasePattern('freeOrIncluded').source}`);
const EVERY_DAY = phrasePattern('everyDay');

export function expectedFact(question: string): ExpectedFact {
  const text = normalize(question);
  const words = text.split(' ');
  const time = TIME_QUESTION.test(text.replace(RATE, ' ').replace(FOR_HOURS, ' ')) || LAST_SERVICE.test(text);
  return {
    time,
    price: PRICE_QUESTION.test(text),
    // "Is it open on Monday?" asks about Mondays; "can we have a party on Friday?" asks about the party.
    // (or on a price that day: "¿cuánto cuesta un martes?" is not answered by "gratis los domingos").
    // ("Entre semana", "on weekdays": Monday to Friday.)
    days:
      time || SCHEDULE_WORDS.test(text) || PRICE_QUESTION.test(text)
        ? DAYS.filter((names, d) => names.some((n) => words.includes(n)) || (d < 5 && WEEKDAYS.test(text))).flat()
        : [],
    opening: time && OPENING_QUESTION.test(text) && !CLOSING_WORDS.test(text),
    closing: time && CLOSING_QUESTION.test(text),
    measure: !PRICE_QUESTION.test(text) && MEASURE_QUESTION.test(text) ? (text.match(/\d+/g) ?? []) : null,
    speed: SPEED_QUESTION.test(text),
    duration: DURATION_QUESTION.test(text),
    distance: DISTANCE_QUESTION.test(text),
    clock: CLOCK_QUESTION.test(text),
    phone: PHONE_QUESTION.test(text),
    size: SIZE_QUESTION.test(text),
    frequency: FREQUENCY_QUESTION.test(text),
    regular: REGULAR_PRICE.test(text),
    modes: modesIn(text),
    arriving: ARRIVING.test(text),
  };
}

/** "The normal / full / usual price", "la entrada general": a price that holds every day. */
const REGULAR_PRICE = phrasePattern('regularPrice');
/** A question about arriving or checking in: an arrival condition's time answers it. */
const ARRIVING = phrasePattern('arriving', String.raw`check-in`);
/** "If you arrive before 3 pm": a condition on the guest's arrival, not when a place opens. */
const ARRIVAL_CONDITION =
  /\b(?:arrive|arriving|arrives|land|landing|llegais|llegas|llegan|llegues|llegueis|llegar|llegada)\s+(?:before|after|by|until|antes de|despues de|a partir de|hasta)\s+(?:las |la )?\d{1,2}(?::\d{2})?(?:\s?(?:am|pm|h))?\b/g;

/**
 * Ways of getting around, each with the words that name it in both languages. The guide's transport
 * text lists several in one sentence ("the C1 train ... or a taxi, which costs 25 euros"): a price or
 * time belongs to the way named right before it (or to a list of ways joined by "and": "trams, buses
 * and the metro; a ride costs 1.85 euros"), not to another way named earlier in the sentence.
 */
const MODES: Readonly<Record<string, string[]>> = CONCEPT_FILE.transportModes;
const MODE_OF = new Map(Object.entries(MODES).flatMap(([mode, words]) => words.map((w) => [w, mode] as const)));
const MODE_WORD = new RegExp(`\\b(?:${[...MODE_OF.keys()].join('|')})\\b`, 'g');
/** What may stand between the ways of one list: commas, "and", articles. */
const LIST_GLUE = /^(?:\s|,|&|\band\b|\by\b|\be\b|\bthe\b|\bel\b|\bla\b|\blos\b|\blas\b|\ba\b|\ban\b|\bun\b|\buna\b)*$/;

function modesIn(text: string): string[] {
  return [...new Set([...text.matchAll(MODE_WORD)].map((m) => MODE_OF.get(m[0])!))];
}

/**
 * Whether a price or time in `text` (accents folded, lower case) is said of one of the asked ways of
 * getting around. A text that names no way of getting around is not judged here.
 */
function saidOfMode(text: string, facts: RegExp, modes: string[]): boolean {
  const mentions = [...text.matchAll(MODE_WORD)].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    mode: MODE_OF.get(m[0])!,
  }));
  if (!mentions.length) return true;
  const list = (from: number, step: -1 | 1) => {
    const ways = [mentions[from]!.mode];
    for (let i = from + step; i >= 0 && i < mentions.length; i += step) {
      const [a, b] = step < 0 ? [mentions[i]!, mentions[i - step]!] : [mentions[i - step]!, mentions[i]!];
      if (!LIST_GLUE.test(text.slice(a.end, b.start))) break;
      ways.push(mentions[i]!.mode);
    }
    return ways;
  };
  return [...text.matchAll(new RegExp(facts.source, 'g'))].some((fact) => {
    const before = mentions.findLastIndex((m) => m.end <= fact.index!);
    const ways = before >= 0 ? list(before, -1) : list(0, 1);
    return ways.some((way) => modes.includes(way));
  });
}

export const wantsFact = (fact: ExpectedFact) =>
  fact.time || fact.price || fact.days.length > 0 || !!fact.measure || !!fact.phone || !!fact.size || !!fact.distance;

const PHONE_QUESTION = phrasePattern('phoneQuestion');
const SIZE_QUESTION = phrasePattern('sizeQuestion');
const SIZE_WORDS = phrasePattern('sizeWords', String.raw`\d+ ?(?:cm|m|m2|metres|meters|metros|sq|x)`);
/** "Where is X?" about a recommended place: its passage must say where (an address, a street, "next to"). */
export const LOCATION_QUESTION = new RegExp(String.raw`^(?:\w+ )?(?:${phraseAlternation('locationQuestion')})\b`);
export const LOCATION_WORDS = phrasePattern('locationWords');

/** "How fast / far / many / often", "¿cada cuánto?", "¿cuántos?": a question answered by a number. */
const MEASURE_QUESTION = phrasePattern(
  'measureQuestion',
  String.raw`que tan (?:rapid|lej|grande)\w*`,
  String.raw`como de (?:rapid|lej|grande)\w*`,
);
const FREQUENCY_QUESTION = phrasePattern('frequencyQuestion');
const FREQUENCY_WORDS = phrasePattern('frequencyWords', String.raw`\d+ times`, String.raw`\d+ veces`);
const CLOCK_QUESTION = phrasePattern('clockQuestion');
const DISTANCE_QUESTION = phrasePattern('distanceQuestion');
const DISTANCE_WORDS = phrasePattern(
  'distanceWords',
  String.raw`\d+ ?(?:min|mins|minutes|minutos|km|kms|m|metres|meters|metros|blocks|manzanas)`,
);
const DURATION_QUESTION = phrasePattern('durationQuestion');
const DURATION_WORDS = phrasePattern(
  'durationWords',
  String.raw`\d+ ?(?:min|mins|minutes|minutos|hours|hour|horas|hora|h|seconds|segundos|days|dias)`,
);
const SPEED_QUESTION = phrasePattern('speedQuestion', String.raw`que tan rapid\w*`, String.raw`como de rapid\w*`);
const SPEED_UNITS = phrasePattern('speedUnits', String.raw`\d+ ?(?:mb|mbps|megas|megabits|gb|gbps|gigas)`);
const NUMBER_WORDS = phrasePattern('numberWords');

/** A word of the question that the asked fact itself answers ("cierra", "open", "cost", "precio"). */
export const impliedByFact = (group: QueryGroup, fact: ExpectedFact) =>
  (fact.time && SCHEDULE_WORDS.test(group.label)) || (fact.price && PRICE_QUESTION.test(group.label));

/** Whether a text holds the kind of fact the question asks for. */
export function holdsFact(body: string, fact: ExpectedFact): boolean {
  if (!wantsFact(fact)) return true;
  const text = normalize(body.replace(/(\d)[.:](\d)/g, '$1:$2')).replace(/(\d) (\d\d)\b/g, '$1:$2');
  const words = new Set(text.split(' '));
  const names = (days: string[]) => EVERY_DAY.test(text) || days.some((d) => words.has(d));
  if (fact.time) {
    let clock = normalize(body.replace(MONEY, ' ').replace(/(\d)[.:](\d)/g, '$1:$2')).replace(
      /(\d) (\d\d)\b/g,
      '$1:$2',
    );
    // "Opening hours of the luggage storage?" is not answered by "if you arrive before 3 pm, leave your bags there".
    if (!fact.arriving) clock = clock.replace(ARRIVAL_CONDITION, ' ');
    const opensAt = fact.opening ? clock.replace(CLOSING_TIME, ' ') : clock;
    if (!TIME_FACT.test(opensAt) && (fact.clock || !names(DAYS.flat()))) return false;
    // Until when: a closing time ("until 8 pm", "de 9:00 a 22:00") or round the clock.
    if (
      fact.closing &&
      !new RegExp(CLOSING_TIME.source).test(clock) &&
      !/\b(?:24 ?h|24 hours|24 horas|all night|toda la noche|around the clock)\b/.test(clock) &&
      !/\b(?:closes|close|cierra|cierran) (?:at )?(?:a las )?\d/.test(clock)
    )
      return false;
  }
  if (fact.price && !PRICE_FACT.test(fold(body))) return false;
  // "The normal price" wants an amount: "free on Sunday afternoons" is the exception, not the price.
  if (fact.price && fact.regular && !PRICE_AMOUNT.test(fold(body))) return false;
  if (fact.modes?.length && (fact.price || fact.time)) {
    const folded = fold(body);
    if (fact.price && !saidOfMode(folded, PRICE_FACT, fact.modes)) return false;
    if (
      fact.time &&
      !fact.price &&
      !saidOfMode(
        folded.replace(MONEY, (m) => ' '.repeat(m.length)),
        TIME_FACT,
        fact.modes,
      )
    )
      return false;
  }
  if (fact.phone && !/\d{3,}/.test(text.replace(/ /g, ''))) return false;
  if (fact.size && !SIZE_WORDS.test(text)) return false;
  if (fact.measure) {
    // A number the guest typed ("bus 11") is not the answer to how often it runs.
    const numbers = (text.match(/\d+/g) ?? []).filter((n) => !fact.measure!.includes(n));
    if (!fact.distance && !numbers.length && !NUMBER_WORDS.test(text)) return false;
    // "How fast is the wifi?" wants a speed, not "unplug it for ten seconds".
    if (fact.speed && !SPEED_UNITS.test(text)) return false;
    if (fact.duration && !DURATION_WORDS.test(text)) return false;
    if (fact.distance && !DISTANCE_WORDS.test(text)) return false;
    // "How often" wants a frequency ("every 20 minutes"), not the taxi fare in the same sentence.
    if (fact.frequency && !FREQUENCY_WORDS.test(text)) return false;
  }
  if (fact.days.length && !names(fact.days)) return false;
  return true;
}
