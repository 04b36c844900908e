import type { AiLocale, AnswerContact, AskAnswer, AskCitation } from '@common/contracts/ai';
import { ct } from './ai.i18n';
import { CONCEPT_FILE, LEXICON, phraseAlternation, phrasePattern, wordsOf } from './ai.lexicon';
import { groupIn, type QueryGroup, type RankedSource, type Retrieval } from './ai.retrieval';
import { fold, looseMatch, normalize, splitSentences, STOPWORDS, VERB_FORMS } from './ai.text';

/**
 * Decision thresholds of the extractive answerer, tuned on `npm run bench:ai` (see
 * docs/benchmarks.md): a source must cover this share of the question's weight (inverse document
 * frequency of its word groups) to be used as an answer.
 */
export const MIN_COVERAGE = 0.5;
/** A second citation is added when its source is nearly as good as the first. */
const SECOND_CITATION_RATIO = 0.95;
/** Longest extractive answer, in characters (whole sentences). */
const MAX_ANSWER_CHARS = 420;

export type Decision =
  | { kind: 'answer'; sources: RankedSource[]; quote: string }
  | { kind: 'needsCode' }
  | { kind: 'none'; reason: DeclineReason };

/** Why the extractive answerer declined (shown by `npm run bench:ai -- --verbose`). */
export type DeclineReason =
  'nothing' | 'coverage' | 'unnamed thing' | 'two topics' | 'state not said' | 'fact not in sentence';

/** What the decline rules read: the retrieval, the question, and the source the answer would come from. */
export interface DecisionContext {
  retrieval: Retrieval;
  minCoverage: number;
  question: string | undefined;
  existence: Existence | null;
  /** The part that names the thing of an existence question ("is there an iron?"), if any. */
  named: RankedSource | undefined;
  top: RankedSource;
}

/**
 * One named step of the decision, in order: it declines (or asks for the code) with its reason, or
 * lets the question through to the next. `bench:ai` turns each off in turn to report what it wins
 * (unanswerable questions it declines) and what it costs (answerable ones it loses).
 */
export interface DecisionRule {
  name: string;
  /** Why the rule exists, in one sentence. */
  why: string;
  apply: (ctx: DecisionContext) => Decision | null;
}

export const DECISION_RULES: readonly DecisionRule[] = [
  {
    name: 'coverage',
    why: 'The best part matches too little of the question (an urgent question still gets the emergency numbers).',
    apply: ({ named, top, minCoverage, existence, retrieval }) => {
      if (named || top.coverage >= minCoverage) return null;
      const help = existence && retrieval.df[existence.thing] === 0 ? null : urgentHelp(retrieval, minCoverage);
      return help ?? { kind: 'none', reason: 'coverage' };
    },
  },
  {
    name: 'unnamed thing',
    why: '"Is there a lifeguard?": the thing asked about must be named in the part that would answer.',
    apply: ({ question, existence, retrieval, top }) =>
      question !== undefined && asksForUnknownThing(question, existence, retrieval, top)
        ? { kind: 'none', reason: 'unnamed thing' }
        : null,
  },
  {
    name: 'rent unsaid',
    why: '"Can we rent a bike?" is not answered by a part that never says anything can be rented.',
    apply: ({ question, top }) =>
      question !== undefined && asksToRentUnsaid(question, top) ? { kind: 'none', reason: 'unnamed thing' } : null,
  },
  {
    name: 'two topics',
    why: "A question split over two sections' topics is not answered by either alone.",
    // (The rest of an existence question answered by the part naming the thing is context: "we're cold".)
    apply: ({ named, top, retrieval }) =>
      !named && top.coverage < SPLIT_MAX_COVERAGE && namesAnotherTopic(retrieval, top)
        ? { kind: 'none', reason: 'two topics' }
        : null,
  },
  {
    name: 'state not said',
    why: 'A yes/no question about a state ("is the pool heated?") needs that state in the text.',
    apply: ({ question, retrieval, top }) =>
      question !== undefined && top.best.body !== null && lacksPredicate(question, retrieval, top)
        ? { kind: 'none', reason: 'state not said' }
        : null,
  },
  {
    name: 'locked',
    why: 'The answer is in a part the guest may not read yet: say how to unlock it.',
    apply: ({ top }) => (top.best.body === null ? { kind: 'needsCode' } : null),
  },
  {
    name: 'place without location',
    why: '"Where is X?" is not answered by a place whose text says nothing about where it is.',
    apply: ({ question, top }) =>
      question !== undefined &&
      top.sectionId.startsWith('place-') &&
      LOCATION_QUESTION.test(normalize(question)) &&
      !LOCATION_WORDS.test(normalize(top.best.body ?? ''))
        ? { kind: 'none', reason: 'fact not in sentence' }
        : null,
  },
];

