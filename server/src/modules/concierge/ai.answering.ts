import {
  type AiLocale,
  type AnswerContact,
  type AskAnswer,
  type AskCitation,
  type AskStreamEvent,
} from '@common/contracts/ai';
import type { PropertyRow } from '../../db/schema';
import { decide, MIN_COVERAGE } from './ai.answer';
import { citationOf, hostContactReply, touchesTopic } from './ai.replies';
import { type Embedder } from './ai.embedder';
import { factAsked, factOf } from './ai.facts';
import type { GuideSource } from './ai.passage-source';
import { buildPassages, passageKey } from './ai.passages';
import {
  buildMessages,
  type PromptTemplateSource,
  citedNumbers,
  isNoAnswer,
  leaksInstructions,
  NO_ANSWER,
  redactCode,
  STREAM_HOLDBACK,
  stripCitations,
} from './ai.prompt';
import { type AiProvider, cosine, ProviderError } from './ai.provider';
import { type Retrieval, Retriever } from './ai.retrieval';
import { questionFocus } from './ai.text';
import { settingsOf, contactOf, type ConciergeRepositories, type Logger, type Settings } from './ai.context';

/** Provider mode: lower bar for handing passages to the model (it may still say it does not know). */
const AI_MIN_COVERAGE = 0.3;
const AI_MIN_COSINE = 0.35;
const AI_MAX_PASSAGES = 6;

export interface AskContext {
  property: PropertyRow;
  includeSensitive: boolean;
  locale: AiLocale;
  question: string;
  /** Receives streaming events; absent for a plain answer. */
  emit?: (event: AskStreamEvent) => void;
  signal?: AbortSignal;
}

/**
 * Answering one question from one property: a topic the host avoids, a plain fact (ai.facts.ts),
 * else retrieval (ai.retrieval.ts) and then either the extractive decision (ai.answer.ts) or, with
 * a provider, the model writing from the retrieved passages.
 */
export class Answerer {
  readonly retriever: Retriever;
  private readonly embeddingCache = new Map<
    number,
    { version: number; vectors: { id: number; embedding: number[] }[] }
  >();
  private readonly outdatedCache = new Map<number, { version: string; ids: ReadonlySet<number> }>();

  constructor(
    private readonly repos: ConciergeRepositories,
    private readonly provider: AiProvider | null,
    private readonly embedder: Embedder,
    private readonly log: Logger,
    /** What the indexer would read of the property now (to spot passages a save made outdated). */
    private readonly sourceOf: (row: PropertyRow) => Promise<GuideSource>,
    /** Base instructions per rental type (the prompt templates an Admin edits); none when absent. */
    private readonly promptTemplates?: PromptTemplateSource,
  ) {
    this.retriever = new Retriever(repos.passages);
  }

  private get mode(): 'extractive' | 'ai' {
    return this.provider ? 'ai' : 'extractive';
  }

  /**
   * Answers a question from one property's passages. Extractive by default; with a provider, the
   * model writes the answer from the retrieved passages (falling back to extractive if it fails).
   */
  async answer(ctx: AskContext): Promise<AskAnswer> {
    const settings = await settingsOf(this.repos.knowledge, ctx.property);
    const contact = contactOf(ctx.property, settings);
    const finish = (answer: AskAnswer) => {
      ctx.emit?.({ type: 'done', result: answer });
      return answer;
    };
    if (touchesTopic(ctx.question, settings.topicsToAvoid))
      return finish(hostContactReply(ctx.locale, contact, 'avoid', this.mode));
    const fact = this.factAnswer(ctx, contact);
    if (fact) {
      if (fact.answered) ctx.emit?.({ type: 'delta', text: fact.answer });
      return finish(fact);
    }
    const outdated = await this.outdatedPassages(ctx.property, settings.modifyDate);
    const retrieval = await this.retriever.retrieve(
      ctx.property,
      ctx.question,
      ctx.locale,
      ctx.includeSensitive,
      outdated,
    );
    if (this.provider) {
      try {
        const answer = await this.answerWithModel(ctx, retrieval, settings, contact, outdated);
        return finish(answer);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        this.log.warn({ err: error }, 'AI provider failed; answering extractively');
        ctx.emit?.({ type: 'reset' });
      }
    }
    const extractive = this.extractive(ctx, retrieval, contact);
    if (extractive.answered) ctx.emit?.({ type: 'delta', text: extractive.answer });
    return finish(extractive);
  }

