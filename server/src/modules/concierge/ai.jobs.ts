import type PgBoss from 'pg-boss';
import { type AppJobs, SharedStart } from '../../jobs/boss';

/**
 * The indexing queue, on the app's one pg-boss (jobs/boss.ts) in the application's own database.
 * pg-boss hands each job to exactly one worker across all instances (SELECT ... FOR UPDATE SKIP
 * LOCKED); the run's own claim in ai_index_runs makes a redelivered job harmless.
 *
 * The queue starts lazily, on the first indexing request or when open runs exist, so an instance
 * that never indexes never polls this queue.
 */

export { bossDb } from '../../jobs/boss';

export const INDEX_QUEUE = 'ai-index';

export type IndexJobHandler = (runId: string, jobId: string) => Promise<void>;

interface Logger {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export class IndexQueue {
  private boss: PgBoss | null = null;
  private readonly starter = new SharedStart<PgBoss>(() => this.startOnce());
  private workerId: string | null = null;
  private stopped = false;

  constructor(
    private readonly jobs: AppJobs,
    private readonly handler: IndexJobHandler,
    private readonly log: Logger,
    private readonly options: { pollingIntervalSeconds?: number } = {},
  ) {
    jobs.logErrors([INDEX_QUEUE], log, 'index queue error');
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Starts the app's pg-boss if needed (creating its schema on first use), the queue and this instance's worker. */
  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('index queue stopped');
    return this.starter.get();
  }

  private async startOnce(): Promise<PgBoss> {
    const boss = await this.jobs.start();
    try {
      await boss.createQueue(INDEX_QUEUE, {
        name: INDEX_QUEUE,
        policy: 'standard',
        retryLimit: 2,
        retryDelay: 10,
        expireInSeconds: 600,
      });
      this.workerId = await this.jobs.work<{ runId: string }>(
        boss,
        INDEX_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await this.handler(job.data.runId, job.id);
        },
      );
    } catch (error) {
      await this.jobs.offWork(boss, [INDEX_QUEUE]);
      throw error;
    }
    this.boss = boss;
    return boss;
  }

  /** Queues a run and wakes this instance's worker. */
  async send(runId: string): Promise<string> {
    const boss = await this.start();
    const id = await boss.send(INDEX_QUEUE, { runId });
    if (!id) throw new Error('the queue refused the job');
    if (this.workerId) boss.notifyWorker(this.workerId);
    return id;
  }

  /** Stops this instance's worker and waits (up to timeoutMs) for the job in progress. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (await this.starter.settled());
    if (!boss) return;
    await this.jobs.stopQueues([INDEX_QUEUE], timeoutMs, this.log, 'index queue did not stop cleanly');
    this.boss = null;
  }
}
