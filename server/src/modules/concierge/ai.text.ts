/**
 * Plain-text helpers of the knowledge base: HTML to text, normalisation (the same accent folding as
 * PostgreSQL's unaccent for Latin text), tokens, sentences, stopwords of guest questions.
 */

import { alternatives, chatSpellings, LEXICON, wordsOf } from './ai.lexicon';

// Maps, not object literals: a word read from a guest or a guide ("constructor", "__proto__") must never reach Object.prototype.
const ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }),
);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? match;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? match;
    return ENTITIES.get(lower) ?? match;
  });
}

function safeCodePoint(code: number): string | null {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return null;
  try {
    return String.fromCodePoint(code);
  } catch {
    return null;
  }
}

/**
 * Plain text of the guide's (already sanitised, allow-listed) rich text. Block ends become line
 * breaks so sentences of separate paragraphs or list items never run together; a line without final
 * punctuation gets a full stop so it stays a sentence of its own.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withBreaks = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*\/\s*(p|li|h[1-6]|blockquote|div|tr)\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
  return (
    decodeEntities(withBreaks)
      .split('\n')
      // Markup around a word leaves a space before its punctuation ("<b>11:00</b>." -> "11:00 ."): closed up.
      .map((line) =>
        line
          .replace(/\s+/g, ' ')
          .replace(/ ([.,;:!?…)])/g, '$1')
          .replace(/([(¿¡]) /g, '$1')
          .trim(),
      )
      .filter(Boolean)
      .map((line) => (/[.!?:;…)]$/.test(line) ? line : `${line}.`))
      .join('\n')
  );
}

/** Lower case, accents folded (á->a, ñ->n, ü->u), punctuation to spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalize(text);
  return normalized ? normalized.split(' ') : [];
}

/**
 * The question in a message with context around it: "My friend has a fever since this afternoon.
 * Which hospital is nearest?" asks about the hospital; the fever is context whose words would only
 * make the guide look as if it did not answer. The parts that are not statements, when there are
 * statements too; otherwise the whole message. Retrieval still reads the statements for words the
 * guide knows ("The power just went out. What should I check?"): see Retriever.retrieve.
 */
export function questionFocus(message: string): string {
  const whole = withoutPurpose(message);
  const parts = whole
    .split(/(?<=[.!?])\s+|(?=¿)/)
    .map((p) => p.trim())
    .filter(Boolean);
  // A part asks when it ends with "?" or opens with "¿", or, without a mark, when it starts like a
  // question ("wifi not working what do i do"); "is there a lift? my mum has bad knees" ends with context.
  const asks = (part: string) =>
    /\?$/.test(part) ||
    part.startsWith('¿') ||
    (!/[.!]$/.test(part) && (INTERROGATIVE.test(fold(part)) || INDIRECT.test(fold(part))));
  const asked = parts.filter(asks).map(clauseFocus);
  // Statements (ending with "." or "!", or without a mark and not put as a question) are context,
  // unless the question names nothing itself: "the shower is cold, what should I do?" is about the shower.
  return asked.length && namesSomething(asked.join(' ')) ? asked.join(' ') : whole;
}

const namesSomething = (text: string) => contentTokens(tokenize(text)).some((t) => !HELP_WORDS.has(t));

/** A question with no topic of its own: "what should I do?", "¿qué hago?", "help". */
const HELP_WORDS = new Set(wordsOf('helpWords'));
/** An indirect question or a request: "queremos saber cómo se duerme", "we need another towel". */
const INDIRECT = new RegExp(`\\b(?:${alternatives('indirectQuestion')})\\b`);

/** How a question starts, in either language (accents folded). */
const INTERROGATIVE = new RegExp(`^[¿\\s]*(?:${alternatives('questionStarts')})\\b`);
/** Accents folded, lower case (symbols kept, unlike normalize()). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The question in a part whose first clauses set the scene: "my wife cut her hand cooking, where is
 * the nearest hospital?" asks where the hospital is; "which beach is easiest, and how long is the
 * trip?" keeps both clauses (the first already asks).
 */
const CLAUSE_JOINER = new RegExp(`^(?:${alternatives('clauseJoiners')})\\s+`);
const EXAMPLE_START = new RegExp(`^(?:${alternatives('exampleStarts')})\\b`);

