import { ALL_CONCEPTS } from './ai.lexicon';
import { normalize } from './ai.text';

/**
 * The domain glossary and the travel dictionary (lexicon/concepts.json, loaded by ai.lexicon.ts):
 * what guests ask about in a short-term rental, in English and Spanish (Spain and Latin America). A
 * question word found here is searched together with every other term of its concept, so
 * "contraseña del wifi" finds an English "Wi-Fi password" section and "where do I put the trash"
 * finds "Basura y reciclaje". Concepts are deliberately narrow: a broad concept makes unrelated
 * sections match and unanswerable questions look answerable.
 */

/** Term (normalized, may be several words) -> concept ids. */
const termIndex = new Map<string, string[]>();
/** Longest glossary term in words. */
let maxWords = 1;

for (const [id, terms] of ALL_CONCEPTS) {
  for (const term of terms) {
    const key = normalize(term);
    if (!key) continue;
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = termIndex.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    termIndex.set(key, list);
  }
}

export const GLOSSARY_MAX_WORDS = maxWords;

export function conceptTerms(id: string): string[] {
  return ALL_CONCEPTS.get(id) ?? [];
}

/** Concepts a normalized word or phrase belongs to. */
export function conceptsOf(normalizedTerm: string): string[] {
  return termIndex.get(normalizedTerm) ?? [];
}

/**
 * Glossary phrases by a key with one word left out ("* aid kit" -> "first aid kit"), so that a phrase
 * with one misspelt word is still found ("frist aid kit").
 */
const phraseGaps = new Map<string, { phrase: string; word: string }[]>();
for (const key of termIndex.keys()) {
  const words = key.split(' ');
  if (words.length < 2) continue;
  words.forEach((word, i) => {
    const gap = words.map((w, j) => (j === i ? '*' : w)).join(' ');
    phraseGaps.set(gap, [...(phraseGaps.get(gap) ?? []), { phrase: key, word }]);
  });
}

/** Glossary phrases that `tokens` would spell with the word at `index` replaced. */
export function phrasesWithGap(tokens: string[], index: number): string[] {
  const found: string[] = [];
  for (let n = 2; n <= maxWords; n++) {
    for (let start = Math.max(0, index - n + 1); start <= index && start + n <= tokens.length; start++) {
      const gap = tokens
        .slice(start, start + n)
        .map((t, j) => (start + j === index ? '*' : t))
        .join(' ');
      for (const entry of phraseGaps.get(gap) ?? []) found.push(entry.word);
    }
  }
  return found;
}

/** Every single-word glossary term (normalized), for typo correction against the vocabulary. */
export function glossaryWords(): string[] {
  const words = new Set<string>();
  for (const key of termIndex.keys()) if (!key.includes(' ') && key.length >= 3) words.add(key);
  return [...words];
}

/**
 * Concepts named in a text (longest phrases first), e.g. a section title. Used to add the other
 * language's words to a passage's keywords.
 */
export function conceptsInText(text: string): string[] {
  const tokens = normalize(text).split(' ').filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const ids = termIndex.get(tokens.slice(i, i + n).join(' '));
      if (ids) {
        ids.forEach((id) => found.add(id));
        i += n - 1;
        break;
      }
    }
  }
  return [...found];
}
