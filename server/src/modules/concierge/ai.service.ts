import type {
  AiIndexScope,
  AiIndexStatus,
  AiLocale,
  AiSettings,
  AiSettingsValues,
  AskAnswer,
  ConciergeInfo,
  GuestQuestionPage,
  QaPair,
  QaPairValues,
  QuestionSection,
  QuestionToQaValues,
  QuestionToSectionValues,
} from '@common/contracts/ai';
import type { AccessPolicy } from '../access';
import type { AccessCodeGuard, GuideRepository } from '../guide';
import type { RateLimiter } from '../rate-limit';
import type { StayAccess } from '../stays';
import { Answerer, type AskContext } from './ai.answering';
import { Asking } from './ai.asking';
import { type ConciergeRepositories, type Logger, visibleThrough } from './ai.context';
import { type Embedder, embedderFor } from './ai.embedder';
import { QuestionFeedback } from './ai.feedback';
import { Indexer } from './ai.indexing';
import type { IndexQueue } from './ai.jobs';
import { HostKnowledge } from './ai.knowledge';
import type { DeviceSource } from './ai.passage-source';
import type { PromptTemplateSource } from './ai.prompt';
import type { AiProvider } from './ai.provider';
import type { Retriever } from './ai.retrieval';

/**
 * The concierge as the routes, the index queue and the plugin see it: one object that hands each
 * call to its part - Indexer (ai.indexing.ts), Answerer (ai.answering.ts), Asking (ai.asking.ts),
 * HostKnowledge (ai.knowledge.ts), QuestionFeedback (ai.feedback.ts). No rules live here.
 */
export class AiService {
  readonly retriever: Retriever;
  /** Passage and question vectors: the provider's embeddings model when configured, else none (lexical). */
  readonly embedder: Embedder;
  private readonly indexer: Indexer;
  private readonly answerer: Answerer;
  private readonly asking: Asking;
  private readonly knowledge: HostKnowledge;
  private readonly feedback: QuestionFeedback;

  constructor(
    repos: ConciergeRepositories,
    private readonly provider: AiProvider | null,
    limits: { guest: RateLimiter; codes: AccessCodeGuard; console: RateLimiter },
    log: Logger,
    options: {
      reindexDebounceMs?: number;
      embedder?: Embedder;
      stayAccess?: Pick<StayAccess, 'find'>;
      devices?: (propertyId: number) => Promise<DeviceSource[]>;
      stamps?: Pick<GuideRepository, 'stampBySlug'>;
      /** The access policy: the host-side concierge (knowledge, settings, questions) is guide editing. */
      access?: Pick<AccessPolicy, 'require'>;
      /** Base instructions per rental type (the prompt templates an Admin edits); none when absent. */
      promptTemplates?: PromptTemplateSource;
    } = {},
  ) {
    this.embedder = options.embedder ?? embedderFor(provider);
    const visible = visibleThrough(repos, options.access);
    // Saves made through the concierge's own routes re-index through scheduleReindex, like guide.changed.
    const reindex = (propertyId: number) => this.scheduleReindex(propertyId);
    this.indexer = new Indexer(repos, this.embedder, log, visible, this.mode, options);
    this.answerer = new Answerer(
      repos,
      provider,
      this.embedder,
      log,
      (row) => this.indexer.sourceOf(row),
      options.promptTemplates,
    );
    this.retriever = this.answerer.retriever;
    this.asking = new Asking(repos, this.answerer, limits, log, visible, this.mode, options);
    this.knowledge = new HostKnowledge(repos, visible, reindex);
    this.feedback = new QuestionFeedback(repos, visible, reindex);
  }

  get mode(): 'extractive' | 'ai' {
    return this.provider ? 'ai' : 'extractive';
  }

  // ---- indexing ---------------------------------------------------------------------------------

  attachQueue(queue: IndexQueue): void {
    this.indexer.attachQueue(queue);
  }

  listStatuses(userId: string): Promise<AiIndexStatus[]> {
    return this.indexer.listStatuses(userId);
  }

  status(userId: string, propertyId: number): Promise<AiIndexStatus> {
    return this.indexer.status(userId, propertyId);
  }

  requestIndex(userId: string, propertyId: number, scope: AiIndexScope): Promise<AiIndexStatus> {
    return this.indexer.requestIndex(userId, propertyId, scope);
  }

  scheduleReindex(propertyId: number): void {
    this.indexer.scheduleReindex(propertyId);
  }

  flushReindex(): Promise<void> {
    return this.indexer.flushReindex();
  }

  cancelReindex(): void {
    this.indexer.cancelReindex();
  }

  runIndex(runId: string, jobId: string): Promise<void> {
    return this.indexer.runIndex(runId, jobId);
  }

  recover(): Promise<void> {
    return this.indexer.recover();
  }

  drain(): Promise<void> {
    return this.indexer.drain();
  }

  // ---- the host's knowledge and the feedback loop -----------------------------------------------

  getSettings(userId: string, propertyId: number): Promise<AiSettings> {
    return this.knowledge.getSettings(userId, propertyId);
  }

  saveSettings(userId: string, propertyId: number, input: AiSettingsValues): Promise<AiSettings> {
    return this.knowledge.saveSettings(userId, propertyId, input);
  }

  listQaPairs(userId: string, propertyId: number): Promise<QaPair[]> {
    return this.knowledge.listQaPairs(userId, propertyId);
  }

  createQaPair(userId: string, propertyId: number, input: QaPairValues): Promise<QaPair> {
    return this.knowledge.createQaPair(userId, propertyId, input);
  }

  updateQaPair(userId: string, propertyId: number, qaId: string, input: QaPairValues): Promise<QaPair> {
    return this.knowledge.updateQaPair(userId, propertyId, qaId, input);
  }

  deleteQaPair(userId: string, propertyId: number, qaId: string): Promise<{ qaId: string }> {
    return this.knowledge.deleteQaPair(userId, propertyId, qaId);
  }

  questions(
    userId: string,
    propertyId: number,
    filter: 'all' | 'answered' | 'unanswered',
    page: number,
  ): Promise<GuestQuestionPage> {
    return this.feedback.questions(userId, propertyId, filter, page);
  }

  questionToQaPair(userId: string, propertyId: number, questionId: string, input: QuestionToQaValues): Promise<QaPair> {
    return this.feedback.questionToQaPair(userId, propertyId, questionId, input);
  }

  questionToSection(
    userId: string,
    propertyId: number,
    questionId: string,
    input: QuestionToSectionValues,
  ): Promise<QuestionSection> {
    return this.feedback.questionToSection(userId, propertyId, questionId, input);
  }

  // ---- asking -----------------------------------------------------------------------------------

  hostAsk(
    userId: string,
    propertyId: number,
    body: { question: string; locale: AiLocale; withAccessCode: boolean },
    emit?: AskContext['emit'],
  ): Promise<AskAnswer> {
    return this.asking.hostAsk(userId, propertyId, body, emit);
  }

  guestAsk(
    slug: string,
    body: { question: string; locale: AiLocale; accessCode?: string; stayToken?: string },
    clientIp: string,
    emit?: AskContext['emit'],
    signal?: AbortSignal,
  ): Promise<AskAnswer> {
    return this.asking.guestAsk(slug, body, clientIp, emit, signal);
  }

  concierge(slug: string, locale: AiLocale): Promise<ConciergeInfo> {
    return this.asking.concierge(slug, locale);
  }

  /** Answers a question from one property's passages (the benchmark and the evaluation test call it directly). */
  answer(ctx: AskContext): Promise<AskAnswer> {
    return this.answerer.answer(ctx);
  }
}