function clauseFocus(part: string): string {
  const clauses = part.split(/,\s+|\s+-\s+/);
  const asking = (c: string) => INTERROGATIVE.test(fold(c).replace(CLAUSE_JOINER, '')) || INDIRECT.test(fold(c));
  const first = clauses.findIndex(asking);
  // A clause that ends the question or gives examples ("like Ronda or Nerja?", "granada o ronda?") still asks.
  const last = Math.max(
    clauses.findLastIndex(asking),
    clauses.findLastIndex((c, i) => i > 0 && (/\?$/.test(c) || EXAMPLE_START.test(fold(c)))),
  );
  // Clauses before the first asking one and after the last ("where is the first aid kit, my son scraped his knee") set the scene.
  const rest = clauses.slice(first, last + 1).join(', ');
  return first >= 0 && (first > 0 || last < clauses.length - 1) && namesSomething(rest) ? rest : part;
}

/**
 * What the guest needs the answer for is not part of the question: "what's the address? need it for
 * the taxi driver", "send me the address so I can show the taxi driver", "pásame la dirección para
 * meterla en el GPS" ask for the address, not about taxis. The message without such a purpose clause
 * (unchanged when nothing else would be left).
 */
const PURPOSE = [
  /(?:^|[\s,.;!?])(?:(?:i|we) )?(?:need|want|neeed|needed) (?:it|this|that|them) (?:for|to)\b.*$/i,
  /(?:^|[\s,.;!?])so (?:that )?(?:i|we) (?:can|could) (?:show|give|tell|send|put|type|enter)\b.*$/i,
  /(?:^|[\s,.;!?])(?:to|for) (?:show|give) (?:it )?(?:to )?(?:the|my|our) (?:taxi|cab|uber|driver|taxi driver)\b.*$/i,
  /(?:^|[\s,.;!?])(?:for|into) (?:the |my |our )?(?:gps|sat ?nav|google maps|uber app|waze)\b.*$/i,
  /(?:^|[\s,.;!?])(?:the |our |my )?(?:taxi|cab|uber)(?: driver)? (?:is asking|asks|needs it|wants it|is waiting)\b.*$/i,
  /(?:^|[\s,.;!?])(?:el )?(?:taxista|conductor|chofer) (?:me |nos )?(?:pregunta|la pide|lo pide|la necesita|espera)\b.*$/i,
  /(?:^|[\s,.;!?])(?:que )?(?:la|lo|las|los) (?:necesito|necesitamos|quiero|queremos) para\b.*$/i,
  /(?:^|[\s,.;!?])para (?:meterla|meterlo|ponerla|ponerlo|darsela|darselo|dársela|dárselo|ensenarsela|enseñársela|enseñarsela|pasarsela|pasársela|el taxista|el taxi|el uber|el gps|google maps|el navegador)\b.*$/i,
];

export function withoutPurpose(message: string): string {
  let out = message;
  for (const pattern of PURPOSE) {
    const cut = out.replace(pattern, '').trim();
    if (contentTokens(tokenize(cut)).length) out = cut;
  }
  return out;
}

/**
 * How a Spanish word sounds, roughly: the spellings guests confuse collapse to one ("ospital" /
 * "hospital", "botikin" / "botiquin", "vasura" / "basura", "aki" / "aqui").
 */