/**
 * Whether the guide answers the question, from which sources, and the sentences to quote. Beyond the
 * coverage threshold, the question's shape is checked against the text a guest would read
 * (docs/decisions/007, "Session 3 additions"): DECISION_RULES, in order, each named with its reason;
 * then the sentence that best matches a question asking for a time, price, day, number, distance...
 * must hold that fact. `reason` says which check declined (`npm run bench:ai -- --verbose`);
 * `without` turns rules off by name (the benchmark's ablation).
 */
export function decide(
  retrieval: Retrieval,
  minCoverage = MIN_COVERAGE,
  question?: string,
  without?: ReadonlySet<string>,
): Decision {
  const [first] = retrieval.sources;
  if (!first) return { kind: 'none', reason: 'nothing' };
  // "Is there X?" is answered by the part that names X: "tenemos frío, ¿hay más mantas?" by the
  // blankets on the shelf, not by the heating that matched "frío" more strongly.
  // Such a question is decided by whether the thing is named, not by how much of the rest matched
  // ("need to iron a shirt for a wedding tomorrow, is there an iron?").
  const existence = question === undefined ? null : existenceOf(question, retrieval);
  const named = namingSource(existence, retrieval, minCoverage * NAMED_MIN_COVERAGE_SHARE);
  const top = named ?? first;
  const ctx: DecisionContext = { retrieval, minCoverage, question, existence, named, top };
  for (const rule of DECISION_RULES) {
    if (without?.has(rule.name)) continue;
    const decided = rule.apply(ctx);
    if (decided) return decided;
  }
  // A part the guest may not read (the 'locked' rule turned off) is never quoted.
  if (top.best.body === null) return { kind: 'needsCode' };
  const quote = extract(
    top.best.body,
    retrieval.groups,
    retrieval.weights,
    question === undefined ? undefined : expectedFact(question),
    top.best.title ?? '',
  );
  if (quote === null) return { kind: 'none', reason: 'fact not in sentence' };
  const sources = [top];
  const second = retrieval.sources.find((s) => s !== top);
  // A second source only when it is as complete an answer and (nearly) as strong: otherwise it is noise.
  if (
    second &&
    second.best.body !== null &&
    second.coverage >= top.coverage &&
    second.score >= top.score * SECOND_CITATION_RATIO
  )
    sources.push(second);
  return { kind: 'answer', sources, quote };
}

/**
 * A guest in trouble ("me han robado la cartera, ¿dónde está la policía?", "my daughter has a high
 * fever, which hospital?") gets the guide's emergency numbers even when the rest of the story is not
 * in the guide: the part holding the emergency contacts, when it is among the best three and matches
 * part of the question, quoted at its numbers. Never worse than "I don't know" for someone who needs help.
 */
const URGENT_CONCEPTS = new Set(CONCEPT_FILE.roles.urgent);
const URGENT_MIN_COVERAGE_SHARE = 0.6;

function urgentHelp(retrieval: Retrieval, minCoverage: number): Decision | null {
  // The trouble must be in the question itself, not only in the story around it ("is there a sauna? my back hurts").
  if (!retrieval.groups.some((g, i) => !retrieval.context?.[i] && g.concepts.some((c) => URGENT_CONCEPTS.has(c))))
    return null;
  const source = retrieval.sources
    .slice(0, 3)
    .find(
      (s) =>
        s.coverage >= minCoverage * URGENT_MIN_COVERAGE_SHARE &&
        s.best.body !== null &&
        s.passages.some((p) => p.sourceKind === 'emergency'),
    );
  if (!source) return null;
  // The numbers to call, in the language of the best passage: the emergency contacts that match the
  // question (the police for a theft, the hospital for a fever; all of them when none does; each
  // passage names its contact), then the section's own sentences that give a number ("The emergency number is 112").
  const passages = source.passages.filter((p) => p.body !== null && p.locale === source.best.locale);
  const contacts = passages.filter((p) => p.sourceKind === 'emergency');
  const matching = contacts.filter((p) => p.matched.some(Boolean));
  const lines = (matching.length ? matching : contacts).map((p) => splitSentences(p.body!).join(' '));
  const sectionLines = passages
    .filter((p) => p.sourceKind !== 'emergency')
    .flatMap((p) => splitSentences(p.body!))
    .filter((sentence) => /\d{3}/.test(sentence));
  const quote = [...new Set([...lines, ...sectionLines])];
  return quote.length ? { kind: 'answer', sources: [source], quote: clip(quote) } : null;
}

