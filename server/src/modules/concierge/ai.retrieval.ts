import type { AiLocale } from '@common/contracts/ai';
import { conceptsOf, conceptTerms, GLOSSARY_MAX_WORDS, phrasesWithGap } from './ai.glossary';
import { CONCEPT_FILE } from './ai.lexicon';
import type { AiRepository, GroupQuery, PassageHit } from './ai.repository';
import {
  ACTION_WORDS,
  contentTokens,
  diminutiveBases,
  readGuestTokens,
  isSpanishVerbForm,
  looseMatch,
  normalize,
  QUALIFIERS,
  questionFocus,
  soundKey,
  STOPWORDS,
  tokenize,
  VERB_FORMS,
  withoutPurpose,
} from './ai.text';

/**
 * Retrieval over one property's passages (docs/decisions/005-ai-retrieval.md):
 *  1. the question becomes groups of alternatives: a glossary concept (all its words in both
 *     languages) or a plain word; unknown words are corrected against the property's vocabulary with
 *     pg_trgm trigram similarity (plus an edit-distance check);
 *  2. one SQL query finds the passages matching any group with full-text search in english and
 *     spanish (accents folded) and flags which groups each passage matches, in its text or title;
 *  3. passages are scored BM25-style by the inverse document frequency of the groups they match, with
 *     a title bonus; `coverage` (share of the question's weight a passage matches) decides whether
 *     the guide answers the question at all.
 */

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

export interface ScoredPassage extends PassageHit {
  score: number;
  coverage: number;
  /** Weight of the groups found in the text a guest sees (title and body, not the keywords). */
  visible: number;
}

/** Whether the group's words occur among the words (every word of a multi-word term, loosely stemmed). */
export function groupIn(group: QueryGroup, words: string[]): boolean {
  return group.words.some(
    (termWords) => termWords.length > 0 && termWords.every((tw) => words.some((w) => looseMatch(w, tw))),
  );
}

export interface RankedSource {
  sectionId: string;
  score: number;
  coverage: number;
  /** The passage to quote (preferred language first). */
  best: ScoredPassage;
  passages: ScoredPassage[];
}

/** What a word group does in the question: names a thing, qualifies it, is a verb, or a modifier concept ("not working"). */
export type GroupRole = 'thing' | 'qualifier' | 'action' | 'modifier';

export interface Retrieval {
  groups: QueryGroup[];
  weights: number[];
  roles: GroupRole[];
  /** How many passages match each group (0: the guide never names it). */
  df: number[];
  /** Groups only from the statements around the question ("I cut my *hand*. Which hospital?"). */
  context?: boolean[];
  sources: RankedSource[];
  total: number;
}

/** A title match weighs this much more than a match in the text; a keyword match (section kind) a little more. */
const TITLE_BONUS = 0.6;
const KEYWORD_BONUS = 0.3;
/** A match by a glossary synonym (another word, often the other language) weighs this much of the guest's own word. */
const SYNONYM_FACTOR = 0.75;
/**
 * Concepts that qualify a need rather than name it ("not working", "late", "lost"): they weigh
 * less, so "wifi not working" is about the Wi-Fi even when the guide never says "not working".
 */
// ('rules': "allowed", "prohibido" qualify what the guest wants to do; they are not a second topic.)
const MODIFIER_CONCEPTS = new Set(CONCEPT_FILE.roles.modifier);
const MODIFIER_FACTOR = 0.35;
/**
 * Words that qualify the topic ("free", "opening hours", "slow": QUALIFIERS) weigh little, so a
 * passage about the topic answers without repeating them. Any other word no passage contains keeps
 * its full (highest) weight: it is most likely the very thing the guide does not cover ("surfboard",
 * "sauna"), and a question about it is declined rather than answered from a word next to it.
 */
const QUALIFIER_FACTOR = 0.2;
/**
 * A word no passage contains weighs a little less than the rarest word the guide has: it is as
 * often narrative ("my kid cut his finger", "over the city") as the missing topic, and the rules
 * of the answerer (ai.answer.ts) catch the questions about an unnamed thing or an unstated detail.
 */
const UNKNOWN_FACTOR = 0.7;
const ACTION_FACTOR = 0.35;
/** Typo correction: trigram similarity accepted outright, or an edit distance within these limits. */
const TYPO_MIN_SIMILARITY = 0.5;
const TYPO_MIN_LENGTH = 4;

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
const acceptableTypo = (token: string, candidate: string, similarity: number) => {
  if (similarity >= TYPO_MIN_SIMILARITY) return true;
  if (token.length >= 5 && soundKey(token) === soundKey(candidate)) return true;
  if (!sameStart(token, candidate)) return false;
  const distance = editDistance(token, candidate);
  return distance <= (Math.min(token.length, candidate.length) >= 8 ? 2 : 1);
};

