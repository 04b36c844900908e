import { LEXICON } from './ai.lexicon';

/** Verb forms of guest questions, generated from the lexicon's verbs (regular forms) and its irregular ones. */

/**
 * Verbs guests use around a topic ("can I *store* my surfboard", "¿cuándo *recogen* la basura?"),
 * in their common forms. The thing asked about is the noun; an action the guide words differently
 * weighs half.
 */
const { verbs: ENGLISH } = LEXICON.en;
const { verbs: SPANISH } = LEXICON.es;
const CLITICS = SPANISH.clitics ?? [];

function englishForms(verb: string): string[] {
  const base = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(verb) && verb.length <= 4 ? verb + verb.at(-1) : verb;
  return [
    verb,
    `${verb}s`,
    `${verb}es`,
    `${base}ed`,
    `${doubled === verb ? base : doubled}ing`,
    `${doubled}ed`,
    `${verb.replace(/y$/, 'i')}es`,
    `${verb.replace(/y$/, 'i')}ed`,
  ];
}

function spanishForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const kind = infinitive.slice(-2);
  const a = kind === 'ar';
  const forms = [infinitive, ...CLITICS.map((c) => infinitive + c), `${infinitive}selo`];
  const endings = a
    ? [
        'o',
        'as',
        'a',
        'amos',
        'ais',
        'an',
        'e',
        'es',
        'emos',
        'eis',
        'en',
        'ado',
        'ada',
        'ando',
        'aba',
        'aban',
        'ara',
        'aron',
      ]
    : [
        'o',
        'es',
        'e',
        kind === 'er' ? 'emos' : 'imos',
        kind === 'er' ? 'eis' : 'is',
        'en',
        'a',
        'as',
        'amos',
        'ais',
        'an',
        'ido',
        'ida',
        'iendo',
        'ia',
        'ian',
        'iera',
        'ieron',
      ];
  // recoger -> recojo / recoja: the spelling keeps the sound before o and a.
  const soft = kind !== 'ar' && stem.endsWith('g') ? `${stem.slice(0, -1)}j` : stem;
  for (const e of endings) forms.push((e.startsWith('o') || e.startsWith('a')) && kind !== 'ar' ? soft + e : stem + e);
  // Conditional and future on the infinitive: "me gustaría", "¿cabrá?" (regular ones).
  for (const e of ['ia', 'ias', 'iamos', 'ian', 'e', 'as', 'a', 'emos', 'an']) forms.push(infinitive + e);
  return forms;
}

export const ACTION_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH.action.flatMap(englishForms),
  ...ENGLISH.actionIrregular,
  ...SPANISH.action.flatMap(spanishForms),
  ...SPANISH.actionIrregular,
]);

/**
 * Verbs that are also glossary words or carry the question's purpose ("¿cómo *llego*?", "where can we
 * *eat*?"): not weighed down like ACTION_WORDS, but never a second topic of a question either.
 */
/**
 * Spanish verb forms recognisable by their ending whatever the verb: "viajamos", "traemos",
 * "venimos" (we ...), "llegando", "saliendo" (-ing).
 */
export const isSpanishVerbForm = (word: string) => word.length >= 6 && /(?:amos|emos|imos|ando|iendo)$/.test(word);

export const VERB_FORMS: ReadonlySet<string> = new Set([
  ...ACTION_WORDS,
  ...ENGLISH.purpose.flatMap(englishForms),
  ...SPANISH.purpose.flatMap(spanishForms),
  ...ENGLISH.purposeIrregular,
  ...SPANISH.purposeIrregular,
]);