/**
 * A question whose words are split between two parts of the guide ("is the pool heated?": "pool" is
 * the title of one section, "heated" the topic of another) asks about a combination neither states,
 * unless the best part covers most of the question anyway. Only a word naming a thing counts (a verb
 * such as "llego" in "¿cómo llego desde el aeropuerto?" is not a second topic).
 */
const SPLIT_MAX_COVERAGE = 0.75;

function namesAnotherTopic(retrieval: Retrieval, top: RankedSource): boolean {
  return retrieval.groups.some(
    (_, g) =>
      retrieval.roles[g] === 'thing' &&
      // The guest's story is not a second topic ("Me he cortado la *mano*. ¿Qué hospital?").
      !retrieval.context?.[g] &&
      // A verb ("llego", "irnos") names an action around the topic, not a second topic.
      !retrieval.groups[g]!.label.split(' ').some((w) => VERB_FORMS.has(w)) &&
      !top.passages.some((p) => p.matched[g]) &&
      retrieval.sources.some((source) => source !== top && source.passages.some((p) => p.matched[g] && p.inTitle[g])),
  );
}

/**
 * "Is the pool heated?", "is breakfast included?", "¿está climatizada la piscina?": a yes/no question
 * about a state. The passage must say something about that state (the word, another form of it, or a
 * glossary synonym); a passage about the pool that never mentions heating cannot answer yes or no.
 */
const STATE_VERBS = new Set(wordsOf('stateVerbs'));
const PARTICIPLE = /(?:ed|ado|ada|ados|adas|ido|ida|idos|idas)$/;
const stateStem = (word: string) => word.replace(/(?:ed|ing|ado|ada|ados|adas|ido|ida|idos|idas|cion|ion)$/, '');

export function predicateOf(question: string): string | null {
  const words = normalize(question).split(' ').filter(Boolean);
  if (words.length < 3 || !STATE_VERBS.has(words[0]!)) return null;
  const last = words.at(-1)!;
  if (last.length >= 5 && PARTICIPLE.test(last)) return last;
  const second = words[1]!;
  if (second.length >= 5 && PARTICIPLE.test(second) && LEXICON.es.stateVerbs.includes(words[0]!)) return second;
  return null;
}

function lacksPredicate(question: string, retrieval: Retrieval, top: RankedSource): boolean {
  const predicate = predicateOf(question);
  if (!predicate) return false;
  const g = retrieval.groups.findIndex((group) => group.label === predicate);
  if (g >= 0 && top.passages.some((p) => p.matched[g])) return false;
  const stem = stateStem(predicate);
  return !visibleWords(top).some((w) => looseMatch(stateStem(w), stem));
}

/**
 * "Is there / do you have / hay / tenéis X?": the guest asks whether X exists. When no passage of
 * the guide names X (not even by a synonym or a typo correction), the guide cannot say, however well
 * the rest of the question matches ("hay socorrista en la playa?" is not answered by the beach section).
 */
const EXISTENCE = new RegExp(
  String.raw`^any\b|\b(?:${phraseAlternation('existence')}|hay(?! que)|${phraseAlternation('existenceAfterHay')})\b`,
);

const HOME_SUBJECT = phrasePattern('homeSubject');

/**
 * "Are dogs allowed?", "¿se admiten mascotas?", "can we bring a tent?": permission for something the
 * guide never names cannot be read from rules about other things.
 */
const PERMISSION = phrasePattern('permission');

/** "Can you pick us up at the airport?", "¿nos podéis dejar una cuna?": the guest asks the host for something. */
const REQUEST_TO_HOST = phrasePattern('requestToHost');

function asksPermissionForUnknown(question: string, retrieval: Retrieval): boolean {
  // Asking the host for a service or thing the guide never names is as unanswerable as permission for it.
  if (!PERMISSION.test(normalize(question)) && !REQUEST_TO_HOST.test(normalize(question))) return false;
  return retrieval.groups.some(
    (group, i) => retrieval.roles[i] === 'thing' && retrieval.df[i] === 0 && !PERMISSION.test(group.label),
  );
}