export function soundKey(word: string): string {
  return word
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Chat spellings and abbreviations guests type on a phone, as the words they stand for. Spanish
 * "ai"/"ay" is "hay" only in a Spanish question ("ai lavadora?").
 */
const CHAT_WORDS = chatSpellings('en');
const CHAT_WORDS_ES = chatSpellings('es');

const SUPER_AFTER = new Set(wordsOf('afterDeterminerSuper'));
const REQUEST_VERBS = new Set(LEXICON.en.requestVerbs);
const REQUEST_VERBS_ES = new Set(LEXICON.es.requestVerbs);
const REQUEST_WORDS_ES = new Set(LEXICON.es.requestWords);

/** Words before a number that make it a clock time ("until 1", "a las 12"). */
const BEFORE_CLOCK = new Set(wordsOf('beforeClock'));
/** Words before a number that make it a name ("bus 11", "tram 28", "line 1"). */
const BEFORE_NAME = new Set(wordsOf('beforeName'));

/**
 * Tokens of a question with chat spellings written out ("tonite" -> "tonight"), a number that is a
 * clock time written as one ("until 1" -> "1h", a qualifier) and a count dropped ("we have 2 cars",
 * "somos 5 amigos"): neither names what the guest asks about.
 */
export function readGuestTokens(tokens: string[], locale: 'en' | 'es'): string[] {
  // "¿Cuánto sale?" (Latin America, colloquial Spain) is "¿cuánto cuesta?", not "sale" of leaving.
  const spelled = tokens
    .flatMap((t) => (CHAT_WORDS.get(t) ?? (locale === 'es' ? CHAT_WORDS_ES.get(t) : undefined) ?? t).split(' '))
    .map((t, i, all) =>
      (t === 'sale' || t === 'salen') && all[i - 1] === 'cuanto' ? (t === 'sale' ? 'cuesta' : 'cuestan') : t,
    );
  // "Send me the address", "¿me pasas la dirección?": asking the host to pass something on is how the
  // question is put, not what it is about.
  const words = spelled.filter(
    (word, i) =>
      !(REQUEST_VERBS.has(word) && ['me', 'us', 'nos'].includes(spelled[i + 1] ?? '')) &&
      !(REQUEST_VERBS_ES.has(word) && ['me', 'nos'].includes(spelled[i - 1] ?? '')) &&
      !REQUEST_WORDS_ES.has(word),
  );
  return words.flatMap((word, i) => {
    // "¿Hay algún super cerca?": after a determiner "super" is the supermarket, not "very".
    if (word === 'super' && SUPER_AFTER.has(words[i - 1] ?? '')) return ['supermercado'];
    if (!/^\d{1,2}$/.test(word)) return [word];
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (BEFORE_NAME.has(before)) return [word];
    if (BEFORE_CLOCK.has(before)) return [`${word}h`];
    if (
      /^[a-z]{3,}$/.test(after) &&
      !STOPWORDS.has(after) &&
      !/^(?:am|pm|h|hs|min|mins|minutes|minutos|horas|hours|euros?|eur|km|m)$/.test(after)
    )
      return [];
    return [word];
  });
}

/**
 * A Spanish diminutive's base words ("cajita" -> "caja", "llavecita" -> "llave", "cafecito" ->
 * "cafe"), or none. Candidates to look up in the guide's words, not certainties.
 */
export function diminutiveBases(token: string): string[] {
  // Not "-illo": castillo, pasillo and cuchillo are words of their own.
  const m = /^(.{3,}?)(?:c?it|ecit)(o|a|os|as)$/.exec(token);
  if (!m) return [];
  const [, stem, ending] = m;
  const plural = ending!.endsWith('s') ? 's' : '';
  return [...new Set([`${stem}${ending}`, `${stem}${plural}`, `${stem}e${plural}`])].filter(
    (b) => b !== token && b.length >= 3,
  );
}

/** Splits plain text into sentences (keeps the punctuation). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    // A full stop between digits (10.30, 2.5 km) or after a one-letter abbreviation does not end a sentence.
    const parts = line.match(/[^.!?…]+(?:[.!?…]+(?=\s|$)|(?:\.(?=\d))[^.!?…]*|$)/g) ?? [line];
    let pending = '';
    for (const raw of parts) {
      const part = raw.trim();
      if (!part) continue;
      pending = pending ? `${pending} ${part}` : part;
      // Keep joining while the piece is tiny (an abbreviation like "C/." or "n.º").
      if (pending.replace(/[^A-Za-z0-9]/g, '').length < 4) continue;
      out.push(pending);
      pending = '';
    }
    if (pending) out.push(pending);
  }
  return out;
}

/**
 * Words that carry no topic in a guest's question, in English and Spanish, including the filler of
 * questions about a rental ("the apartment", "please", "where", "can I").
 */
export const STOPWORDS: ReadonlySet<string> = new Set(wordsOf('stopwords'));

/**
 * Words that qualify what a guest asks about rather than name it: price, speed, size, distance,
 * time, quantity, state ("is street parking *free*?", "pool *opening hours*", "internet is *super
 * slow*"). They weigh little, so a passage about the topic answers even when it does not repeat
 * them. Every other word the guide does not contain is taken as the topic the guide lacks.
 */
export const QUALIFIERS: ReadonlySet<string> = new Set(wordsOf('qualifiers'));

/** Content words of a question: tokens that are not stopwords (numbers kept). */
export const contentTokens = (tokens: string[]) =>
  tokens.filter((t) => !STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)));

/**
 * Loose stem match used for picking sentences in JS: same word, or a shared prefix covering all but a
 * short inflection ("llaves"/"llave", "parking"/"park", "towels"/"towel").
 */
export function looseMatch(word: string, term: string): boolean {
  if (word === term) return true;
  const [short, long] = word.length <= term.length ? [word, term] : [term, word];
  if (short.length < 4) return false;
  return long.startsWith(short) && long.length - short.length <= 4;
}
