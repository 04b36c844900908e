import type { AiLocale, AnswerContact, AskAnswer, AskCitation } from '@common/contracts/ai';
import { ct } from './ai.i18n';
import { groupIn, type QueryGroup, type RankedSource, type Retrieval } from './ai.retrieval';
import { looseMatch, normalize, splitSentences } from './ai.text';

/**
 * Decision thresholds of the extractive answerer, tuned on `npm run bench:ai` (see
 * docs/benchmarks.md): a source must cover this share of the question's weight (inverse document
 * frequency of its word groups) to be used as an answer.
 */
export const MIN_COVERAGE = 0.5;
/** A second citation is added when its source is nearly as good as the first. */
const SECOND_CITATION_RATIO = 0.95;
/** Longest extractive answer, in characters (whole sentences). */
const MAX_ANSWER_CHARS = 420;

export type Decision =
  | { kind: 'answer'; sources: RankedSource[] }
  | { kind: 'needsCode' }
  | { kind: 'none' };

/** Whether the guide answers the question, and from which sources. */
export function decide(retrieval: Retrieval, minCoverage = MIN_COVERAGE, fact?: ExpectedFact): Decision {
  const [top, second] = retrieval.sources;
  if (!top || top.coverage < minCoverage) return { kind: 'none' };
  if (top.best.body === null) return { kind: 'needsCode' };
  if (fact && !holdsFact(top.best.body, fact)) return { kind: 'none' };
  const sources = [top];
  // A second source only when it is as complete an answer and (nearly) as strong: otherwise it is noise.
  if (second && second.best.body !== null && second.coverage >= top.coverage && second.score >= top.score * SECOND_CITATION_RATIO) sources.push(second);
  return { kind: 'answer', sources };
}

/**
 * The kind of fact a question asks for, when it asks for one the text must visibly hold: a clock
 * time or day ("what time", "when", "a qué hora", "opening hours"), a price ("how much does it cost", "cuánto
 * cuesta") or a day of the week ("is it open on Mondays?"). A passage about the right topic that
 * holds no such fact does not answer the question ("when does the last tram run?" is not answered
 * by "tram 28 stops at the corner").
 */
export interface ExpectedFact {
  time: boolean;
  price: boolean;
  days: string[];
}

const DAYS: string[][] = [
  ['monday', 'mondays', 'lunes'],
  ['tuesday', 'tuesdays', 'martes'],
  ['wednesday', 'wednesdays', 'miercoles'],
  ['thursday', 'thursdays', 'jueves'],
  ['friday', 'fridays', 'viernes'],
  ['saturday', 'saturdays', 'sabado', 'sabados'],
  ['sunday', 'sundays', 'domingo', 'domingos'],
];
const TIME_QUESTION = /\b(time|times|hora|horas|horario|horarios|hours|when|cuando)\b/;
const PRICE_QUESTION = /\b(how much|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|cuanto es|price|prices|precio|precios|cost|costs|coste|tarifa|fee)\b/;
const TIME_FACT = /\b\d{1,2}(?::\d{2}|\.\d{2}|\s?(?:am|pm|h)\b)|\b(?:midnight|noon|medianoche|mediodia|24 ?h|24 hours|24 horas|all day|todo el dia|around the clock)\b/;
const PRICE_FACT = /\d|€|\$|£|\b(?:euro|euros|eur|free|gratis|gratuito|gratuita|included|incluido|incluida|no charge|sin coste|sin cargo)\b/;
const EVERY_DAY = /\b(?:every day|daily|all week|7 days|todos los dias|a diario|toda la semana|cada dia|weekdays|weekends|fines de semana|de lunes a)\b/;

export function expectedFact(question: string): ExpectedFact {
  const text = normalize(question);
  const words = text.split(' ');
  return {
    time: TIME_QUESTION.test(text),
    price: PRICE_QUESTION.test(text),
    days: DAYS.filter((names) => names.some((n) => words.includes(n))).flat(),
  };
}