/** The clause of a question that holds the existence phrase ("does it have heating? we come in January" -> the first). */
const existenceClause = (question: string) =>
  question
    .split(/[?.!,;¿]/)
    .map(normalize)
    .find((part) => EXISTENCE.test(part)) ?? normalize(question);

/** An existence question: its clause, the words after the phrase, and the group of the thing asked about. */
interface Existence {
  clause: string;
  after: string[];
  thing: number;
  /** Asked as "does X have Y": Y is unknown only when none of its words is in the guide ("amazon prime" vs "Prime Video"). */
  loose: boolean;
}

/** "Does Taberna da Sé have vegetarian options?", "do the windows have nets?": whether a named place or thing has something. */
const HAS = /\b(?:does (?:[a-z0-9]+ ){1,4}|do (?:the|your|these|those|all the) (?:[a-z0-9]+ ){1,3})have\b/;

function existenceOf(question: string, retrieval: Retrieval): Existence | null {
  let clause = existenceClause(question);
  let found = EXISTENCE.exec(clause);
  let loose = false;
  if (!found) {
    clause =
      question
        .split(/[?.!,;¿]/)
        .map(normalize)
        .find((part) => HAS.test(part)) ?? '';
    found = HAS.exec(clause);
    loose = true;
  }
  if (!found) return null;
  const after = clause
    .slice(found.index + found[0].length)
    .split(' ')
    .filter(Boolean);
  // The thing is the first word group after the phrase that names something (not "free", not a verb).
  const named = (g: QueryGroup, i: number) =>
    retrieval.roles[i] === 'thing' && g.label.split(' ').every((w) => after.includes(w));
  // ("Does the TV have Amazon Prime?" is about the Prime the guide names, when it names one.)
  const known = loose ? retrieval.groups.findIndex((g, i) => named(g, i) && retrieval.df[i]! > 0) : -1;
  const thing = known >= 0 ? known : retrieval.groups.findIndex(named);
  return thing < 0 ? null : { clause, after, thing, loose };
}

/** The words a guest reads in a source's passage (title and text; not the keywords). */
const visibleWords = (source: RankedSource) =>
  normalize(`${source.best.title ?? ''} ${source.best.body ?? ''}`).split(' ');

const visiblyNames = (source: RankedSource, group: QueryGroup) =>
  source.best.body !== null && groupIn(group, visibleWords(source));

/** A part naming the thing still has to hold this share of the usual coverage ("hay enchufe para el coche eléctrico en la plaza de garaje?" is not answered by "cuadro eléctrico"). */
const NAMED_MIN_COVERAGE_SHARE = 0.6;

/** Among the three best sources, the first that visibly names the thing an existence question asks about. */
function namingSource(
  existence: Existence | null,
  retrieval: Retrieval,
  minCoverage: number,
): RankedSource | undefined {
  if (!existence) return undefined;
  const group = retrieval.groups[existence.thing]!;
  return retrieval.sources.slice(0, 3).find((source) => source.coverage >= minCoverage && visiblyNames(source, group));
}

function asksForUnknownThing(
  question: string,
  existence: Existence | null,
  retrieval: Retrieval,
  top: RankedSource,
): boolean {
  if (asksPermissionForUnknown(question, retrieval)) return true;
  if (!existence) return false;
  const { clause, after, thing } = existence;
  // The thing named right after the phrase must be in the guide, all of it ("a car rental place",
  // "un socorrista"); words further on are context ("a heater *apart* from the aircon").
  const head = after.filter((w) => !STOPWORDS.has(w)).slice(0, 2);
  const headThings = retrieval.groups.flatMap((g, i) =>
    i >= thing && retrieval.roles[i] === 'thing' && g.label.split(' ').every((w) => head.includes(w)) ? [i] : [],
  );
  const unknown = headThings.filter((i) => retrieval.df[i] === 0);
  if (existence.loose ? unknown.length > 0 && unknown.length === headThings.length : unknown.length > 0) return true;
  // "Does the apartment have a sea view?" is about the home: a recommended place does not answer it.
  if (HOME_SUBJECT.test(clause) && top.sectionId.startsWith('place-')) return true;
  // Named only in the keywords (a kitchen section is about kettles in general) is not named: the
  // passage the guest would read must say it.
  return top.best.body !== null && !visiblyNames(top, retrieval.groups[thing]!);
}

/**
 * "Where can we rent a car?": renting is the need. A part that mentions cars but not renting anything
 * (the flat's garage space) does not answer it; "bikes and scooters for rent by app" does answer
 * "can we rent bikes?".
 */
const RENTING = phrasePattern('renting');

