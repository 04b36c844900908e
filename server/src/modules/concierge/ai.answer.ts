import { CONCEPT_FILE, LEXICON, phraseAlternation, phrasePattern, wordsOf } from './ai.lexicon';
import { groupIn, type QueryGroup } from './ai.query-groups';
import type { RankedSource, Retrieval } from './ai.retrieval';
import { looseMatch, normalize, splitSentences, STOPWORDS } from './ai.text';
import { VERB_FORMS } from './ai.verbs';
import { expectedFact, LOCATION_QUESTION, LOCATION_WORDS } from './ai.expected-fact';
import { clip, extract } from './ai.quote';

/**
 * Decision thresholds of the extractive answerer, tuned on `npm run bench:ai` (see
 * docs/benchmarks.md): a source must cover this share of the question's weight (inverse document
 * frequency of its word groups) to be used as an answer.
 */
export const MIN_COVERAGE = 0.5;
/** A second citation is added when its source is nearly as good as the first. */
const SECOND_CITATION_RATIO = 0.95;

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