/** Whether a passage holds the kind of fact the question asks for. */
export function holdsFact(body: string, fact: ExpectedFact): boolean {
  if (!fact.time && !fact.price && !fact.days.length) return true;
  const text = normalize(body.replace(/(\d)[.:](\d)/g, '$1:$2')).replace(/(\d) (\d\d)\b/g, '$1:$2');
  const words = new Set(text.split(' '));
  const names = (days: string[]) => EVERY_DAY.test(text) || days.some((d) => words.has(d));
  if (fact.time && !TIME_FACT.test(text) && !names(DAYS.flat())) return false;
  if (fact.price && !PRICE_FACT.test(text)) return false;
  if (fact.days.length && !names(fact.days)) return false;
  return true;
}

const sentenceWords = (sentence: string) => normalize(sentence).split(' ').filter(Boolean);


/**
 * The best matching sentences of a passage, cleaned up: the highest scoring sentence (by the weight
 * of the groups it contains), with its neighbour when it is short or also relevant, within
 * MAX_ANSWER_CHARS. A short passage is quoted whole.
 */
export function extract(body: string, groups: QueryGroup[], weights: number[]): string {
  const sentences = splitSentences(body);
  const whole = sentences.join(' ');
  if (sentences.length <= 2 && whole.length <= MAX_ANSWER_CHARS) return whole;
  const scores = sentences.map((s) => {
    const words = sentenceWords(s);
    return groups.reduce((sum, g, i) => sum + (groupIn(g, words) ? weights[i]! : 0), 0);
  });
  let best = 0;
  scores.forEach((s, i) => {
    if (s > scores[best]!) best = i;
  });
  if (scores[best] === 0) return clip(sentences.slice(0, 2));
  const picked = [best];
  const add = (i: number) => {
    if (i < 0 || i >= sentences.length || picked.includes(i)) return;
    const length = picked.reduce((n, j) => n + sentences[j]!.length + 1, 0);
    if (length + sentences[i]!.length <= MAX_ANSWER_CHARS) picked.push(i);
  };
  // The next sentence often carries the detail ("The code is 4821."), the previous the context.
  if (scores[best + 1]! > 0 || sentences[best]!.length < 80) add(best + 1);
  if (scores[best - 1]! >= scores[best]! * 0.5 && scores[best - 1]! > 0) add(best - 1);
  picked.sort((a, b) => a - b);
  return clip(picked.map((i) => sentences[i]!));
}

function clip(sentences: string[]): string {
  let out = '';
  for (const s of sentences) {
    if (out && out.length + s.length + 1 > MAX_ANSWER_CHARS) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.length > MAX_ANSWER_CHARS ? `${out.slice(0, MAX_ANSWER_CHARS - 1).trimEnd()}…` : out;
}

export const citationOf = (source: RankedSource): AskCitation => ({ sectionId: source.sectionId, title: source.best.title ?? '' });

/** The reply when the guide has no answer: say so, and how to reach the host. */
export function hostContactReply(locale: AiLocale, contact: AnswerContact | null, reason: 'none' | 'needsCode' | 'avoid', mode: 'extractive' | 'ai'): AskAnswer {
  const lead = ct(locale, reason === 'needsCode' ? 'reply.needsCode' : reason === 'avoid' ? 'reply.avoid' : 'reply.noAnswer');
  const parts = [lead];
  if (reason !== 'needsCode') {
    if (contact && (contact.phone || contact.email)) {
      parts.push(ct(locale, contact.name ? 'reply.contactNamed' : 'reply.contact', { name: contact.name ?? '' }));
      const ways = [contact.phone, contact.email].filter(Boolean).join(' · ');
      parts.push(ways);
    } else {
      parts.push(ct(locale, 'reply.contactUnknown'));
    }
  }
  return { answer: parts.join(' ').trim(), answered: false, citations: [], mode, needsCode: reason === 'needsCode', contact: reason === 'needsCode' ? null : contact };
}

/** Whether the question touches a topic the host wants to avoid (all words of the topic, loosely). */
export function touchesTopic(question: string, topics: string[]): boolean {
  const words = sentenceWords(question);
  return topics.some((topic) => {
    const topicWords = normalize(topic).split(' ').filter((w) => w.length > 2);
    return topicWords.length > 0 && topicWords.every((tw) => words.some((w) => looseMatch(w, tw)));
  });
}
