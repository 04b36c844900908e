import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/**
 * The indexing queue: pg-boss on the application's own database. On PostgreSQL it shares the pg
 * pool; on PGlite it talks to the embedded instance through a small adapter (pg-boss accepts any
 * `db` with `executeSql(text, values)`). pg-boss hands each job to exactly one worker across all
 * instances (SELECT ... FOR UPDATE SKIP LOCKED); the run's own claim in ai_index_runs makes a
 * redelivered job harmless.
 *
 * The queue starts lazily, on the first indexing request or when open runs exist, so an instance
 * that never indexes never polls.
 */

export const INDEX_QUEUE = 'ai-index';

export type IndexJobHandler = (runId: string, jobId: string) => Promise<void>;

interface Logger {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** pg-boss's database interface for the application's database (PGlite or the pg pool). */
export const bossDb = (database: Database): PgBoss.Db => (database.kind === 'pglite' ? pgliteAdapter(database) : poolAdapter(database));

/** pg-boss's database interface over PGlite: parameterised statements go through query(), scripts through exec(). */
function pgliteAdapter(database: Database): PgBoss.Db {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [] };
    },
  };
}

function poolAdapter(database: Database): PgBoss.Db {
  const pool = database.pool!;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values as unknown[]) };
}

export class IndexQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private workerId: string | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly handler: IndexJobHandler,
    private readonly log: Logger,
    private readonly options: { pollingIntervalSeconds?: number } = {},
  ) {}

  get started(): boolean {
    return this.boss !== null;
  }

  /** Starts pg-boss (creating its schema on first use), the queue and this instance's worker. */
  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('index queue stopped');
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: bossDb(this.database),
        schedule: false,
        supervise: true,
        migrate: true,
      });
      boss.on('error', (error) => this.log.warn({ err: error }, 'index queue error'));
      await boss.start();
      await boss.createQueue(INDEX_QUEUE, { name: INDEX_QUEUE, policy: 'standard', retryLimit: 2, retryDelay: 10, expireInSeconds: 600 });
      this.workerId = await boss.work<{ runId: string }>(INDEX_QUEUE, { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
        if (job) await this.handler(job.data.runId, job.id);
      });
      this.boss = boss;
      return boss;
    })();
    try {
      return await this.starting;
    } catch (error) {
      this.starting = null;
      throw error;
    }
  }

  /** Queues a run and wakes this instance's worker. */
  async send(runId: string): Promise<string> {
    const boss = await this.start();
    const id = await boss.send(INDEX_QUEUE, { runId });
    if (!id) throw new Error('the queue refused the job');
    if (this.workerId) boss.notifyWorker(this.workerId);
    return id;
  }

  /** Stops polling and waits (up to timeoutMs) for the job in progress. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => null) : null);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }).catch((error: unknown) => this.log.warn({ err: error }, 'index queue did not stop cleanly'));
    this.boss = null;
  }
}
