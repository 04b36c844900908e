import concepts from './lexicon/concepts.json';
import en from './lexicon/en.json';
import es from './lexicon/es.json';
import phrases from './lexicon/phrases.json';

/**
 * The concierge's vocabulary as data, so words change without touching logic; ai.lexicon.test.ts
 * enforces the files' rules.
 *
 * - lexicon/en.json, lexicon/es.json: the words of one language, by the role the logic gives them
 *   (fact cues, filler words, qualifiers, verbs, chat spellings...). Matching never depends on the
 *   question's language unless the logic says so (chat spellings): the lists of both files are used
 *   together.
 * - lexicon/phrases.json: phrases the answer rules look for ("is there", "how much", "a qué
 *   hora"), both languages together; each list is one regular expression.
 * - lexicon/concepts.json: the concepts, which are bilingual by nature (a concept is the words guests
 *   use for one thing in English and Spanish). `glossary` holds the domain concepts of a rental,
 *   `dictionary` the general travel dictionary (narrow translations); `notes` says why a concept
 *   holds or leaves out a word. Term order is kept as written: it is the order of the keyword text
 *   of passages.
 */

type LanguageFile = typeof en;
type ListKey =
  | 'stopwords'
  | 'qualifiers'
  | 'questionStarts'
  | 'indirectQuestion'
  | 'clauseJoiners'
  | 'exampleStarts'
  | 'helpWords'
  | 'requestVerbs'
  | 'afterDeterminerSuper'
  | 'beforeClock'
  | 'beforeName'
  | 'stateVerbs';
export type FactCue = keyof typeof en.facts;
export type Lexicon = Pick<LanguageFile, 'facts' | ListKey> & {
  chatSpellings: Record<string, string>;
  requestWords?: string[];
  verbs: {
    action: string[];
    actionIrregular: string[];
    purpose: string[];
    purposeIrregular: string[];
    clitics?: string[];
  };
};

export const LEXICON: Readonly<Record<'en' | 'es', Lexicon>> = { en, es };

/** One cue's words in both languages (matching does not depend on the question's language). */
export const cueWords = (cue: FactCue): readonly string[] => [
  ...new Set([...LEXICON.en.facts[cue], ...LEXICON.es.facts[cue]]),
];

/** A word list of both languages, English first, each word once. */
export const wordsOf = (key: ListKey): string[] => [...new Set([...LEXICON.en[key], ...LEXICON.es[key]])];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word list of both languages as a regular-expression alternation (words and phrases taken literally). */
export const alternatives = (key: ListKey): string =>
  wordsOf(key)
    .map((w) => escapeRegExp(w))
    .join('|');

/** A language's chat spellings (written form -> the words they stand for). */
export const chatSpellings = (lang: 'en' | 'es'): ReadonlyMap<string, string> =>
  new Map(Object.entries(LEXICON[lang].chatSpellings));

export interface ConceptFile {
  glossary: Record<string, string[]>;
  dictionary: Record<string, string[]>;
  notes: Record<string, string>;
  roles: { urgent: string[]; modifier: string[] };
  sectionKinds: Record<string, string[]>;
  transportModes: Record<string, string[]>;
  days: string[][];
}

export const CONCEPT_FILE: Readonly<ConceptFile> = concepts;

/**
 * Every concept, id -> terms as written: the dictionary's, then the glossary's (a glossary concept
 * with a dictionary concept's id replaces it).
 */
export const ALL_CONCEPTS: ReadonlyMap<string, string[]> = new Map(
  Object.entries({ ...concepts.dictionary, ...concepts.glossary }),
);

export type PhraseList = Exclude<keyof typeof phrases, '$comment'>;

/** The phrase lists of lexicon/phrases.json, by name. */
export const PHRASES = Object.fromEntries(
  Object.entries(phrases).filter(([name]) => name !== '$comment'),
) as unknown as Readonly<Record<PhraseList, readonly string[]>>;

/** A phrase list as a regular-expression alternation (phrases taken literally), to build an expression with more structure. */
export const phraseAlternation = (list: PhraseList): string => PHRASES[list].map(escapeRegExp).join('|');

/**
 * A phrase list as one regular expression, whole words only: `\b(?:phrase|...)\b`. `shapes` are
 * regular-expression alternatives that are not words (a number with its unit, a word stem), kept in
 * the code that uses them.
 */
export const phrasePattern = (list: PhraseList, ...shapes: string[]): RegExp =>
  new RegExp(`\\b(?:${[...PHRASES[list].map(escapeRegExp), ...shapes].join('|')})\\b`);