/** Filler words long enough to be told apart from a typo of another word. */
const LONG_STOPWORDS = [...STOPWORDS].filter((w) => w.length >= 4);
const FILLER_TYPO_MIN_LENGTH = 3;

/** Whether an unknown word is one typo away from a filler word ("frm" -> "from", "serca" -> "cerca"). */
function isFillerTypo(token: string): boolean {
  return LONG_STOPWORDS.some(
    (w) => sameStart(token, w) && Math.abs(w.length - token.length) <= 1 && editDistance(token, w) <= 1,
  );
}

/** Qualifiers long enough to be told apart from a typo of another word. */
const LONG_QUALIFIERS = [...QUALIFIERS].filter((w) => w.length >= 5);

/** The qualifier an unknown word is one typo away from ("octobre" -> "october"), if any. */
function qualifierTypo(token: string): string | undefined {
  if (token.length < 5) return undefined;
  return LONG_QUALIFIERS.find(
    (w) => sameStart(token, w) && Math.abs(w.length - token.length) <= 1 && editDistance(token, w) <= 1,
  );
}

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
const isQualifier = (group: QueryGroup) =>
  group.concepts.length === 0 && group.label.split(' ').every((w) => QUALIFIERS.has(w) || MEASURE.test(w));
const isAction = (group: QueryGroup) =>
  group.concepts.length === 0 && (ACTION_WORDS.has(group.label) || isSpanishVerbForm(group.label));
const isModifier = (group: QueryGroup) =>
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

/** Weight of a word the guide knows that is only in the message's statements, relative to the question's own words. */
const CONTEXT_FACTOR = 0.5;

/** BM25's inverse document frequency. */
const idf = (total: number, df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));

/** Scores passages and ranks sources (citation targets) for the groups. */
export const roleOf = (group: QueryGroup): GroupRole =>
  isModifier(group) ? 'modifier' : isQualifier(group) ? 'qualifier' : isAction(group) ? 'action' : 'thing';
const ROLE_FACTOR: Record<GroupRole, number> = {
  modifier: MODIFIER_FACTOR,
  qualifier: QUALIFIER_FACTOR,
  action: ACTION_FACTOR,
  thing: 1,
};

export function rank(
  groups: QueryGroup[],
  total: number,
  hits: PassageHit[],
  preferred: AiLocale,
  context: boolean[] = [],
): { weights: number[]; sources: RankedSource[]; roles: GroupRole[]; df: number[] } {
  const df = groups.map((_, g) => hits.filter((h) => h.matched[g]).length);
  const roles = groups.map(roleOf);
  // A number no passage holds is a count ("we have 2 cars"), not a topic ("bus 11" is in the guide).
  groups.forEach((group, g) => {
    if (df[g] === 0 && roles[g] === 'thing' && /^\d+$/.test(group.label)) roles[g] = 'qualifier';
  });
  // A word only in the guest's story around the question ("it's chilly at night") weighs less than the question's own.
  const weights = df.map(
    (d, g) =>
      idf(Math.max(total, 1), d) *
      ROLE_FACTOR[roles[g]!] *
      (d === 0 && roles[g] === 'thing' ? UNKNOWN_FACTOR : 1) *
      (context[g] ? CONTEXT_FACTOR : 1),
  );
  const totalWeight = weights.reduce((a, b) => a + b, 0) || 1;
  const scored: ScoredPassage[] = hits.map((hit) => {
    let matchedWeight = 0;
    let score = 0;
    groups.forEach((_, g) => {
      if (!hit.matched[g]) return;
      matchedWeight += weights[g]!;
      score +=
        weights[g]! *
        (hit.exact[g] ? 1 : SYNONYM_FACTOR) *
        (1 + (hit.inTitle[g] ? TITLE_BONUS : hit.inKeywords[g] ? KEYWORD_BONUS : 0));
    });
    const words = hit.body === null ? [] : normalize(`${hit.title ?? ''} ${hit.body}`).split(' ');
    const visible = groups.reduce(
      (sum, group, g) => sum + (hit.matched[g] && groupIn(group, words) ? weights[g]! : 0),
      0,
    );
    const coverage = matchedWeight / totalWeight;
    // Coordination (as in Lucene's coord): a passage answering more of the question ranks higher,
    // so a strong title match on one word does not beat a passage matching the rarer words too.
    // ts_rank_cd breaks ties between passages matching the same groups (denser text wins).
    return { ...hit, score: score * (0.5 + 0.5 * coverage) + Math.min(hit.rank, 1) * 0.05, coverage, visible };
  });
  const bySection = new Map<string, ScoredPassage[]>();
  for (const passage of scored)
    bySection.set(passage.sectionId, [...(bySection.get(passage.sectionId) ?? []), passage]);
  const sources: RankedSource[] = [];
  for (const [sectionId, passages] of bySection) {
    passages.sort((a, b) => b.score - a.score || a.position - b.position);
    const top = passages[0]!;
    // Quote the guest's language when a passage in it is (nearly) as good, and among those the one
    // whose visible text holds the most of the question (not only its keywords).
    const close = passages.filter((p) => p.score >= top.score * 0.85);
    const pool = close.some((p) => p.locale === preferred) ? close.filter((p) => p.locale === preferred) : close;
    const best = [...pool].sort((a, b) => b.visible - a.visible || b.score - a.score || a.position - b.position)[0]!;
    sources.push({
      sectionId,
      score: top.score,
      coverage: Math.max(...passages.map((p) => p.coverage)),
      best,
      passages,
    });
  }
  sources.sort((a, b) => b.score - a.score || b.coverage - a.coverage || a.best.position - b.best.position);
  return { weights, sources, roles, df };
}

