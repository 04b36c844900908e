/**
 * A local estimate of how hard a password is to guess, for the meter under new-password fields.
 * It runs in the browser on every keystroke and never sends the password anywhere. The server only
 * enforces the length rule; this estimate is advice.
 *
 * The model: bits = effective length x log2(size of the character classes used), where characters
 * that belong to a common password, a sequence (abcd, 4321, qwerty), a repetition (aaaa, abab)
 * or a year/date count as a quarter each, because guessers try those patterns first.
 */

/** 0: below the minimum length, 1 weak, 2 fair, 3 good, 4 strong. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordWarning = 'common' | 'sequence' | 'repeat' | 'date';

export interface PasswordStrength {
  score: PasswordScore;
  /** Rough guessing entropy in bits (after penalties). */
  bits: number;
  length: number;
  meetsMinLength: boolean;
  classes: { lower: boolean; upper: boolean; digit: boolean; symbol: boolean };
  warnings: PasswordWarning[];
}

/** Frequent passwords and their stems (lower case, 4+ letters), from public breach top lists and local favourites. */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'contraseña',
  'contrasena',
  'qwerty',
  'azerty',
  'letmein',
  'welcome',
  'bienvenido',
  'admin',
  'administrator',
  'iloveyou',
  'teamo',
  'monkey',
  'dragon',
  'football',
  'futbol',
  'baseball',
  'soccer',
  'sunshine',
  'princess',
  'princesa',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'starwars',
  'pokemon',
  'michael',
  'jordan',
  'charlie',
  'freedom',
  'whatever',
  'hello',
  'hola',
  'secret',
  'secreto',
  'login',
  'guest',
  'changeme',
  'default',
  'summer',
  'winter',
  'spring',
  'autumn',
  'verano',
  'invierno',
  'abc123',
  'asdf',
  'zxcv',
  'guidebook',
  'airbnb',
  'vrbo',
  'rental',
  'booking',
  'holiday',
  'vacation',
  'beach',
  'playa',
  'casa',
  'house',
  'home',
] as const;

/** Keyboard rows and alphabets in which neighbouring characters form a guessable run. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
  '1qaz2wsx3edc',
];

const MIN_RUN = 3;

const CLASS_SIZES = { lower: 26, upper: 26, digit: 10, symbol: 33 } as const;

/** Score thresholds in bits: below 36 weak, below 60 fair, below 80 good, else strong. */
const THRESHOLDS: [number, PasswordScore][] = [
  [80, 4],
  [60, 3],
  [36, 2],
];

function classesOf(password: string) {
  return {
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

/** Marks characters that are part of a common word. */
function markCommon(lower: string, marked: boolean[]): boolean {
  let found = false;
  // Undo the usual character swaps (p@ssw0rd) before looking for words.
  const plain = lower
    .replace(/[@4]/g, 'a')
    .replace(/3/g, 'e')
    .replace(/[1!|]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/\$|5/g, 's');
  for (const word of COMMON_WORDS) {
    for (const text of [lower, plain]) {
      let index = text.indexOf(word);
      while (index >= 0) {
        found = true;
        for (let i = index; i < index + word.length; i++) marked[i] = true;
        index = text.indexOf(word, index + 1);
      }
    }
  }
  return found;
}

/** Marks runs of MIN_RUN+ neighbours from a known sequence (abc, 321, qwerty), forwards or backwards. */
function markSequences(lower: string, marked: boolean[]): boolean {
  let found = false;
  const chars = [...lower];
  const sequences = SEQUENCES.flatMap((sequence) => [sequence, [...sequence].reverse().join('')]);
  for (let start = 0; start < chars.length; start++) {
    for (const sequence of sequences) {
      let end = start + 1;
      while (end < chars.length && sequence.includes(chars.slice(start, end + 1).join(''))) end++;
      if (end - start >= MIN_RUN && sequence.includes(chars.slice(start, end).join(''))) {
        found = true;
        for (let i = start; i < end; i++) marked[i] = true;
      }
    }
  }
  return found;
}

/** Marks repeated characters (aaa) and repeated chunks (abcabc, 1212). */
function markRepeats(password: string, marked: boolean[]): boolean {
  let found = false;
  const chars = [...password];
  for (let size = 1; size <= 4; size++) {
    for (let start = 0; start + size * 2 <= chars.length; start++) {
      const unit = chars.slice(start, start + size).join('');
      let end = start + size;
      while (end + size <= chars.length && chars.slice(end, end + size).join('') === unit) end += size;
      const copies = (end - start) / size;
      // aaa (3 of 1), abab (2 of 2), abcabc (2 of 3)...
      if ((size === 1 && copies >= 3) || (size > 1 && copies >= 2)) {
        found = true;
        // The first copy still carries information; the repeats do not.
        for (let j = start + size; j < end; j++) marked[j] = true;
        start = end - 1;
      }
    }
  }
  return found;
}

/** Marks years (1900-2099) and compact dates, which people pick because they remember them. */
function markDates(password: string, marked: boolean[]): boolean {
  let found = false;
  for (const match of password.matchAll(/(?:19|20)\d\d|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/g)) {
    found = true;
    for (let i = match.index; i < match.index + match[0].length; i++) marked[i] = true;
  }
  return found;
}

/** Estimates a new password's strength; `minLength` is the rule the server enforces. */
export function estimatePasswordStrength(password: string, minLength: number): PasswordStrength {
  const length = [...password].length;
  const classes = classesOf(password);
  const lower = password.toLowerCase();
  const marked = Array.from({ length: Math.max(length, lower.length) }, () => false);
  const warnings: PasswordWarning[] = [];
  if (markCommon(lower, marked)) warnings.push('common');
  if (markSequences(lower, marked)) warnings.push('sequence');
  if (markRepeats(password, marked)) warnings.push('repeat');
  if (markDates(password, marked)) warnings.push('date');

  const pool = (Object.keys(CLASS_SIZES) as (keyof typeof CLASS_SIZES)[]).reduce(
    (sum, key) => sum + (classes[key] ? CLASS_SIZES[key] : 0),
    0,
  );
  const penalised = marked.slice(0, length).filter(Boolean).length;
  const effectiveLength = length - penalised + penalised / 4;
  const bits = pool > 0 ? Math.round(effectiveLength * Math.log2(pool)) : 0;

  const meetsMinLength = length >= minLength;
  let score: PasswordScore = 0;
  if (meetsMinLength) score = THRESHOLDS.find(([limit]) => bits >= limit)?.[1] ?? 1;
  return { score, bits, length, meetsMinLength, classes, warnings };
}
