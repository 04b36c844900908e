import {
  AI_ERROR_KEYS,
  AI_LIMITS,
  type AiIndexScope,
  type AiIndexStatus,
  type AiLocale,
  type AiSettings,
  type AiSettingsValues,
  type AiTone,
  type AnswerContact,
  type AskAnswer,
  type AskCitation,
  type AskStreamEvent,
  type ConciergeInfo,
  type GuestQuestionPage,
  type QaPair,
  type QaPairValues,
  type QuestionSection,
  type QuestionToQaValues,
  type QuestionToSectionValues,
} from '@common/contracts/ai';
import { type GuideSection, PROPERTY_LIMITS } from '@common/contracts/property';
import { ERROR_KEYS } from '@common/errors';
import type { PropertyRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { newItemId } from '../property/property.service';
import type { AccessCodeGuard } from '../guide/access-code.guard';
import type { GuideRepository } from '../guide/guide.repository';
import type { StayAccess } from '../stays/stay-access';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import type { AccessPolicy } from '../access';
import { citationOf, decide, hostContactReply, MIN_COVERAGE, touchesTopic } from './ai.answer';
import { ct } from './ai.i18n';
import type { IndexQueue } from './ai.jobs';
import { type Embedder, embedderFor } from './ai.embedder';
import { factAsked, factOf } from './ai.facts';
import { buildPassages, type DeviceSource, type GuideSource, passageKey, vocabularyOf } from './ai.passages';
import { linkedSection, presentQaPair, presentQuestion, presentSettings, presentStatus } from './ai.presenter';
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
import type { AiRepository } from './ai.repository';
import { type Retrieval, Retriever } from './ai.retrieval';
import { htmlToText, questionFocus } from './ai.text';
import { nextModifyDate } from '../../lib/modify-date';

/** A run without a heartbeat for this long is considered interrupted (heartbeats every 5 s). */
export const RUNNING_STALE_SECONDS = 30;
/** A queued run nobody picked up for this long is queued again. */
export const QUEUED_STALE_SECONDS = 300;
const HEARTBEAT_MS = 5_000;
/** Times a run is (re)queued before it is failed for good. */
const MAX_ATTEMPTS = 3;
/** Provider mode: lower bar for handing passages to the model (it may still say it does not know). */
const AI_MIN_COVERAGE = 0.3;
const AI_MIN_COSINE = 0.35;
const AI_MAX_PASSAGES = 6;
const QUESTION_RETENTION_DAYS = 180;
/** Published property rows kept for guest questions (each a guide's whole row; ~20-100 kB). */
const PUBLISHED_ROWS_KEPT = 200;
/** Quiet time after a save before the re-index starts. */
export const REINDEX_DEBOUNCE_MS = 1_500;
/** A guide whose index is still older than a save this old is re-indexed by the sweep. */
const REINDEX_SWEEP_AFTER_SECONDS = 30;
/** Keys under guest.concierge the guest widget shows. */
const WIDGET_STRINGS = [
  'button',
  'title',
  'intro',
  'close',
  'label',
  'placeholder',
  'send',
  'suggestionsTitle',
  'thinking',
  'you',
  'aiLabel',
  'guideLabel',
  'guideLabelEn',
  'guideLabelEs',
  'autoLabel',
  'sources',
  'disclaimer',
  'error',
  'offline',
  'rateLimited',
  'unavailable',
  'call',
  'email',
];

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface AskContext {
  property: PropertyRow;
  includeSensitive: boolean;
  locale: AiLocale;
  question: string;
  /** Receives streaming events; absent for a plain answer. */
  emit?: (event: AskStreamEvent) => void;
  signal?: AbortSignal;
}

type Settings = {
  tone: AiTone;
  instructions: string;
  topicsToAvoid: string[];
  escalation: AnswerContact;
  /** Moves on with every change of the settings or the Q&A pairs (touchSettings): the knowledge version. */
  modifyDate: Date | null;
};

export class AiService {
  readonly retriever: Retriever;
  /** Passage and question vectors: the provider's embeddings model when configured, else none (lexical). */
  readonly embedder: Embedder;
  private queue!: IndexQueue;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly embeddingCache = new Map<
    number,
    { version: number; vectors: { id: number; embedding: number[] }[] }
  >();
  private readonly outdatedCache = new Map<number, { version: string; ids: ReadonlySet<number> }>();
  /** Published property rows by id, as last read for a guest question (checked against the stamp on every use). */
  private readonly publishedRows = new Map<number, PropertyRow>();
  /** Re-index timers per property (debounce: a burst of saves makes one run). */
  private readonly reindexTimers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly repo: AiRepository,
    private readonly provider: AiProvider | null,
    private readonly limits: { guest: RateLimiter; codes: AccessCodeGuard; console: RateLimiter },
    private readonly log: Logger,
    private readonly options: {
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
    this.retriever = new Retriever(repo);
    this.embedder = options.embedder ?? embedderFor(provider);
  }

  attachQueue(queue: IndexQueue): void {
    this.queue = queue;
  }

  get mode(): 'extractive' | 'ai' {
    return this.provider ? 'ai' : 'extractive';
  }

  // ---- host: index state ------------------------------------------------------------------------

  private async visible(userId: string, propertyId: number) {
    await this.options.access?.require(userId, 'guide.update', { propertyId });
    const found = await this.repo.findVisible(userId, propertyId);
    if (!found) throw notFound();
    return found;
  }

  private async statuses(rows: { row: PropertyRow; isCoHost: boolean }[]): Promise<AiIndexStatus[]> {
    const ids = rows.map((r) => r.row.id);
    const [runs, counts, knowledge] = await Promise.all([
      this.repo.lastRuns(ids),
      this.repo.passageCounts(ids),
      this.repo.knowledgeModifyDates(ids),
    ]);
    return rows.map(({ row, isCoHost }) =>
      presentStatus({
        row,
        isCoHost,
        run: runs.get(row.id) ?? null,
        passageCount: counts.get(row.id) ?? 0,
        knowledgeDate: knowledge.get(row.id) ?? null,
        mode: this.mode,
        embeddings: this.embedder.vectors,
      }),
    );
  }

  async listStatuses(userId: string): Promise<AiIndexStatus[]> {
    return this.statuses(await this.repo.listVisible(userId));
  }

  async status(userId: string, propertyId: number): Promise<AiIndexStatus> {
    const [status] = await this.statuses([await this.visible(userId, propertyId)]);
    return status!;
  }

  /**
   * GET /property/index/{propertyId}/{scope}: queues a run and answers at once. A second request
   * while one is queued or running is a 409 (its result is the current status).
   */
  async requestIndex(userId: string, propertyId: number, scope: AiIndexScope): Promise<AiIndexStatus> {
    const visible = await this.visible(userId, propertyId);
    const run = await this.repo.startRun(propertyId, scope, userId);
    if (!run) throw conflict(AI_ERROR_KEYS.alreadyIndexing, { result: await this.status(userId, propertyId) });
    try {
      await this.queue.send(run.id);
    } catch (error) {
      this.log.error({ err: error, runId: run.id }, 'could not queue an indexing run');
      await this.repo.failRun(run.id, AI_ERROR_KEYS.indexFailed);
    }
    const [status] = await this.statuses([{ row: { ...visible.row, isIndexing: true }, isCoHost: visible.isCoHost }]);
    return status!;
  }

  /**
   * A save changed what the concierge knows (the guide, a Q&A pair): the property is re-indexed
   * once the saves stop for the debounce time. Until the run lands, answers skip the passages the
   * guide no longer says (outdatedPassages). A run already in progress is followed by another;
   * a lost timer (crash) is caught by the sweep in recover().
   */
  scheduleReindex(propertyId: number): void {
    clearTimeout(this.reindexTimers.get(propertyId));
    const timer = setTimeout(() => {
      this.reindexTimers.delete(propertyId);
      void this.reindexNow(propertyId);
    }, this.options.reindexDebounceMs ?? REINDEX_DEBOUNCE_MS);
    timer.unref();
    this.reindexTimers.set(propertyId, timer);
  }

  /** Starts the re-indexes still waiting for their debounce now (tests, shutdown). */
  async flushReindex(): Promise<void> {
    const ids = [...this.reindexTimers.keys()];
    for (const id of ids) clearTimeout(this.reindexTimers.get(id));
    this.reindexTimers.clear();
    await Promise.all(ids.map((id) => this.reindexNow(id)));
  }

  cancelReindex(): void {
    for (const timer of this.reindexTimers.values()) clearTimeout(timer);
    this.reindexTimers.clear();
  }

  private async reindexNow(propertyId: number): Promise<void> {
    try {
      const run = await this.repo.startRun(propertyId, 'all', null);
      if (!run) {
        // A run is in progress and may have read the guide before this save: one more after it.
        this.followUp.add(propertyId);
        return;
      }
      await this.queue.send(run.id).catch(async (error: unknown) => {
        this.log.error({ err: error, runId: run.id }, 'could not queue a re-index');
        await this.repo.failRun(run.id, AI_ERROR_KEYS.indexFailed);
      });
    } catch (error) {
      this.log.warn({ err: error, propertyId }, 'could not start a re-index after a save');
    }
  }

  private readonly followUp = new Set<number>();

  /** The worker's job: builds the passages of the run's languages and commits them while it holds the run. */
  async runIndex(runId: string, jobId: string): Promise<void> {
    const work = this.executeRun(runId, jobId);
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  private async executeRun(runId: string, jobId: string): Promise<void> {
    const run = await this.repo.claimRun(runId, jobId, RUNNING_STALE_SECONDS);
    if (!run) return;
    const beat = setInterval(() => {
      this.repo.heartbeat(runId, jobId).catch(() => undefined);
    }, HEARTBEAT_MS);
    beat.unref();
    try {
      const row = await this.repo.findById(run.propertyId);
      if (!row) {
        await this.repo.failRun(runId, AI_ERROR_KEYS.indexFailed, jobId);
        return;
      }
      const source = await this.sourceOf(row);
      const locales: AiLocale[] = run.scope === 'all' ? ['en', 'es'] : [run.scope as AiLocale];
      const drafts = buildPassages(source, locales);
      let embeddings: number[][] | null = null;
      let warning: string | null = null;
      if (this.embedder.vectors && drafts.length) {
        try {
          embeddings = await this.embedder.embed(drafts.map((d) => `${d.title}\n${d.body}`));
        } catch (error) {
          this.log.warn({ err: error, runId }, 'embeddings unavailable; indexed without them');
          warning = AI_ERROR_KEYS.embeddingsUnavailable;
        }
      }
      const committed = await this.repo.commitRun(
        { runId, jobId, propertyId: row.id, locales },
        drafts.map((d, i) => ({ ...d, embedding: embeddings?.[i] ?? null })),
        vocabularyOf,
        warning,
      );
      if (!committed) this.log.info({ runId }, 'indexing run was taken over; nothing written');
    } catch (error) {
      this.log.error({ err: error, runId }, 'indexing run failed');
      await this.repo.failRun(runId, AI_ERROR_KEYS.indexFailed, jobId).catch(() => undefined);
    } finally {
      clearInterval(beat);
      if (this.followUp.delete(run.propertyId)) this.scheduleReindex(run.propertyId);
    }
  }

  /**
   * Finds runs that stopped moving (an instance died or restarted mid-run, or a job was never
   * queued) and queues them again, or fails them after MAX_ATTEMPTS so isIndexing never stays stuck.
   * Safe on several instances at once: re-queueing is a conditional update only one of them wins.
   */
  async recover(): Promise<void> {
    // Guides saved a while ago whose index is older than the save (a timer lost in a crash, a save
    // during a run on another instance): re-indexed now.
    for (const propertyId of await this.repo.outdatedIndexes(REINDEX_SWEEP_AFTER_SECONDS))
      this.scheduleReindex(propertyId);
    if (!(await this.repo.hasOpenRuns())) return;
    if (!this.queue.started) await this.queue.start();
    const stale = await this.repo.requeueStale(RUNNING_STALE_SECONDS, QUEUED_STALE_SECONDS);
    for (const run of stale) {
      if (run.attempts > MAX_ATTEMPTS) {
        await this.repo.failRun(run.id, AI_ERROR_KEYS.indexInterrupted);
        continue;
      }
      this.log.info({ runId: run.id, attempts: run.attempts }, 'indexing run interrupted; queued again');
      try {
        await this.queue.send(run.id);
      } catch (error) {
        this.log.error({ err: error, runId: run.id }, 'could not queue an interrupted run again');
      }
    }
    if (Math.random() < 0.05) await this.repo.purgeQuestions(QUESTION_RETENTION_DAYS);
  }

  /** Waits for runs in progress on this instance (shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  // ---- host: settings, Q&A, questions -----------------------------------------------------------

  private async settingsOf(property: PropertyRow): Promise<Settings> {
    const row = await this.repo.settings(property.id);
    return {
      tone: (row?.tone as AiTone) ?? 'friendly',
      instructions: row?.instructions ?? '',
      topicsToAvoid: row?.topicsToAvoid ?? [],
      escalation: {
        name: row?.escalationName ?? null,
        phone: row?.escalationPhone ?? null,
        email: row?.escalationEmail ?? null,
      },
      modifyDate: row?.modifyDate ?? null,
    };
  }

  async getSettings(userId: string, propertyId: number): Promise<AiSettings> {
    await this.visible(userId, propertyId);
    return presentSettings(propertyId, await this.repo.settings(propertyId));
  }

  async saveSettings(userId: string, propertyId: number, input: AiSettingsValues): Promise<AiSettings> {
    await this.visible(userId, propertyId);
    const topics = [...new Set(input.topicsToAvoid.map((t) => t.trim()).filter(Boolean))];
    const row = await this.repo.saveSettings({
      propertyId,
      tone: input.tone,
      instructions: input.instructions,
      topicsToAvoid: topics,
      escalationName: input.escalation.name,
      escalationPhone: input.escalation.phone,
      escalationEmail: input.escalation.email,
    });
    return presentSettings(propertyId, row);
  }

  async listQaPairs(userId: string, propertyId: number): Promise<QaPair[]> {
    await this.visible(userId, propertyId);
    return (await this.repo.qaPairs(propertyId)).map(presentQaPair);
  }

  async createQaPair(userId: string, propertyId: number, input: QaPairValues): Promise<QaPair> {
    await this.visible(userId, propertyId);
    if ((await this.repo.countQaPairs(propertyId)) >= AI_LIMITS.qaPairs)
      throw conflict(AI_ERROR_KEYS.tooManyQaPairs, { params: { max: AI_LIMITS.qaPairs } });
    const pair = presentQaPair(await this.repo.insertQaPair({ propertyId, ...input }));
    await this.repo.touchSettings(propertyId);
    this.scheduleReindex(propertyId);
    return pair;
  }

  async updateQaPair(userId: string, propertyId: number, qaId: string, input: QaPairValues): Promise<QaPair> {
    await this.visible(userId, propertyId);
    const row = await this.repo.updateQaPair(propertyId, qaId, input);
    if (!row) throw notFound();
    await this.repo.touchSettings(propertyId);
    this.scheduleReindex(propertyId);
    return presentQaPair(row);
  }

  async deleteQaPair(userId: string, propertyId: number, qaId: string): Promise<{ qaId: string }> {
    await this.visible(userId, propertyId);
    if (!(await this.repo.deleteQaPair(propertyId, qaId))) throw notFound();
    await this.repo.touchSettings(propertyId);
    this.scheduleReindex(propertyId);
    return { qaId };
  }

  async questions(
    userId: string,
    propertyId: number,
    filter: 'all' | 'answered' | 'unanswered',
    page: number,
  ): Promise<GuestQuestionPage> {
    const { row } = await this.visible(userId, propertyId);
    const { items, totalCount, unansweredCount } = await this.repo.questions(
      propertyId,
      filter,
      page,
      AI_LIMITS.questionsPageSize,
    );
    return { items: items.map((item) => presentQuestion(item, row.guide.sections)), totalCount, unansweredCount };
  }

  /** One click: the guest's question becomes a Q&A pair with the host's answer. */
  async questionToQaPair(
    userId: string,
    propertyId: number,
    questionId: string,
    input: QuestionToQaValues,
  ): Promise<QaPair> {
    const { row } = await this.visible(userId, propertyId);
    const question = await this.repo.findQuestion(propertyId, questionId);
    if (!question) throw notFound();
    if (question.qaId) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
    if (linkedSection(row.guide.sections, question.sectionId)) throw conflict(AI_ERROR_KEYS.questionAlreadyInGuide);
    if ((await this.repo.countQaPairs(propertyId)) >= AI_LIMITS.qaPairs)
      throw conflict(AI_ERROR_KEYS.tooManyQaPairs, { params: { max: AI_LIMITS.qaPairs } });
    const pair = await this.repo.questionToQaPair(propertyId, questionId, {
      question: (input.question ?? question.question).trim().slice(0, AI_LIMITS.qaQuestion),
      answer: input.answer.trim(),
      locale: question.locale,
    });
    if (!pair) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
    await this.repo.touchSettings(propertyId);
    this.scheduleReindex(propertyId);
    return presentQaPair(pair);
  }

  /**
   * The other click: the guest's question becomes a new guide section (kind custom, not sensitive,
   * last, written in the question's language). The property's modifyDate moves on exactly like a
   * save in the editor, so an editor holding the old one gets the usual 409; the property is
   * re-indexed like after any save.
   */
  async questionToSection(
    userId: string,
    propertyId: number,
    questionId: string,
    input: QuestionToSectionValues,
  ): Promise<QuestionSection> {
    await this.visible(userId, propertyId);
    const body = sanitizeRichText(input.body);
    // Markup without words (an empty paragraph, a script the sanitiser dropped) would be an empty section.
    if (!htmlToText(body).trim()) throw badRequest('body', ERROR_KEYS.required);
    if (body.length > PROPERTY_LIMITS.sectionBody) throw badRequest('body', ERROR_KEYS.tooLong);
    const sectionId = newItemId();
    const found = await this.repo.questionToSection(propertyId, questionId, (property, question) => {
      if (question.qaId) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
      const { sections } = property.guide;
      if (linkedSection(sections, question.sectionId)) throw conflict(AI_ERROR_KEYS.questionAlreadyInGuide);
      if (sections.length >= PROPERTY_LIMITS.sections)
        throw conflict(AI_ERROR_KEYS.tooManySections, { params: { max: PROPERTY_LIMITS.sections } });
      const locale = question.locale as AiLocale;
      const section: GuideSection = {
        sectionId,
        kind: 'custom',
        icon: null,
        sensitive: false,
        sortOrder: sections.reduce((max, s) => Math.max(max, s.sortOrder + 1), sections.length),
        title: { [locale]: input.title },
        body: { [locale]: body },
        mediaIds: [],
        imageUrls: [],
      };
      return {
        guide: { ...property.guide, sections: [...sections, section] },
        modifyDate: nextModifyDate(property.modifyDate),
        sectionId,
      };
    });
    if (!found) throw notFound();
    this.scheduleReindex(propertyId);
    return { sectionId, title: input.title, questionId };
  }

  // ---- asking -----------------------------------------------------------------------------------

  /** The host's console: asks as a guest would (with or without the access code); not logged. */
  async hostAsk(
    userId: string,
    propertyId: number,
    body: { question: string; locale: AiLocale; withAccessCode: boolean },
    emit?: AskContext['emit'],
  ): Promise<AskAnswer> {
    const { row } = await this.visible(userId, propertyId);
    await this.limits.console.consume('ai-console', { account: userId, ip: 'host' });
    return this.answer({
      property: row,
      includeSensitive: body.withAccessCode || !row.accessCode,
      locale: body.locale,
      question: body.question,
      emit,
    });
  }

  async guideBySlug(slug: string): Promise<PropertyRow> {
    const stamps = this.options.stamps;
    if (!stamps) {
      const row = await this.repo.findPublishedBySlug(slug);
      if (!row) throw notFound();
      return row;
    }
    // The guide's stamp (one indexed read of a few columns, shared by concurrent requests) says
    // whether the row kept from an earlier question is still the current one: every change to the
    // property bumps its revision. Only a new revision reads the whole row again.
    const stamp = await stamps.stampBySlug(slug);
    if (!stamp?.published) throw notFound();
    const kept = this.publishedRows.get(stamp.id);
    let row = kept?.guideRevision === stamp.guideRevision ? kept : null;
    if (!row) {
      row = await this.repo.findPublishedBySlug(slug);
      if (!row) throw notFound();
      this.publishedRows.delete(row.id);
      if (this.publishedRows.size >= PUBLISHED_ROWS_KEPT)
        this.publishedRows.delete(this.publishedRows.keys().next().value!);
    } else {
      this.publishedRows.delete(row.id);
    }
    // Most recently asked last; the oldest goes first when the map is full.
    this.publishedRows.set(row.id, row);
    return row;
  }

  /** POST /guide/{slug}/ask: rate limited per guide and per client; the answer is logged for the host. */
  async guestAsk(
    slug: string,
    body: { question: string; locale: AiLocale; accessCode?: string; stayToken?: string },
    clientIp: string,
    emit?: AskContext['emit'],
    signal?: AbortSignal,
  ): Promise<AskAnswer> {
    const property = await this.guideBySlug(slug);
    await this.limits.guest.consume('ai-ask', { account: `guide:${property.id}`, ip: clientIp });
    const includeSensitive = await this.includeSensitive(property, body.accessCode, clientIp, body.stayToken);
    const answer = await this.answer({
      property,
      includeSensitive,
      locale: body.locale,
      question: body.question,
      emit,
      signal,
    });
    // A question the guide answers behind the lock is not a gap in the guide: logged as answered (the
    // host should not be invited to repeat a door code as an open Q&A answer).
    await this.repo
      .logQuestion({
        propertyId: property.id,
        question: body.question.slice(0, AI_LIMITS.question),
        locale: body.locale,
        answered: answer.answered || answer.needsCode,
        mode: answer.mode,
        citations: answer.citations,
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not log a guest question'));
    return answer;
  }

  /**
   * Whether the caller may see sensitive content (sections the page locks, their facts, sensitive
   * Q&A): the guide has no code, or the right one was given. The one gate of the concierge; the
   * guest page decides the same way (a stay link would be one more way in, here).
   */
  async includeSensitive(
    property: PropertyRow,
    given: string | undefined,
    clientIp: string,
    stayToken?: string,
  ): Promise<boolean> {
    if (!property.accessCode) return true;
    // A stay link opens the private details from before check-in until check-out, like on the page.
    if (stayToken && (await this.options.stayAccess?.find(property, stayToken))?.guest.unlocked) return true;
    if (!given) return false;
    // The guide page's own check, limits and all (per client, slowed by the guide's recent wrong
    // codes, shared with the guide JSON): the ask limit alone would allow slow guessing. Past the
    // client's allowance the question is a 429.
    return this.limits.codes.check(property, given, clientIp);
  }

  async concierge(slug: string, locale: AiLocale): Promise<ConciergeInfo> {
    const property = await this.guideBySlug(slug);
    const [counts, settings, pairs] = await Promise.all([
      this.repo.passageCounts([property.id]),
      this.settingsOf(property),
      this.repo.qaPairs(property.id),
    ]);
    const suggestions: string[] = [];
    const kinds = new Set<string>();
    for (const section of [...property.guide.sections].sort((a, b) => a.sortOrder - b.sortOrder)) {
      if (kinds.has(section.kind) || section.kind === 'custom' || section.kind === 'welcome') continue;
      kinds.add(section.kind);
      const text = ct(locale, `suggest.${section.kind}`);
      if (!text.startsWith('guest.')) suggestions.push(text);
    }
    if (property.guide.checkOutTime && !kinds.has('checkout')) suggestions.push(ct(locale, 'suggest.checkout'));
    for (const pair of pairs) if (pair.locale === locale) suggestions.push(pair.question);
    const strings = Object.fromEntries(WIDGET_STRINGS.map((key) => [key, ct(locale, key, null)]));
    return {
      available: (counts.get(property.id) ?? 0) > 0,
      mode: this.mode,
      suggestions: suggestions.slice(0, 5),
      contact: this.contactOf(property, settings),
      strings,
    };
  }

  private contactOf(property: PropertyRow, settings: Settings): AnswerContact | null {
    const e = settings.escalation;
    if (e.phone || e.email) return { name: e.name, phone: e.phone, email: e.email };
    const h = property.guide.hostContact;
    if (h?.show && (h.phone || h.email)) return { name: h.name, phone: h.phone, email: h.email };
    return null;
  }

  /**
   * Answers a question from one property's passages. Extractive by default; with a provider, the
   * model writes the answer from the retrieved passages (falling back to extractive if it fails).
   */
  async answer(ctx: AskContext): Promise<AskAnswer> {
    const settings = await this.settingsOf(ctx.property);
    const contact = this.contactOf(ctx.property, settings);
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
      ctx.property.id,
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
    const [source, stored] = await Promise.all([this.sourceOf(property), this.repo.passageContents(property.id)]);
    const current = new Set(buildPassages(source, ['en', 'es']).map(passageKey));
    const ids = new Set(stored.filter((p) => !current.has(passageKey(p))).map((p) => p.id));
    if (this.outdatedCache.size > 500) this.outdatedCache.clear();
    this.outdatedCache.set(property.id, { version, ids });
    return ids;
  }

  private async sourceOf(row: PropertyRow): Promise<GuideSource> {
    const [names, qaPairs, devices] = await Promise.all([
      this.repo.lookupNames(row),
      this.repo.qaPairs(row.id),
      this.options.devices?.(row.id) ?? [],
    ]);
    return {
      name: row.name,
      address: [row.address1, row.address2].filter(Boolean).join(', ') || null,
      city: row.city,
      region: names.region,
      country: names.country,
      rentalType: names.rentalType,
      hasAccessCode: !!row.accessCode,
      guide: row.guide,
      emergencyInfos: row.emergencyInfos,
      emergencyTypeNames: names.emergencyTypeNames,
      attractionTypeNames: names.attractionTypeNames,
      qaPairs: qaPairs.map((p) => ({ id: p.id, question: p.question, answer: p.answer, locale: p.locale as AiLocale })),
      devices,
    };
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
          const rows = await this.repo.passagesByIds(
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
    const vectors = await this.repo.embeddings(property.id);
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
      baseInstructions: (await this.options.promptTemplates?.(ctx.property.strTypeIds, ctx.locale)) ?? '',
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