  /** A plain fact question (Wi-Fi, door code, check-in/out time) answered with its current value, gated like the page. */
  private factAnswer(ctx: AskContext, contact: AnswerContact | null): AskAnswer | null {
    const kind = factAsked(ctx.question, ctx.locale);
    const fact = kind ? factOf(kind, ctx.property.guide, ctx.locale) : null;
    if (!fact) return null;
    if (fact.sensitive && !ctx.includeSensitive) return hostContactReply(ctx.locale, contact, 'needsCode', this.mode);
    return {
      answer: ctx.includeSensitive ? fact.text : redactCode(fact.text, ctx.property.accessCode),
      answered: true,
      citations: [fact.citation],
      mode: 'extractive',
      needsCode: false,
      contact: null,
      ...(fact.locale !== ctx.locale ? { quotedLocale: fact.locale } : {}),
    };
  }

  /**
   * Passages that no longer say what the guide says (edited or removed since the last run), while
   * the re-index the save queued has not landed: rebuilt from the current guide and compared, only
   * when the guide or its Q&A changed after the last run. Never cited (docs/decisions/008).
   */
  private async outdatedPassages(property: PropertyRow, knowledgeDate: Date | null): Promise<ReadonlySet<number>> {
    // Cached per (guide version, knowledge version, index version): any save or run makes a new key,
    // so a save during a run (the run read the guide before it) is still caught. The knowledge
    // version is the settings row's date, which every Q&A change moves on (touchSettings).
    const knowledge = knowledgeDate?.getTime() ?? 0;
    const version = `${property.modifyDate.getTime()}:${knowledge}:${property.lastIndexDate?.getTime() ?? 0}`;
    const cached = this.outdatedCache.get(property.id);
    if (cached?.version === version) return cached.ids;
    const [source, stored] = await Promise.all([
      this.sourceOf(property),
      this.repos.passages.passageContents(property.id),
    ]);
    const current = new Set(buildPassages(source, ['en', 'es']).map(passageKey));
    const ids = new Set(stored.filter((p) => !current.has(passageKey(p))).map((p) => p.id));
    if (this.outdatedCache.size > 500) this.outdatedCache.clear();
    this.outdatedCache.set(property.id, { version, ids });
    return ids;
  }

  private extractive(ctx: AskContext, retrieval: Retrieval, contact: AnswerContact | null): AskAnswer {
    const decision = decide(retrieval, MIN_COVERAGE, questionFocus(ctx.question));
    if (decision.kind === 'none') return hostContactReply(ctx.locale, contact, 'none', 'extractive');
    if (decision.kind === 'needsCode') return hostContactReply(ctx.locale, contact, 'needsCode', 'extractive');
    const [top] = decision.sources;
    const text = decision.quote;
    const quoted = top!.best.locale;
    return {
      answer: ctx.includeSensitive ? text : redactCode(text, ctx.property.accessCode),
      answered: true,
      citations: decision.sources.map(citationOf),
      mode: 'extractive',
      needsCode: false,
      contact: null,
      ...(quoted !== ctx.locale ? { quotedLocale: quoted } : {}),
    };
  }

  /** Passages for the model: the best lexical matches, plus the nearest by embeddings when configured. */
  private async candidates(
    ctx: AskContext,
    retrieval: Retrieval,
    outdated?: ReadonlySet<number>,
  ): Promise<{ id: number; sectionId: string; title: string; body: string }[]> {
    const chosen = new Map<number, { id: number; sectionId: string; title: string; body: string }>();
    for (const source of retrieval.sources) {
      if (chosen.size >= AI_MAX_PASSAGES) break;
      if (source.coverage < AI_MIN_COVERAGE || source.best.body === null) continue;
      chosen.set(source.best.id, {
        id: source.best.id,
        sectionId: source.sectionId,
        title: source.best.title ?? '',
        body: source.best.body,
      });
    }
    if (this.embedder.vectors && chosen.size < AI_MAX_PASSAGES) {
      try {
        const vectors = await this.vectors(ctx.property);
        if (vectors.length) {
          const [query] = await this.embedder.embed([ctx.question], ctx.signal);
          const nearest = vectors
            .map((v) => ({ id: v.id, similarity: cosine(query!, v.embedding) }))
            .filter((v) => v.similarity >= AI_MIN_COSINE && !chosen.has(v.id) && !outdated?.has(v.id))
            .sort((a, b) => b.similarity - a.similarity)
            .slice(0, AI_MAX_PASSAGES - chosen.size);
          const rows = await this.repos.passages.passagesByIds(
            ctx.property.id,
            nearest.map((n) => n.id),
            ctx.includeSensitive,
          );
          for (const n of nearest) {
            const row = rows.find((r) => r.id === n.id);
            if (row && row.body !== null)
              chosen.set(row.id, { id: row.id, sectionId: row.sectionId, title: row.title ?? '', body: row.body });
          }
        }
      } catch (error) {
        this.log.warn({ err: error }, 'question embedding failed; using full-text matches only');
      }
    }
    return [...chosen.values()];
  }

