import en from './lexicon/en.json';
import es from './lexicon/es.json';

/**
 * The concierge's vocabulary as data, one file per language (lexicon/en.json, lexicon/es.json),
 * so words change without touching logic; ai.lexicon.test.ts enforces the files' rules. For now the
 * fact cues (ai.facts.ts) live here; the glossary and the other word lists are still in code.
 */

export type FactCue = keyof typeof en.facts;
export type Lexicon = { facts: Record<FactCue, string[]> };

export const LEXICON: Readonly<Record<'en' | 'es', Lexicon>> = { en, es };

/** One cue's words in both languages (matching does not depend on the question's language). */
export const cueWords = (cue: FactCue): readonly string[] => [...new Set([...LEXICON.en.facts[cue], ...LEXICON.es.facts[cue]])];
