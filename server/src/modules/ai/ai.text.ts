/**
 * Plain-text helpers of the knowledge base: HTML to text, normalisation (the same accent folding as
 * PostgreSQL's unaccent for Latin text), tokens, sentences, stopwords of guest questions.
 */

// Maps, not object literals: a word read from a guest or a guide ("constructor", "__proto__") must never reach Object.prototype.
const ENTITIES: ReadonlyMap<string, string> = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }));

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
  return decodeEntities(withBreaks)
    .split('\n')
    // Markup around a word leaves a space before its punctuation ("<b>11:00</b>." -> "11:00 ."): closed up.
    .map((line) => line.replace(/\s+/g, ' ').replace(/ ([.,;:!?…)])/g, '$1').replace(/([(¿¡]) /g, '$1').trim())
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
  const asks = (part: string) => /\?$/.test(part) || part.startsWith('¿') || (!/[.!]$/.test(part) && (INTERROGATIVE.test(fold(part)) || INDIRECT.test(fold(part))));
  const asked = parts.filter(asks).map(clauseFocus);
  // Statements (ending with "." or "!", or without a mark and not put as a question) are context,
  // unless the question names nothing itself: "the shower is cold, what should I do?" is about the shower.
  return asked.length && namesSomething(asked.join(' ')) ? asked.join(' ') : whole;
}

const namesSomething = (text: string) => contentTokens(tokenize(text)).some((t) => !HELP_WORDS.has(t));

/** A question with no topic of its own: "what should I do?", "¿qué hago?", "help". */
const HELP_WORDS = new Set(['help', 'ayuda', 'hago', 'hacemos', 'hacer', 'happen', 'happened', 'pasa', 'paso', 'wrong', 'fix', 'solve', 'idea', 'ideas', 'advice', 'consejo', 'suggestions', 'sugerencias', 'should', 'deberia', 'deberiamos', 'debo', 'now', 'ahora', 'ok', 'okay', 'normal']);
/** An indirect question or a request: "queremos saber cómo se duerme", "we need another towel". */
const INDIRECT = /\b(?:saber|sepa|know|knowing|wondering|wonder|tell me|decirme|dime|need|needs|necesito|necesitamos|necesitaria|necesitariamos|quisiera|quisieramos|quiero|queremos|want|looking for|buscamos|busco|gustaria|would like|i d like|we d like|id like|wed like)\b/;

/** How a question starts, in either language (accents folded). */
const INTERROGATIVE = /^[¿\s]*(?:son|estan|sera|seria|what|whats|what's|where|wheres|where's|when|how|hows|which|who|why|is|are|can|could|do|does|did|will|would|should|shall|may|any|anything|anywhere|que|donde|cuando|como|cual|cuales|cuanto|cuanta|cuantos|cuantas|quien|por que|porque|hay|se puede|puedo|podemos|podeis|podria|podriamos|teneis|tienen|tiene|hasta|a que|a donde|en que|de que|algun|alguna|alguien|me (?:pasas|das|dices|mandas)|nos (?:podeis|puedes))\b/;
/** Accents folded, lower case (symbols kept, unlike normalize()). */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The question in a part whose first clauses set the scene: "my wife cut her hand cooking, where is
 * the nearest hospital?" asks where the hospital is; "which beach is easiest, and how long is the
 * trip?" keeps both clauses (the first already asks).
 */