  /** Embeddings of a property's passages, cached per index version (lastIndexDate). */
  private async vectors(property: PropertyRow) {
    const version = property.lastIndexDate?.getTime() ?? 0;
    const cached = this.embeddingCache.get(property.id);
    if (cached && cached.version === version) return cached.vectors;
    const vectors = await this.repos.passages.embeddings(property.id);
    if (this.embeddingCache.size > 200) this.embeddingCache.clear();
    this.embeddingCache.set(property.id, { version, vectors });
    return vectors;
  }

  private async answerWithModel(
    ctx: AskContext,
    retrieval: Retrieval,
    settings: Settings,
    contact: AnswerContact | null,
    outdated?: ReadonlySet<number>,
  ): Promise<AskAnswer> {
    const passages = await this.candidates(ctx, retrieval, outdated);
    if (!passages.length) {
      const locked = decide(retrieval, AI_MIN_COVERAGE).kind === 'needsCode';
      return hostContactReply(ctx.locale, contact, locked ? 'needsCode' : 'none', 'ai');
    }
    const messages = buildMessages({
      locale: ctx.locale,
      question: ctx.question,
      passages: passages.map((p, i) => ({ n: i + 1, title: p.title, body: p.body })),
      tone: settings.tone,
      instructions: settings.instructions,
      topicsToAvoid: settings.topicsToAvoid,
      baseInstructions: (await this.promptTemplates?.(ctx.property.strTypeIds, ctx.locale)) ?? '',
    });
    const system = messages[0]!.content;
    let text: string;
    if (ctx.emit) {
      text = await this.streamModel(messages, system, ctx);
    } else {
      text = await this.provider!.chat(messages, { signal: ctx.signal });
    }
    if (isNoAnswer(text) || leaksInstructions(text, system) || !stripCitations(text).replace(NO_ANSWER, '').trim()) {
      if (ctx.emit) ctx.emit({ type: 'reset' });
      return hostContactReply(ctx.locale, contact, 'none', 'ai');
    }
    const cited = citedNumbers(text)
      .map((n) => passages[n - 1])
      .filter((p): p is (typeof passages)[number] => !!p);
    const citations: AskCitation[] = [];
    for (const p of cited.length ? cited : [passages[0]!]) {
      if (!citations.some((c) => c.sectionId === p.sectionId))
        citations.push({ sectionId: p.sectionId, title: p.title });
    }
    let answer = stripCitations(text);
    if (!ctx.includeSensitive) answer = redactCode(answer, ctx.property.accessCode);
    return { answer, answered: true, citations, mode: 'ai', needsCode: false, contact: null };
  }

  /**
   * Streams the model's answer to the guest. Text is held back by STREAM_HOLDBACK characters and
   * checked before it is sent, so an echo of the instructions is caught before any of it leaves;
   * a reply starting with NO_ANSWER is never shown. Citation markers are removed from the pieces.
   */
  private async streamModel(
    messages: Parameters<AiProvider['chat']>[0],
    system: string,
    ctx: AskContext,
  ): Promise<string> {
    let full = '';
    let sent = 0;
    let blocked = false;
    const flush = (upTo: number) => {
      if (blocked || upTo <= sent) return;
      // Never cut inside a citation marker: stop before an unclosed "[".
      const open = full.lastIndexOf('[', upTo);
      const close = full.lastIndexOf(']', upTo);
      const end = open > close && open >= sent ? open : upTo;
      if (end <= sent) return;
      const piece = full.slice(sent, end).replace(/\s*\[(\d+(?:\s*,\s*\d+)*)\]/g, '');
      sent = end;
      if (piece)
        ctx.emit!({ type: 'delta', text: ctx.includeSensitive ? piece : redactCode(piece, ctx.property.accessCode) });
    };
    for await (const piece of this.provider!.chatStream(messages, { signal: ctx.signal })) {
      full += piece;
      if (
        !blocked &&
        (isNoAnswer(full) || NO_ANSWER.startsWith(full.trim().toUpperCase()) || leaksInstructions(full, system))
      ) {
        // Undecided or declined: keep holding everything back.
        if (isNoAnswer(full) || leaksInstructions(full, system)) blocked = true;
        continue;
      }
      flush(full.length - STREAM_HOLDBACK);
    }
    if (!blocked && !isNoAnswer(full) && !leaksInstructions(full, system)) flush(full.length);
    return full;
  }
}
