import { groupIn, type QueryGroup } from './ai.query-groups';
import { normalize, splitSentences } from './ai.text';
import { type ExpectedFact, holdsFact, impliedByFact, wantsFact } from './ai.expected-fact';

/** Longest extractive answer, in characters (whole sentences). */
const MAX_ANSWER_CHARS = 420;

export const sentenceWords = (sentence: string) => normalize(sentence).split(' ').filter(Boolean);

/** A sentence right after the best one that matches nothing of the question carries its detail ("The code is 1974."). */
const CONTINUATION_MAX_CHARS = 80;

/**
 * The best matching sentences of a passage, cleaned up: the highest scoring sentence (by the weight
 * of the groups it contains), with its neighbour when it is short or also relevant, within
 * MAX_ANSWER_CHARS. A short passage is quoted whole.
 *
 * When the question asks for a time, a price or a day (`fact`), the sentence that matches it best
 * (or, among equally good ones, one of them) must hold that fact, or the short sentence right after
 * it: "how much is street parking per hour?" is not answered by the sentence about the garage's
 * price next to the one about street parking. Returns null then.
 */
export function extract(
  body: string,
  groups: QueryGroup[],
  weights: number[],
  fact?: ExpectedFact,
  title = '',
): string | null {
  const sentences = splitSentences(body);
  // The title is the context of every sentence: a sentence scores what it adds to it (the place's
  // name line adds nothing to "Alcazaba"; "La entrada cuesta 5,50 euros" adds the price words).
  const titleWords = sentenceWords(title);
  const weigh = (words: string[], implied = false) =>
    groups.reduce(
      (sum, g, i) => sum + (groupIn(g, words) || (implied && impliedByFact(g, fact!)) ? weights[i]! : 0),
      0,
    );
  const base = weigh(titleWords);
  // A sentence holding the time asked for says when it opens or closes ("de 9:00 a 21:30" answers
  // "¿a qué hora cierra?"); one holding a price says what it costs.
  const scores = sentences.map(
    (s) => weigh([...titleWords, ...sentenceWords(s)], !!fact && wantsFact(fact) && holdsFact(s, fact)) - base,
  );
  let best = 0;
  scores.forEach((s, i) => {
    if (s > scores[best]!) best = i;
  });
  const whole = sentences.join(' ');
  // A phone number is asked of a contact, an emergency entry or a place: its short passage answers as a whole.
  if (fact?.phone && sentences.length <= 4 && whole.length <= MAX_ANSWER_CHARS && holdsFact(whole, fact)) return whole;
  if (fact && wantsFact(fact)) {
    const top = scores[best]!;
    const candidates = scores.flatMap((s, i) => (s >= top - 1e-9 ? [i] : []));
    const holding = candidates.find((i) => holdsFact(sentences[i]!, fact));
    const continued = candidates.find(
      (i) =>
        scores[i + 1] === 0 && sentences[i + 1]!.length <= CONTINUATION_MAX_CHARS && holdsFact(sentences[i + 1]!, fact),
    );
    if (holding === undefined && continued === undefined) return null;
    best = holding ?? continued!;
    if (holding === undefined) return clip(withList([best, best + 1], sentences));
  }
  if (sentences.length <= 2 && whole.length <= MAX_ANSWER_CHARS) return whole;
  if (scores[best] === 0)
    return clip(
      withList(
        [0, 1].filter((i) => i < sentences.length),
        sentences,
      ),
    );
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
  return clip(withList(picked, sentences));
}

/**
 * The sentences to quote, never ending on one that opens a list ("Before you leave, please:"): the
 * list's items follow as far as they fit, or the opening sentence goes when none fits.
 */
function withList(picked: number[], sentences: string[]): string[] {
  const out = [...picked];
  const length = () => out.reduce((n, i) => n + sentences[i]!.length + 1, 0);
  let last = out[out.length - 1];
  while (last !== undefined && /:$/.test(sentences[last]!)) {
    let next = last + 1;
    let added = false;
    while (next < sentences.length && !out.includes(next) && length() + sentences[next]!.length <= MAX_ANSWER_CHARS) {
      out.push(next);
      added = true;
      if (/:$/.test(sentences[next]!)) break;
      next += 1;
    }
    if (!added) {
      if (out.length > 1) out.pop();
      break;
    }
    last = out[out.length - 1];
    if (!/:$/.test(sentences[last!]!)) break;
  }
  return out.map((i) => sentences[i]!);
}

export function clip(sentences: string[]): string {
  let out = '';
  for (const s of sentences) {
    if (out && out.length + s.length + 1 > MAX_ANSWER_CHARS) break;
    out = out ? `${out} ${s}` : s;
  }
  if (out.length <= MAX_ANSWER_CHARS) return out;
  // One sentence longer than an answer: cut between words, never inside one.
  const cut = out.slice(0, MAX_ANSWER_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_ANSWER_CHARS / 2)).replace(/[\s,;:]+$/, '')}…`;
}