/** "Park a rental car", "un coche de alquiler": the car is rented already, renting is not asked. */
const RENTED_ALREADY =
  /\b(?:rental|rented|hire|hired) (?:car|cars|van|bike|bikes|vehicle|motorbike)\b|\b(?:coche|coches|carro|auto|furgoneta|moto|bici|vehiculo)s? de alquiler\b|\b(?:coche|carro|auto) rentado\b/g;

function asksToRentUnsaid(question: string, top: RankedSource): boolean {
  return (
    RENTING.test(normalize(question).replace(RENTED_ALREADY, ' ')) &&
    top.best.body !== null &&
    !RENTING.test(visibleWords(top).join(' '))
  );
}

/**
 * The kind of fact a question asks for, when it asks for one the text must visibly hold: a clock
 * time or day ("what time", "when", "a qué hora", "opening hours"), a price ("how much does it cost", "cuánto
 * cuesta") or a day of the week ("is it open on Mondays?"). A passage about the right topic that
 * holds no such fact does not answer the question ("when does the last tram run?" is not answered
 * by "tram 28 stops at the corner").
 */
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

const wantsFact = (fact: ExpectedFact) =>
  fact.time || fact.price || fact.days.length > 0 || !!fact.measure || !!fact.phone || !!fact.size || !!fact.distance;

const PHONE_QUESTION = phrasePattern('phoneQuestion');
const SIZE_QUESTION = phrasePattern('sizeQuestion');
const SIZE_WORDS = phrasePattern('sizeWords', String.raw`\d+ ?(?:cm|m|m2|metres|meters|metros|sq|x)`);
/** "Where is X?" about a recommended place: its passage must say where (an address, a street, "next to"). */
const LOCATION_QUESTION = new RegExp(String.raw`^(?:\w+ )?(?:${phraseAlternation('locationQuestion')})\b`);
const LOCATION_WORDS = phrasePattern('locationWords');

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
const impliedByFact = (group: QueryGroup, fact: ExpectedFact) =>
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

const sentenceWords = (sentence: string) => normalize(sentence).split(' ').filter(Boolean);

/** A sentence right after the best one that matches nothing of the question carries its detail ("The code is 1974."). */
const CONTINUATION_MAX_CHARS = 80;

/**
 * The best matching sentences of a passage, cleaned up: the highest scoring sentence (by the weight
 * of the groups it contains), with its neighbour when it is short or also relevant, within
 * MAX_ANSWER_CHARS. A short passage is quoted whole.
 *
 * When the question asks for a time, a price or a day (`fact`), the sentence that matches it best
 * (or, among equally good ones, one of them) must hold that fact, or the short sentence right after
 * it: "how much is street parking per hour?" is not answered by the sentence about the garage's
 * price next to the one about street parking. Returns null then.
 */
export function extract(
  body: string,
  groups: QueryGroup[],
  weights: number[],
  fact?: ExpectedFact,
  title = '',
): string | null {
  const sentences = splitSentences(body);
  // The title is the context of every sentence: a sentence scores what it adds to it (the place's
  // name line adds nothing to "Alcazaba"; "La entrada cuesta 5,50 euros" adds the price words).
  const titleWords = sentenceWords(title);
  const weigh = (words: string[], implied = false) =>
    groups.reduce(
      (sum, g, i) => sum + (groupIn(g, words) || (implied && impliedByFact(g, fact!)) ? weights[i]! : 0),
      0,
    );
  const base = weigh(titleWords);
  // A sentence holding the time asked for says when it opens or closes ("de 9:00 a 21:30" answers
  // "¿a qué hora cierra?"); one holding a price says what it costs.
  const scores = sentences.map(
    (s) => weigh([...titleWords, ...sentenceWords(s)], !!fact && wantsFact(fact) && holdsFact(s, fact)) - base,
  );
  let best = 0;
  scores.forEach((s, i) => {
    if (s > scores[best]!) best = i;
  });
  const whole = sentences.join(' ');
  // A phone number is asked of a contact, an emergency entry or a place: its short passage answers as a whole.
  if (fact?.phone && sentences.length <= 4 && whole.length <= MAX_ANSWER_CHARS && holdsFact(whole, fact)) return whole;
  if (fact && wantsFact(fact)) {
    const top = scores[best]!;
    const candidates = scores.flatMap((s, i) => (s >= top - 1e-9 ? [i] : []));
    const holding = candidates.find((i) => holdsFact(sentences[i]!, fact));
    const continued = candidates.find(
      (i) =>
        scores[i + 1] === 0 && sentences[i + 1]!.length <= CONTINUATION_MAX_CHARS && holdsFact(sentences[i + 1]!, fact),
    );
    if (holding === undefined && continued === undefined) return null;
    best = holding ?? continued!;
    if (holding === undefined) return clip(withList([best, best + 1], sentences));
  }
  if (sentences.length <= 2 && whole.length <= MAX_ANSWER_CHARS) return whole;
  if (scores[best] === 0)
    return clip(
      withList(
        [0, 1].filter((i) => i < sentences.length),
        sentences,
      ),
    );
  const picked = [best];
  const add = (i: number) => {
    if (i < 0 || i >= sentences.length || picked.includes(i)) return;
    const length = picked.reduce((n, j) => n + sentences[j]!.length + 1, 0);
    if (length + sentences[i]!.length <= MAX_ANSWER_CHARS) picked.push(i);
  };
  // The next sentence often carries the detail ("The code is 4821."), the previous the context.
  if (scores[best + 1]! > 0 || sentences[best]!.length < 80) add(best + 1);
  if (scores[best - 1]! >= scores[best]! * 0.5 && scores[best - 1]! > 0) add(best - 1);
  picked.sort((a, b) => a - b);
  return clip(withList(picked, sentences));
}