/** tsquery texts of terms; a multi-word term that a configuration reduces to one word is dropped there. */
function groupQuery(terms: string[], cache: Map<string, GroupQuery>): GroupQuery {
  const en: string[] = [];
  const es: string[] = [];
  for (const term of terms) {
    const q = cache.get(termKey(term));
    if (!q) continue;
    const words = normalize(term).split(' ').length;
    const lexemes = (text: string) => (text.match(/'(?:[^']|'')+'/g) ?? []).length;
    if (q.en && !(words > 1 && lexemes(q.en) < 2)) en.push(q.en);
    if (q.es && !(words > 1 && lexemes(q.es) < 2)) es.push(q.es);
  }
  const join = (parts: string[]) => [...new Set(parts)].map((p) => `(${p})`).join(' | ');
  return { en: join(en), es: join(es) };
}

/** The form a term is sent to the database in: accents folded, lower case, hyphens kept. */
const termKey = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Runs retrieval for one property. Caches the tsquery text of terms (the glossary repeats them). */
export class Retriever {
  private readonly termCache = new Map<string, GroupQuery>();

  constructor(private readonly repo: AiRepository) {}

  /** `exclude`: passages no longer true to the guide (edited since the last index run); never cited. */
  async retrieve(
    propertyId: number,
    question: string,
    preferred: AiLocale,
    includeSensitive: boolean,
    exclude?: ReadonlySet<number>,
  ): Promise<Retrieval> {
    // What the guest needs the answer for ("need it for the taxi driver") is not searched for.
    question = withoutPurpose(question);
    const tokens = readGuestTokens(tokenize(question), preferred).slice(0, 40);
    // Words only in the message's statements ("My friend has a fever since this afternoon.") count
    // when the guide knows them; the others are the guest's story, not the question.
    const focus = questionFocus(question);
    const asked = focus === question ? null : new Set(readGuestTokens(tokenize(focus), preferred));
    // (A concept the question itself names is not context, whichever of its words came first: "my phone
    // was *stolen*. Who do we call to *report it*?")
    const contextOnly = (group: QueryGroup) =>
      asked !== null &&
      !group.label.split(' ').some((w) => asked.has(w)) &&
      !group.words.some((ws) => ws.length > 0 && ws.every((w) => asked.has(w)));
    // A word the retrieval knows (a glossary term, a common verb, a qualifier) is not a typo: "pick" is
    // not "pico", "chance" is not "chancho".
    const candidates = [
      ...new Set(
        contentTokens(tokens).filter(
          (t) =>
            t.length >= FILLER_TYPO_MIN_LENGTH &&
            !/^\d+$/.test(t) &&
            !conceptsOf(t).length &&
            !VERB_FORMS.has(t) &&
            !QUALIFIERS.has(t) &&
            !isSpanishVerbForm(t),
        ),
      ),
    ];
    const corrections = new Map<string, string[]>();
    const knownWords = new Set<string>();
    if (candidates.length) {
      const bases = new Map(candidates.map((t) => [t, diminutiveBases(t)]));
      const vocab = await this.repo.vocabularyMatches(propertyId, [
        ...new Set([...candidates, ...[...bases.values()].flat()]),
      ]);
      for (const [token, { known, similar }] of vocab) {
        if (!bases.has(token)) continue;
        if (known) knownWords.add(token);
        // A diminutive of a word of the guide or of the glossary ("cajita" -> "caja") is that word.
        const base = known ? undefined : bases.get(token)!.find((b) => vocab.get(b)?.known || conceptsOf(b).length);
        if (base) {
          corrections.set(token, [base]);
          continue;
        }
        if (known || token.length < TYPO_MIN_LENGTH) continue;
        // A correction to a filler word ("horse" -> "house") would only add noise.
        const accepted = similar.filter((s) => !STOPWORDS.has(s.term) && acceptableTypo(token, s.term, s.similarity));
        if (!accepted.length) continue;
        const bestSimilarity = accepted[0]!.similarity;
        corrections.set(
          token,
          accepted
            .filter((s) => s.similarity >= bestSimilarity - 0.1)
            .slice(0, 2)
            .map((s) => s.term),
        );
      }
    }
    // A misspelt word of a glossary phrase whose other words are right ("frist aid kit") is that word:
    // the phrase decides, whatever the guide's vocabulary holds.
    tokens.forEach((token, i) => {
      if (token.length < 4 || corrections.has(token) || knownWords.has(token) || conceptsOf(token).length) return;
      const meant = phrasesWithGap(tokens, i).find((word) => word !== token && editDistance(token, word) <= 1);
      if (meant) corrections.set(token, [meant]);
    });
    // A misspelt filler word ("frm", "serca", "wher") is filler too: it must not become the topic;
    // a misspelt qualifier ("octobre", "tonigth") is that qualifier.
    const unknown = candidates.filter((t) => !knownWords.has(t) && !corrections.has(t));
    const filler = new Set(unknown.filter(isFillerTypo));
    const completesPhrase = (t: string) =>
      tokens.some((token, i) => token === t && phrasesWithGap(tokens, i).includes(t));
    const qualifierOf = new Map(
      unknown
        .filter((t) => !filler.has(t) && !completesPhrase(t))
        .flatMap((t) => {
          const q = qualifierTypo(t);
          return q ? [[t, q] as const] : [];
        }),
    );
    const groups = buildGroups(
      tokens.filter((t) => !filler.has(t)).map((t) => qualifierOf.get(t) ?? t),
      corrections,
    ).slice(0, 12);
    if (!groups.length) return { groups, weights: [], roles: [], df: [], sources: [], total: 0 };

    const missing = [...new Set(groups.flatMap((g) => g.terms).map(termKey))].filter(
      (t) => t && !this.termCache.has(t),
    );
    if (missing.length) {
      const fetched = await this.repo.termQueries(missing);
      for (const [term, q] of fetched) this.termCache.set(term, q);
      if (this.termCache.size > 20_000) this.termCache.clear();
    }
    // Groups the database reduces to nothing (its own stopwords) carry no topic: drop them.
    const keyed = groups
      .map((g) => ({
        group: g,
        query: {
          all: groupQuery(g.terms.map(termKey), this.termCache),
          exact: groupQuery(g.exactTerms.map(termKey), this.termCache),
        },
      }))
      .filter((k) => k.query.all.en || k.query.all.es);
    if (!keyed.length) return { groups: [], weights: [], roles: [], df: [], sources: [], total: 0 };
    const found = await this.repo.search(
      propertyId,
      keyed.map((k) => k.query),
      includeSensitive,
    );
    const { total } = found;
    let hits = exclude?.size ? found.hits.filter((h) => !exclude.has(h.id)) : found.hits;
    let kept = keyed.map((k) => k.group);
    const keep = kept.map((group, g) => !(contextOnly(group) && !hits.some((h) => h.matched[g])));
    if (keep.includes(false)) {
      const pick = <T>(values: T[]) => values.filter((_, g) => keep[g]);
      kept = pick(kept);
      hits = hits
        .map((h) => ({
          ...h,
          matched: pick(h.matched),
          inTitle: pick(h.inTitle),
          inKeywords: pick(h.inKeywords),
          exact: pick(h.exact),
        }))
        .filter((h) => h.matched.some(Boolean));
      if (!kept.length) return { groups: [], weights: [], roles: [], df: [], sources: [], total };
    }
    const { weights, sources, roles, df } = rank(kept, total, hits, preferred, kept.map(contextOnly));
    return { groups: kept, weights, roles, df, sources, total, context: kept.map(contextOnly) };
  }
}
