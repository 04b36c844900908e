import { QUALIFIERS, soundKey, STOPWORDS } from './ai.text';

/** Typos in a guest's question: which vocabulary word a misspelt word probably meant. */

/** Typo correction: trigram similarity accepted outright, or an edit distance within these limits. */
export const TYPO_MIN_SIMILARITY = 0.5;
export const TYPO_MIN_LENGTH = 4;

/** Keys next to each other on a QWERTY keyboard (a slip of the finger swaps one for the other). */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOURS = new Map<string, Set<string>>();
KEYBOARD_ROWS.forEach((row, r) => {
  [...row].forEach((key, c) => {
    const near = new Set<string>(
      [
        row[c - 1],
        row[c + 1],
        KEYBOARD_ROWS[r - 1]?.[c],
        KEYBOARD_ROWS[r - 1]?.[c + 1],
        KEYBOARD_ROWS[r + 1]?.[c],
        KEYBOARD_ROWS[r + 1]?.[c - 1],
      ].filter((k): k is string => !!k),
    );
    NEIGHBOURS.set(key, near);
  });
});
for (const [key, near] of NEIGHBOURS) for (const other of near) NEIGHBOURS.get(other)?.add(key);
const INFLECTION_VOWELS = new Set(['a', 'e', 'o']);
/** Letters that sound alike in Spanish and are confused in writing ("serca" for "cerca", "bale" for "vale"). */
const SOUND_ALIKE = new Set([
  's:c',
  'c:s',
  's:z',
  'z:s',
  'c:z',
  'z:c',
  'b:v',
  'v:b',
  'y:i',
  'i:y',
  'g:j',
  'j:g',
  'c:k',
  'k:c',
  'q:k',
  'k:q',
]);

/**
 * Cost of typing `typed` where `meant` was meant: a neighbouring key or a letter that sounds the same
 * is a slip (1); another vowel at the end of the word is an inflection ("dejo"/"deja", 1); any other
 * letter is not a typo but a different word ("massage" is not "message", "barco" is not "banco"),
 * priced out of reach.
 */
function substitutionCost(typed: string, meant: string, atEnd: boolean): number {
  if (typed === meant) return 0;
  if (NEIGHBOURS.get(typed)?.has(meant) || SOUND_ALIKE.has(`${typed}:${meant}`)) return 1;
  // (a, e and o only: Spanish endings; "wife" is not "wifi").
  if (atEnd && INFLECTION_VOWELS.has(typed) && INFLECTION_VOWELS.has(meant)) return 1;
  return 3;
}

/**
 * Typo distance (optimal string alignment): insertions, deletions and swapped neighbours cost 1,
 * substitutions as `substitutionCost` says.
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = substitutionCost(a[i - 1]!, b[j - 1]!, i === a.length && j === b.length);
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const sameStart = (typed: string, meant: string) => typed[0] === meant[0] || SOUND_ALIKE.has(`${typed[0]}:${meant[0]}`);

/**
 * Whether a vocabulary word is a plausible correction: similar enough by trigrams, or within a small
 * typo distance keeping the first letter (typos rarely change it; "tenis" is not "venis").
 */
export const acceptableTypo = (token: string, candidate: string, similarity: number) => {
  if (similarity >= TYPO_MIN_SIMILARITY) return true;
  if (token.length >= 5 && soundKey(token) === soundKey(candidate)) return true;
  if (!sameStart(token, candidate)) return false;
  const distance = editDistance(token, candidate);
  return distance <= (Math.min(token.length, candidate.length) >= 8 ? 2 : 1);
};

/** Filler words long enough to be told apart from a typo of another word. */
const LONG_STOPWORDS = [...STOPWORDS].filter((w) => w.length >= 4);
export const FILLER_TYPO_MIN_LENGTH = 3;

/** Whether an unknown word is one typo away from a filler word ("frm" -> "from", "serca" -> "cerca"). */
export function isFillerTypo(token: string): boolean {
  return LONG_STOPWORDS.some(
    (w) => sameStart(token, w) && Math.abs(w.length - token.length) <= 1 && editDistance(token, w) <= 1,
  );
}

/** Qualifiers long enough to be told apart from a typo of another word. */
const LONG_QUALIFIERS = [...QUALIFIERS].filter((w) => w.length >= 5);

/** The qualifier an unknown word is one typo away from ("octobre" -> "october"), if any. */
export function qualifierTypo(token: string): string | undefined {
  if (token.length < 5) return undefined;
  return LONG_QUALIFIERS.find(
    (w) => sameStart(token, w) && Math.abs(w.length - token.length) <= 1 && editDistance(token, w) <= 1,
  );
}