function clauseFocus(part: string): string {
  const clauses = part.split(/,\s+|\s+-\s+/);
  const asking = (c: string) => INTERROGATIVE.test(fold(c).replace(/^(?:and|or|but|also|y|o|pero|ademas|tambien)\s+/, '')) || INDIRECT.test(fold(c));
  const first = clauses.findIndex(asking);
  // A clause that ends the question or gives examples ("like Ronda or Nerja?", "granada o ronda?") still asks.
  const last = Math.max(clauses.findLastIndex(asking), clauses.findLastIndex((c, i) => i > 0 && (/\?$/.test(c) || /^(?:like|such as|for example|e g|eg|or|como|por ejemplo|o)\b/.test(fold(c)))));
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
const CHAT_WORDS: ReadonlyMap<string, string> = new Map(Object.entries({
  u: 'you', r: 'are', ur: 'your', y: 'why', pls: 'please', plz: 'please', thx: 'thanks', tnx: 'thanks', apt: 'apartment', appt: 'apartment',
  pw: 'password', pwd: 'password', passw: 'password', tonite: 'tonight', tonit: 'tonight', nite: 'night', '2nite': 'tonight', '2day': 'today', '2morrow': 'tomorrow', tmrw: 'tomorrow', tmr: 'tomorrow',
  b4: 'before', thru: 'through', til: 'until', till: 'until', opn: 'open', wanna: 'want', gonna: 'going', gotta: 'must', lemme: 'let', gimme: 'give', asap: 'soon', rn: 'now', bc: 'because', cuz: 'because',
}));
const CHAT_WORDS_ES: ReadonlyMap<string, string> = new Map(Object.entries({
  q: 'que', k: 'que', ke: 'que', xq: 'porque', pq: 'porque', porq: 'porque', x: 'por', d: 'de', tb: 'tambien', tmb: 'tambien', tmbn: 'tambien',
  pa: 'para', dnd: 'donde', dnde: 'donde', porfa: 'por favor', xfa: 'por favor', xfavor: 'por favor', finde: 'fin de semana', ai: 'hay', ay: 'hay', aki: 'aqui', aca: 'aqui',
  furgo: 'furgoneta', furgos: 'furgonetas', crios: 'ninos', crio: 'nino', chavales: 'ninos', peques: 'ninos', peque: 'nino', bici: 'bicicleta', bicis: 'bicicletas',
  ora: 'hora', oras: 'horas', tele: 'television', cole: 'colegio', boli: 'boligrafo', compi: 'companero', mñn: 'manana', mnn: 'manana',
}));

const SUPER_AFTER = new Set(['un', 'el', 'al', 'del', 'algun', 'ningun', 'otro', 'the', 'a', 'any', 'nearest', 'closest', 'nearby', 'local', 'mas', 'cercano']);
const REQUEST_VERBS = new Set(['send', 'give', 'tell', 'text', 'pass', 'forward', 'share']);
const REQUEST_VERBS_ES = new Set(['pasas', 'pasais', 'pasa', 'pases', 'mandas', 'mandais', 'manda', 'mandes', 'envias', 'enviais', 'envia', 'envies', 'das', 'dais', 'dices', 'decis', 'compartes']);
const REQUEST_WORDS_ES = new Set(['pasame', 'pasanos', 'mandame', 'mandanos', 'enviame', 'envianos', 'dime', 'decime', 'decinos', 'dinos']);

/** Words before a number that make it a clock time ("until 1", "a las 12"). */
const BEFORE_CLOCK = new Set(['until', 'till', 'at', 'by', 'before', 'after', 'around', 'from', 'las', 'hasta', 'antes', 'despues', 'sobre', 'desde']);
/** Words before a number that make it a name ("bus 11", "tram 28", "line 1"). */
const BEFORE_NAME = new Set(['bus', 'tram', 'line', 'linea', 'number', 'numero', 'route', 'ruta', 'tranvia', 'autobus', 'platform', 'anden', 'gate', 'puerta', 'exit', 'salida', 'room', 'habitacion', 'apartment', 'piso', 'floor', 'planta']);

/**
 * Tokens of a question with chat spellings written out ("tonite" -> "tonight"), a number that is a
 * clock time written as one ("until 1" -> "1h", a qualifier) and a count dropped ("we have 2 cars",
 * "somos 5 amigos"): neither names what the guest asks about.
 */
export function readGuestTokens(tokens: string[], locale: 'en' | 'es'): string[] {
  // "¿Cuánto sale?" (Latin America, colloquial Spain) is "¿cuánto cuesta?", not "sale" of leaving.
  const spelled = tokens
    .flatMap((t) => (CHAT_WORDS.get(t) ?? (locale === 'es' ? CHAT_WORDS_ES.get(t) : undefined) ?? t).split(' '))
    .map((t, i, all) => ((t === 'sale' || t === 'salen') && all[i - 1] === 'cuanto' ? (t === 'sale' ? 'cuesta' : 'cuestan') : t));
  // "Send me the address", "¿me pasas la dirección?": asking the host to pass something on is how the
  // question is put, not what it is about.
  const words = spelled.filter((word, i) => !(REQUEST_VERBS.has(word) && ['me', 'us', 'nos'].includes(spelled[i + 1] ?? '')) && !(REQUEST_VERBS_ES.has(word) && ['me', 'nos'].includes(spelled[i - 1] ?? '')) && !REQUEST_WORDS_ES.has(word));
  return words.flatMap((word, i) => {
    // "¿Hay algún super cerca?": after a determiner "super" is the supermarket, not "very".
    if (word === 'super' && SUPER_AFTER.has(words[i - 1] ?? '')) return ['supermercado'];
    if (!/^\d{1,2}$/.test(word)) return [word];
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (BEFORE_NAME.has(before)) return [word];
    if (BEFORE_CLOCK.has(before)) return [`${word}h`];
    if (/^[a-z]{3,}$/.test(after) && !STOPWORDS.has(after) && !/^(?:am|pm|h|hs|min|mins|minutes|minutos|horas|hours|euros?|eur|km|m)$/.test(after)) return [];
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
  return [...new Set([`${stem}${ending}`, `${stem}${plural}`, `${stem}e${plural}`])].filter((b) => b !== token && b.length >= 3);
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
  apartment apartments flat house home place property stay staying rental accommodation guide sitio sitios lugar lugares
  apart besides aparte ademas partir maybe perhaps quizas quiza mientras meanwhile todavia still yet aun
  near nearby nearest close closest around best good recommend recommendation recommendations suggest
  time hour o clock am pm whats wheres hows whos whens theres thats im ive id dont doesnt cant isnt arent wont didnt ever
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
  vuestro vuestra vuestros vuestras haya hayan hubiera bastante directamente podeis puedes podrias podriais falta
  recommend recommended recommendation recommendations recomendado recomendada recomendados recomendadas recomendais recomiendan recomendarias suggest suggestion suggestions sugieres
  etc within recomiendes recomiende contesta contestan responde responden depa tips consejos siga sigue without instead coming possibly igual lado depto departamento dpto che jaja jajaja jaj jeje haha hahaha lol spot spots explain explaining explicar explicarme explicame explicas explicais explicarnos
  buena recomiendas recomienda recomendar recomendacion recomendaciones sugerencia hora horas horario`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that qualify what a guest asks about rather than name it: price, speed, size, distance,
 * time, quantity, state ("is street parking *free*?", "pool *opening hours*", "internet is *super
 * slow*"). They weigh little, so a passage about the topic answers even when it does not repeat
 * them. Every other word the guide does not contain is taken as the topic the guide lacks.
 */
export const QUALIFIERS = new Set(
  `free gratis gratuito gratuita cheap cheaper cheapest barato barata caro cara expensive price prices precio precios cost costs
  cuesta cuestan coste fee fees tarifa
  horrible horribles terrible terribles awful bad worse worst fatal malo mala peor fine great genial perfect perfecto perfecta
  first second third fourth primero primera segundo segunda tercero tercera cuarto cuarta another otro otra
  proper decent mojada mojado mojadas wet walk walking andando caminando rato five six seven eight nine ten couple longer main easy easier easiest facil cinco seis siete ocho nueve diez meses months weeks semanas years anos
  worth worthwhile merece exactly exact exacta exacto exactamente precisely madrugada own propio propia privado privada private noon mediodia
  wife husband partner girlfriend boyfriend esposa esposo mujer marido pareja novia novio cousin primo prima
  fast faster quick quickly rapido rapida rapidos slow slowly lento lenta super extremely too muy demasiado bit poco
  big bigger large small smaller little grande grandes pequeno pequena size tamano height altura tall alto alta high low bajo
  width ancho long largo larga limit limits limite maximum max maximo minimum min minimo enough suficiente suficientes
  far lejos distance distancia minutes minute minutos mins km kilometres kilometers metres meters metros walking andando pie
  open opening opens abierto abierta abiertos closed closes closing cerrado cerrada hours schedule times
  today tonight tomorrow hoy manana noche night nights morning mornings afternoon evening weekend finde weekday weekdays
  monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo
  summer winter spring autumn verano invierno primavera otono season temporada month mes
  january february march april may june july august september october november december
  enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
  new old nuevo nueva viejo vieja clean dirty sucio sucia extra spare more another otro otra otros otras
  number numero numbers amount cantidad exact exacta right correct correcto correcta best mejor better
  ok fine safe seguro segura normal usual usually always siempre never nunca still todavia aun again otra vez
  we us our nosotros people persons personas guests huespedes both ambos two three four dos tres cuatro
  name names nombre nombres instructions instruction instrucciones details detail detalles type types tipo tipos kind
  option options opcion opciones list lista manual explanation explicacion manera forma live directo vivo real
  chance possibility posibilidad full completa completo vale valen
  outside inside outdoors indoors fuera dentro afuera adentro downstairs upstairs abajo arriba
  fresh fresco fresca recien hecho hechos hecha hechas homemade casero casera sweet dulce dulces spicy picante local locales
  typical tipico tipica tipicos traditional tradicional tradicionales authentic autentico autentica famous famoso famosa
  romantic romantico romantica cozy cosy acogedor acogedora nice bonito bonita lovely precioso preciosa beautiful
  moorish arabe arab roman romano romana historic historical historico historica ancient antiguo antigua popular`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Verbs guests use around a topic ("can I *store* my surfboard", "¿cuándo *recogen* la basura?"),
 * in their common forms. The thing asked about is the noun; an action the guide words differently
 * weighs half.
 */
const ENGLISH_VERBS = `store keep leave borrow rent hire reset restart reboot charge plug unplug change pick collect drop send
  order book reserve sleep wash dry unlock enter exit return carry sell meet ask show try start set adjust lower raise
  increase reduce let share invite move sit wait happen forget break operate load unload empty fill refill replace dispose
  cool heat freeze flush fold hang lend pack unpack pass cross reach stand lie rest relax feed speak talk understand
  need run call report log cut travel print stay visit bring fetch love enjoy fit check`;
const ENGLISH_IRREGULAR = `left kept lent broke broken forgot forgotten slept sat stood lay lain hung paid brought bought caught taught
  went gone done did made found took taken gave given ran met sent spent`;
const SPANISH_VERBS = `guardar dejar alquilar reiniciar resetear reservar recoger tirar admitir quedar volver devolver cargar enchufar
  desenchufar cambiar mandar enviar preguntar usar quitar entrar esperar olvidar perder romper lavar secar limpiar descansar
  mirar sacar meter vaciar llenar rellenar permitir aceptar invitar calentar enfriar ajustar colgar doblar prestar pasar
  cruzar dormir acostar levantar sentar aparecer ocurrir recibir escribir mover apuntar avisar ayudar cobrar
  hablar entender necesitar tomar traer viajar llamar denunciar reportar imprimir llevar escuchar oir encantar gustar apetecer`;
const SPANISH_IRREGULAR = `voy vas va vamos vais van vaya vayamos irme irte irse irnos idos vuelvo vuelves vuelve volvemos vuelven
  cierra cierran cierras cierre cierren devuelvo devuelve devuelven duermo duerme duermen dormimos acuesto cuelgo cuelga caben cabe quepo traigo trae traen traje trajimos puesto puesta somos estamos hemos habeis han cabra cabran cabria cabrian`;
const CLITICS = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];

function englishForms(verb: string): string[] {
  const base = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(verb) && verb.length <= 4 ? verb + verb.at(-1) : verb;
  return [verb, `${verb}s`, `${verb}es`, `${base}ed`, `${doubled === verb ? base : doubled}ing`, `${doubled}ed`, `${verb.replace(/y$/, 'i')}es`, `${verb.replace(/y$/, 'i')}ed`];
}

function spanishForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const kind = infinitive.slice(-2);
  const a = kind === 'ar';
  const forms = [infinitive, ...CLITICS.map((c) => infinitive + c), `${infinitive}selo`];
  const endings = a
    ? ['o', 'as', 'a', 'amos', 'ais', 'an', 'e', 'es', 'emos', 'eis', 'en', 'ado', 'ada', 'ando', 'aba', 'aban', 'ara', 'aron']
    : ['o', 'es', 'e', kind === 'er' ? 'emos' : 'imos', kind === 'er' ? 'eis' : 'is', 'en', 'a', 'as', 'amos', 'ais', 'an', 'ido', 'ida', 'iendo', 'ia', 'ian', 'iera', 'ieron'];
  // recoger -> recojo / recoja: the spelling keeps the sound before o and a.
  const soft = kind !== 'ar' && stem.endsWith('g') ? `${stem.slice(0, -1)}j` : stem;
  for (const e of endings) forms.push((e.startsWith('o') || e.startsWith('a')) && kind !== 'ar' ? soft + e : stem + e);
  // Conditional and future on the infinitive: "me gustaría", "¿cabrá?" (regular ones).
  for (const e of ['ia', 'ias', 'iamos', 'ian', 'e', 'as', 'a', 'emos', 'an']) forms.push(infinitive + e);
  return forms;
}

export const ACTION_WORDS = new Set([
  ...ENGLISH_VERBS.split(/\s+/).filter(Boolean).flatMap(englishForms),
  ...ENGLISH_IRREGULAR.split(/\s+/).filter(Boolean),
  ...SPANISH_VERBS.split(/\s+/).filter(Boolean).flatMap(spanishForms),
  ...SPANISH_IRREGULAR.split(/\s+/).filter(Boolean),
]);

/**
 * Verbs that are also glossary words or carry the question's purpose ("¿cómo *llego*?", "where can we
 * *eat*?"): not weighed down like ACTION_WORDS, but never a second topic of a question either.
 */
const PURPOSE_VERBS_EN = `arrive come go get park eat drink buy cook swim walk visit see watch find use do`;
const PURPOSE_VERBS_ES = `llegar venir salir hacer aparcar estacionar comer cenar desayunar beber comprar cocinar nadar banar caminar andar
  visitar ver encontrar poner coger agarrar cerrar`;
/**
 * Spanish verb forms recognisable by their ending whatever the verb: "viajamos", "traemos",
 * "venimos" (we ...), "llegando", "saliendo" (-ing).
 */
export const isSpanishVerbForm = (word: string) => word.length >= 6 && /(?:amos|emos|imos|ando|iendo)$/.test(word);

export const VERB_FORMS = new Set([
  ...ACTION_WORDS,
  ...PURPOSE_VERBS_EN.split(/\s+/).filter(Boolean).flatMap(englishForms),
  ...PURPOSE_VERBS_ES.split(/\s+/).filter(Boolean).flatMap(spanishForms),
  ...`llego llegas llega llegamos llegan vengo viene venimos vienen salgo sale salimos salen hago hace hacemos hacen pongo veo vemos`.split(' '),
]);

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
