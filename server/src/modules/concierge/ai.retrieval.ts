import type { AiLocale } from '@common/contracts/ai';
import { conceptsOf, phrasesWithGap } from './ai.glossary';
import type { GroupQuery, PassageHit, PassageRepository } from './ai.passages.repository';
import {
  contentTokens,
  diminutiveBases,
  readGuestTokens,
  normalize,
  QUALIFIERS,
  questionFocus,
  STOPWORDS,
  tokenize,
  withoutPurpose,
} from './ai.text';
import { isSpanishVerbForm, VERB_FORMS } from './ai.verbs';
import {
  buildGroups,
  groupIn,
  isAction,
  isModifier,
  isQualifier,
  MODIFIER_FACTOR,
  type QueryGroup,
} from './ai.query-groups';
import {
  acceptableTypo,
  editDistance,
  FILLER_TYPO_MIN_LENGTH,
  isFillerTypo,
  qualifierTypo,
  TYPO_MIN_LENGTH,
} from './ai.typos';
import { IndexMemory } from './ai.index-memory';

/**
 * Retrieval over one property's passages (docs/decisions/005-ai-retrieval.md):
 *  1. the question becomes groups of alternatives: a glossary concept (all its words in both
 *     languages) or a plain word; unknown words are corrected against the property's vocabulary with
 *     pg_trgm's trigram similarity, computed in memory (ai.index-memory.ts; plus an edit-distance check);
 *  2. one SQL query finds the passages matching any group with full-text search in english and
 *     spanish (accents folded) and flags which groups each passage matches, in its text or title;
 *  3. passages are scored BM25-style by the inverse document frequency of the groups they match, with
 *     a title bonus; `coverage` (share of the question's weight a passage matches) decides whether
 *     the guide answers the question at all.
 */

export interface ScoredPassage extends PassageHit {
  score: number;
  coverage: number;
  /** Weight of the groups found in the text a guest sees (title and body, not the keywords). */
  visible: number;
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
    const words = hit.words ?? (hit.body === null ? [] : normalize(`${hit.title ?? ''} ${hit.body}`).split(' '));
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

/** The property as retrieval needs it: which guide, and which index run its passages are from. */
export interface IndexedProperty {
  id: number;
  lastIndexDate: Date | null;
}

/**
 * Runs retrieval for one property. Caches the tsquery text of terms (the glossary repeats them) and
 * each guide's vocabulary, passage texts and searches per index run (ai.index-memory.ts).
 */
export class Retriever {
  private readonly termCache = new Map<string, GroupQuery>();
  private readonly memory: IndexMemory;

  constructor(private readonly repo: PassageRepository) {
    this.memory = new IndexMemory(repo);
  }

  /** `exclude`: passages no longer true to the guide (edited since the last index run); never cited. */
  async retrieve(
    property: IndexedProperty,
    question: string,
    preferred: AiLocale,
    includeSensitive: boolean,
    exclude?: ReadonlySet<number>,
  ): Promise<Retrieval> {
    const propertyId = property.id;
    const indexVersion = property.lastIndexDate?.getTime() ?? 0;
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
      const vocab = await this.memory.matches(propertyId, indexVersion, [
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
    const found = await this.memory.search(
      propertyId,
      indexVersion,
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