/**
 * The sentences to quote, never ending on one that opens a list ("Before you leave, please:"): the
 * list's items follow as far as they fit, or the opening sentence goes when none fits.
 */
function withList(picked: number[], sentences: string[]): string[] {
  const out = [...picked];
  const length = () => out.reduce((n, i) => n + sentences[i]!.length + 1, 0);
  let last = out[out.length - 1];
  while (last !== undefined && /:$/.test(sentences[last]!)) {
    let next = last + 1;
    let added = false;
    while (next < sentences.length && !out.includes(next) && length() + sentences[next]!.length <= MAX_ANSWER_CHARS) {
      out.push(next);
      added = true;
      if (/:$/.test(sentences[next]!)) break;
      next += 1;
    }
    if (!added) {
      if (out.length > 1) out.pop();
      break;
    }
    last = out[out.length - 1];
    if (!/:$/.test(sentences[last!]!)) break;
  }
  return out.map((i) => sentences[i]!);
}

function clip(sentences: string[]): string {
  let out = '';
  for (const s of sentences) {
    if (out && out.length + s.length + 1 > MAX_ANSWER_CHARS) break;
    out = out ? `${out} ${s}` : s;
  }
  if (out.length <= MAX_ANSWER_CHARS) return out;
  // One sentence longer than an answer: cut between words, never inside one.
  const cut = out.slice(0, MAX_ANSWER_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_ANSWER_CHARS / 2)).replace(/[\s,;:]+$/, '')}…`;
}

export const citationOf = (source: RankedSource): AskCitation => ({
  sectionId: source.sectionId,
  title: source.best.title ?? '',
});

/** The reply when the guide has no answer: say so, and how to reach the host. */
export function hostContactReply(
  locale: AiLocale,
  contact: AnswerContact | null,
  reason: 'none' | 'needsCode' | 'avoid',
  mode: 'extractive' | 'ai',
): AskAnswer {
  const lead = ct(
    locale,
    reason === 'needsCode' ? 'reply.needsCode' : reason === 'avoid' ? 'reply.avoid' : 'reply.noAnswer',
  );
  const parts = [lead];
  if (reason !== 'needsCode') {
    if (contact && (contact.phone || contact.email)) {
      parts.push(ct(locale, contact.name ? 'reply.contactNamed' : 'reply.contact', { name: contact.name ?? '' }));
      const ways = [contact.phone, contact.email].filter(Boolean).join(' · ');
      parts.push(ways);
    } else {
      parts.push(ct(locale, 'reply.contactUnknown'));
    }
  }
  return {
    answer: parts.join(' ').trim(),
    answered: false,
    citations: [],
    mode,
    needsCode: reason === 'needsCode',
    contact: reason === 'needsCode' ? null : contact,
  };
}

/** Whether the question touches a topic the host wants to avoid (all words of the topic, loosely). */
export function touchesTopic(question: string, topics: string[]): boolean {
  const words = sentenceWords(question);
  return topics.some((topic) => {
    const topicWords = normalize(topic)
      .split(' ')
      .filter((w) => w.length > 2);
    return topicWords.length > 0 && topicWords.every((tw) => words.some((w) => looseMatch(w, tw)));
  });
}
