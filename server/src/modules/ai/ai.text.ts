/**
 * Plain-text helpers of the knowledge base: HTML to text, normalisation (the same accent folding as
 * PostgreSQL's unaccent for Latin text), tokens, sentences, stopwords of guest questions.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? match;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? match;
    return ENTITIES[lower] ?? match;
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
  return decodeEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…)]$/.test(line) ? line : `${line}.`))
    .join('\n');
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
export const STOPWORDS = new Set(
  `a about above after again all also am an and any are aren as at be been before being below between both but by can cannot could
  d did do does doing don down during each few for from further get got had has have having he her here hers herself him himself his
  how i if in into is isn it its itself just let ll m me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own re s same she should so some such t than that the their theirs them themselves then there these they this
  those through to too under until up ve very was we were what when where which while who whom why will with would you your yours
  yourself yourselves please pls plz thx thanks thank hi hello hey ok okay dear need needs want wanted like know tell say said anyone someone
  something anything thing things way there's available possible somewhere anywhere exactly actually really much many lot lots
  use using used go going find look looking help give make one get getting put any everything info information question questions
  apartment apartments flat house home place property stay staying rental accommodation guide
  near nearby nearest close closest around best good recommend recommendation recommendations suggest
  time hour o clock am pm
  put throw throwing take bring turn switch open close work works come buy keep sort sorted goes went gone watch hear listen play playing
  provide provides provided include includes included supply supplied last first day days alone own
  tiro tirar tiramos echo echar echamos pongo poner ponemos pone uso usar usamos enciendo encender enciende apagar apago abrir abro
  abre cerrar cierro funciona funcionan coger cojo llevar llevo traer traigo comprar compro venir dar doy ver buscar busco encontrar
  encuentro conseguir consigo pedir pido sacar saco meter meto hago tienes teneis tenes tiene tienen ido pasa pasar bajar bajo
  subir subo ultimo ultima dia dias solo solos sola solas incluye incluido incluidos proporcionais dais dan
  el la los las lo un una unos unas de del al a ante bajo con contra desde en entre hacia hasta para por segun sin sobre tras y e o u
  ni que quien quienes cual cuales cuanto cuanta cuantos cuantas como cuando donde adonde porque pues si no es son esta estan estoy
  este esta estos estas ese esa esos esas aquel aquella mi mis tu tus su sus nuestro nuestra nuestros nuestras me te se nos os le les
  porfa hay habia hace hacer puedo puede pueden podemos podria podriamos debo debe debemos tengo tiene tienen tenemos hola gracias favor
  por favor quiero quisiera queremos necesito necesitamos saber decir algo alguien algun alguna algunos algunas todo toda todos todas
  mas muy mucho mucha muchos muchas ya tambien aqui alli ahi eso esto ser estar ir voy vamos hay tener ha he han sea
  piso casa apartamento alojamiento vivienda propiedad estancia guia cerca cercano cercana mejor buen bueno
  buena recomiendas recomienda recomendar recomendacion recomendaciones sugerencia hora horas horario`
    .split(/\s+/)
    .filter(Boolean),
);

/** Content words of a question: tokens that are not stopwords (numbers kept). */
export const contentTokens = (tokens: string[]) => tokens.filter((t) => !STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)));

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
