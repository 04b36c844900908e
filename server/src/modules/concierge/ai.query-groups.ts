import { conceptsOf, conceptTerms, GLOSSARY_MAX_WORDS } from './ai.glossary';
import { CONCEPT_FILE } from './ai.lexicon';
import { contentTokens, looseMatch, normalize, QUALIFIERS, STOPWORDS } from './ai.text';
import { ACTION_WORDS, isSpanishVerbForm } from './ai.verbs';

/** The question as groups of alternative words: a glossary concept (both languages) or a plain word. */

export interface QueryGroup {
  /** The question's own word(s) for this group. */
  label: string;
  /** Search terms (as written; the database stems them). */
  terms: string[];
  /** The guest's own word(s) and their typo corrections: a match by these weighs more than by a synonym. */
  exactTerms: string[];
  /** Normalized words used to find the group in sentences. */
  words: string[][];
  concepts: string[];
  /** The group came from a typo correction only. */
  corrected: boolean;
}

/** Whether the group's words occur among the words (every word of a multi-word term, loosely stemmed). */
export function groupIn(group: QueryGroup, words: string[]): boolean {
  return group.words.some(
    (termWords) => termWords.length > 0 && termWords.every((tw) => words.some((w) => looseMatch(w, tw))),
  );
}

/**
 * Concepts that qualify a need rather than name it ("not working", "late", "lost"): they weigh
 * less, so "wifi not working" is about the Wi-Fi even when the guide never says "not working".
 */
// ('rules': "allowed", "prohibido" qualify what the guest wants to do; they are not a second topic.)
const MODIFIER_CONCEPTS = new Set(CONCEPT_FILE.roles.modifier);
export const MODIFIER_FACTOR = 0.35;

function groupFor(label: string, concepts: string[], extraTerms: string[] = [], corrected = false): QueryGroup {
  const terms = new Set<string>([label, ...extraTerms]);
  for (const id of concepts) for (const term of conceptTerms(id)) terms.add(term);
  const list = [...terms];
  return {
    label,
    terms: list,
    exactTerms: [label, ...extraTerms],
    words: list.map((t) => normalize(t).split(' ').filter(Boolean)),
    concepts,
    corrected,
  };
}

/** A clock time or an amount with its unit ("9am", "10pm", "20h", "15min", "2km"). */
const MEASURE = /^\d+(?:am|pm|h|hs|hrs|min|mins|km|m|eur|euros?)$/;
export const isQualifier = (group: QueryGroup) =>
  group.concepts.length === 0 && group.label.split(' ').every((w) => QUALIFIERS.has(w) || MEASURE.test(w));
export const isAction = (group: QueryGroup) =>
  group.concepts.length === 0 && (ACTION_WORDS.has(group.label) || isSpanishVerbForm(group.label));
export const isModifier = (group: QueryGroup) =>
  group.concepts.length > 0 && group.concepts.every((c) => MODIFIER_CONCEPTS.has(c));

/**
 * Turns tokens into groups: glossary phrases (longest first), then each remaining content word.
 * `corrections` maps an unknown word to the vocabulary words it probably meant.
 */
export function buildGroups(tokens: string[], corrections: Map<string, string[]> = new Map()): QueryGroup[] {
  const groups: QueryGroup[] = [];
  // Corrected tokens take part in phrase detection ("chek out" -> "check out").
  const effective = tokens.map((t) => corrections.get(t)?.[0] ?? t);
  for (let i = 0; i < tokens.length; i++) {
    let consumed = 0;
    for (let n = Math.min(GLOSSARY_MAX_WORDS, tokens.length - i); n >= 1; n--) {
      const phrase = effective.slice(i, i + n).join(' ');
      const original = tokens.slice(i, i + n).join(' ');
      if (n === 1 && STOPWORDS.has(original)) break;
      const ids = conceptsOf(phrase).length ? conceptsOf(phrase) : conceptsOf(original);
      if (ids.length) {
        const corrected = phrase !== original && !conceptsOf(original).length;
        groups.push(groupFor(original, ids, corrected ? [phrase] : [], false));
        consumed = n;
        break;
      }
    }
    if (consumed) {
      i += consumed - 1;
      continue;
    }
    const token = tokens[i]!;
    if (!contentTokens([token]).length) continue;
    const alternatives = corrections.get(token) ?? [];
    const concepts = [...new Set(alternatives.flatMap((a) => conceptsOf(a)))];
    groups.push(groupFor(token, concepts, alternatives, alternatives.length > 0));
  }
  // Two words of one concept ("wifi internet") are one need, not two.
  const merged: QueryGroup[] = [];
  for (const group of groups) {
    const twin = group.concepts.length
      ? merged.find((m) => m.concepts.length && m.concepts.join() === group.concepts.join())
      : merged.find((m) => m.label === group.label);
    if (twin) continue;
    merged.push(group);
  }
  return merged;
}
