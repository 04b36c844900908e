import { AI_ERROR_KEYS, type AiIndexScope, type AiIndexStatus, type AiLocale } from '@common/contracts/ai';
import type { PropertyRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { IndexQueue } from './ai.jobs';
import { type Embedder } from './ai.embedder';
import type { DeviceSource, GuideSource } from './ai.passage-source';
import { buildPassages, vocabularyOf } from './ai.passages';
import { presentStatus } from './ai.presenter';
import { type ConciergeRepositories, type Logger, type Visible } from './ai.context';

/** A run without a heartbeat for this long is considered interrupted (heartbeats every 5 s). */
export const RUNNING_STALE_SECONDS = 30;
/** A queued run nobody picked up for this long is queued again. */
export const QUEUED_STALE_SECONDS = 300;
const HEARTBEAT_MS = 5_000;
/** Times a run is (re)queued before it is failed for good. */
const MAX_ATTEMPTS = 3;
const QUESTION_RETENTION_DAYS = 180;
/** Quiet time after a save before the re-index starts. */
export const REINDEX_DEBOUNCE_MS = 1_500;
/** A guide whose index is still older than a save this old is re-indexed by the sweep. */
const REINDEX_SWEEP_AFTER_SECONDS = 30;

/**
 * Indexing: the passages a guide is answered from. Runs are queued (ai.jobs.ts), claimed by one
 * worker, heartbeat while they build the passages (ai.passages.ts) and commit them; saves schedule a
 * debounced re-index; recover() resumes runs an instance lost and sweeps guides whose index is old.
 */
export class Indexer {
  private queue!: IndexQueue;
  private readonly inFlight = new Set<Promise<void>>();
  /** Re-index timers per property (debounce: a burst of saves makes one run). */
  private readonly reindexTimers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly repos: ConciergeRepositories,
    private readonly embedder: Embedder,
    private readonly log: Logger,
    private readonly visible: Visible,
    private readonly mode: 'extractive' | 'ai',
    private readonly options: {
      reindexDebounceMs?: number;
      devices?: (propertyId: number) => Promise<DeviceSource[]>;
    } = {},
  ) {}

  attachQueue(queue: IndexQueue): void {
    this.queue = queue;
  }

  private async statuses(rows: { row: PropertyRow; isCoHost: boolean }[]): Promise<AiIndexStatus[]> {
    const ids = rows.map((r) => r.row.id);
    const [runs, counts, knowledge] = await Promise.all([
      this.repos.runs.lastRuns(ids),
      this.repos.passages.passageCounts(ids),
      this.repos.knowledge.knowledgeModifyDates(ids),
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
    return this.statuses(await this.repos.properties.listVisible(userId));
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
    const run = await this.repos.runs.startRun(propertyId, scope, userId);
    if (!run) throw conflict(AI_ERROR_KEYS.alreadyIndexing, { result: await this.status(userId, propertyId) });
    try {
      await this.queue.send(run.id);
    } catch (error) {
      this.log.error({ err: error, runId: run.id }, 'could not queue an indexing run');
      await this.repos.runs.failRun(run.id, AI_ERROR_KEYS.indexFailed);
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
      const run = await this.repos.runs.startRun(propertyId, 'all', null);
      if (!run) {
        // A run is in progress and may have read the guide before this save: one more after it.
        this.followUp.add(propertyId);
        return;
      }
      await this.queue.send(run.id).catch(async (error: unknown) => {
        this.log.error({ err: error, runId: run.id }, 'could not queue a re-index');
        await this.repos.runs.failRun(run.id, AI_ERROR_KEYS.indexFailed);
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
    const run = await this.repos.runs.claimRun(runId, jobId, RUNNING_STALE_SECONDS);
    if (!run) return;
    const beat = setInterval(() => {
      this.repos.runs.heartbeat(runId, jobId).catch(() => undefined);
    }, HEARTBEAT_MS);
    beat.unref();
    try {
      const row = await this.repos.properties.findById(run.propertyId);
      if (!row) {
        await this.repos.runs.failRun(runId, AI_ERROR_KEYS.indexFailed, jobId);
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
      const committed = await this.repos.runs.commitRun(
        { runId, jobId, propertyId: row.id, locales },
        drafts.map((d, i) => ({ ...d, embedding: embeddings?.[i] ?? null })),
        vocabularyOf,
        warning,
      );
      if (!committed) this.log.info({ runId }, 'indexing run was taken over; nothing written');
    } catch (error) {
      this.log.error({ err: error, runId }, 'indexing run failed');
      await this.repos.runs.failRun(runId, AI_ERROR_KEYS.indexFailed, jobId).catch(() => undefined);
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
    for (const propertyId of await this.repos.runs.outdatedIndexes(REINDEX_SWEEP_AFTER_SECONDS))
      this.scheduleReindex(propertyId);
    if (!(await this.repos.runs.hasOpenRuns())) return;
    if (!this.queue.started) await this.queue.start();
    const stale = await this.repos.runs.requeueStale(RUNNING_STALE_SECONDS, QUEUED_STALE_SECONDS);
    for (const run of stale) {
      if (run.attempts > MAX_ATTEMPTS) {
        await this.repos.runs.failRun(run.id, AI_ERROR_KEYS.indexInterrupted);
        continue;
      }
      this.log.info({ runId: run.id, attempts: run.attempts }, 'indexing run interrupted; queued again');
      try {
        await this.queue.send(run.id);
      } catch (error) {
        this.log.error({ err: error, runId: run.id }, 'could not queue an interrupted run again');
      }
    }
    if (Math.random() < 0.05) await this.repos.questions.purgeQuestions(QUESTION_RETENTION_DAYS);
  }

  /** Waits for runs in progress on this instance (shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** What the indexer reads of a property: the guide, its lookups' names, Q&A pairs and devices. */
  async sourceOf(row: PropertyRow): Promise<GuideSource> {
    const [names, qaPairs, devices] = await Promise.all([
      this.repos.properties.lookupNames(row),
      this.repos.knowledge.qaPairs(row.id),
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
}
