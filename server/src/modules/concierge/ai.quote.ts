import { groupIn, type QueryGroup } from './ai.query-groups';
import { normalize, splitSentences } from './ai.text';
import { type ExpectedFact, holdsFact, impliedByFact, wantsFact } from './ai.expected-fact';

/** Longest extractive answer, in characters (whole sentences). */
const MAX_ANSWER_CHARS = 420;

export const sentenceWords = (sentence: string) => normalize(sentence).split(' ').filter(Boolean);

/** A sentence right after the best one that matches nothing of the question carries its detail ("The code is 1974."). */
const CONTINUATION_MAX_CHARS = 80;

/** Longest block quoted whole: a paragraph or a list that forms one instruction (decision 041). */
const MAX_BLOCK_CHARS = 600;

/**
 * The block the sentence belongs to, as sentence indices: its paragraph (a line of the passage) when
 * the paragraph holds several sentences ("The door is the blue one. The key box is on its right.
 * Its code is 4821."), or the list a lead-in line opens ("Before you leave, please:") with its items,
 * the one-sentence lines after it. Null for a one-sentence line that opens nothing (a list item, a
 * one-line paragraph): the neighbours decide then.
 */
function blockOf(body: string, sentences: string[], sentence: number): number[] | null {
  // splitSentences reads line by line, so each line's sentences are consecutive.
  const sizes = body.split('\n').map((line) => splitSentences(line).length);
  let start = 0;
  let line = 0;
  while (line < sizes.length && sentence >= start + sizes[line]!) start += sizes[line++]!;
  if (line >= sizes.length) return null;
  const own = Array.from({ length: sizes[line]! }, (_, i) => start + i);
  if (/:$/.test(sentences[own[own.length - 1]!]!)) {
    const items: number[] = [];
    let next = own[own.length - 1]! + 1;
    for (let l = line + 1; l < sizes.length && sizes[l] === 1 && !/:$/.test(sentences[next]!); l++) items.push(next++);
    if (items.length) return [...own, ...items];
  }
  return own.length > 1 ? own : null;
}

/**
 * The best matching sentences of a passage, cleaned up: the highest scoring sentence (by the weight
 * of the groups it contains) with the rest of its block - the paragraph or list it is part of, up
 * to MAX_BLOCK_CHARS - or, for a sentence standing alone on its line, with its neighbour when it is
 * short or also relevant, within MAX_ANSWER_CHARS. A short passage is quoted whole.
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
    if (holding === undefined) return clip(withList([best, best + 1], sentences, body));
  }
  if (sentences.length <= 2 && whole.length <= MAX_ANSWER_CHARS) return whole;
  // The whole instruction the best sentence belongs to, and only it (issue 28): not its first
  // sentence, not the paragraphs around it. A passage found by its title alone ("how do I get in?"
  // of "Arrival": no sentence names it) opens with its first block.
  const block = blockOf(body, sentences, scores[best] === 0 ? 0 : best);
  if (block && block.reduce((n, i) => n + sentences[i]!.length + 1, 0) <= MAX_BLOCK_CHARS)
    return block.map((i) => sentences[i]!).join(' ');
  if (scores[best] === 0)
    return clip(
      withList(
        [0, 1].filter((i) => i < sentences.length),
        sentences,
        body,
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
  return clip(withList(picked, sentences, body));
}

/**
 * The sentences to quote, never ending on one that opens a list ("Before you leave, please:"): the
 * list's items follow as far as they fit, or the opening sentence goes when none fits. Items on
 * lines of their own end with the list (blockOf); otherwise the sentences after the lead-in follow.
 */
function withList(picked: number[], sentences: string[], body: string): string[] {
  const out = [...picked];
  const length = () => out.reduce((n, i) => n + sentences[i]!.length + 1, 0);
  // A lead-in whose items are lines of their own: the items, and not the paragraphs after the list.
  const lead = out[out.length - 1];
  const items =
    lead !== undefined && /:$/.test(sentences[lead]!)
      ? (blockOf(body, sentences, lead) ?? []).filter((i) => i > lead && !out.includes(i))
      : [];
  if (items.length) {
    for (const i of items) {
      if (length() + sentences[i]!.length > MAX_ANSWER_CHARS) break;
      out.push(i);
    }
    if (out[out.length - 1] === lead && out.length > 1) out.pop();
    return out.map((i) => sentences[i]!);
  }
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
