import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The application's job queue: ONE pg-boss per app, in the application's own database, shared by
 * every module that queues work (AI indexing, calendar fetches, guest messages). One instance means
 * one schema check at start, one set of maintenance, supervision and cron timers, and one poller per
 * queue rather than a pg-boss (and its timers) per module.
 *
 * It starts lazily, when the first module needs it (a module starts its queue on first use or at
 * boot when it has work), so an instance with nothing to queue never polls. A start that fails (the
 * database unreachable) is forgotten, and the next start tries again. Each module creates its own
 * queues and workers on it (work() below), and on close stops its own workers and waits for its own
 * jobs (stopQueues) before the app stops pg-boss itself (stop), once, last.
 *
 * On PostgreSQL it shares the application's pg pool; on PGlite it talks to the embedded instance
 * through a small adapter (pg-boss accepts any `db` with `executeSql(text, values)`).
 */

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/** pg-boss's database interface for the application's database (PGlite or the pg pool). */
export const bossDb = (database: Database): PgBoss.Db =>
  database.kind === 'pglite' ? pgliteAdapter(database) : poolAdapter(database);

/** pg-boss's database interface over PGlite: parameterised statements go through query(), scripts through exec(). */
function pgliteAdapter(database: Database): PgBoss.Db {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (client.closed) return afterClose(text);
      if (values && values.length) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [] };
    },
  };
}

function poolAdapter(database: Database): PgBoss.Db {
  const pool = database.pool!;
  return {
    executeSql: async (text: string, values?: unknown[]) =>
      pool.ending ? afterClose(text) : pool.query(text, values as unknown[]),
  };
}

/**
 * What pg-boss gets for a statement once the app closed its database. pg-boss writes a finished job's
 * state without awaiting it, so a job whose handler ends after shutdown closed the pool would make an
 * unhandled rejection; the write is dropped instead (the job stays active until it expires and is
 * retried, as if the process had stopped there). The commands that change jobs by id (complete, fail,
 * cancel, resume, delete, retry) answer how many they changed in one `count` row, which pg-boss reads
 * without checking it is there: they get a count of 0, every other statement no rows.
 */
const JOB_COMMAND = /select\s+count\(\*\)\s+from\s+results\s*$/i;
const afterClose = (text: string) =>
  JOB_COMMAND.test(text) ? { rows: [{ count: '0' }], rowCount: 1 } : { rows: [], rowCount: 0 };

/** What pg-boss marks a job still running when its module stops waiting for it (as its own graceful stop does). */
const SHUTDOWN_FAILURE = 'pg-boss shut down while active';

/** A batch of jobs a module's handler is running now. */
interface Running {
  done: Promise<unknown>;
  jobIds: string[];
}

/**
 * A start that runs once and is shared by callers that arrive while it runs; a failed start is
 * forgotten, so the next call tries again (a database that was down at the first call).
 */
export class SharedStart<T> {
  private pending: Promise<T> | null = null;

  constructor(private readonly run: () => Promise<T>) {}

  async get(): Promise<T> {
    this.pending ??= this.run();
    try {
      return await this.pending;
    } catch (error) {
      this.pending = null;
      throw error;
    }
  }

  /** The value of a start in progress or done, or null when none ran or it failed (never throws). */
  async settled(): Promise<T | null> {
    return this.pending ? this.pending.catch(() => null) : null;
  }
}

export class AppJobs {
  private boss: PgBoss | null = null;
  private readonly starter = new SharedStart<PgBoss>(() => this.startOnce());
  private stopped = false;
  /** Per queue: the batches its handler is running. */
  private readonly running = new Map<string, Set<Running>>();
  /** Queues this app's pg-boss has workers for (work() adds, stopQueues removes). */
  private readonly worked = new Set<string>();
  /** Per queue: whose log a worker error of that queue goes to, and with what message. */
  private readonly errorLogs = new Map<string, { log: Logger; message: string }>();

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  /** Whether pg-boss is running (a module has started it and the app has not closed). */
  get started(): boolean {
    return this.boss !== null;
  }

  /** The running pg-boss, or null before the first start and after stop. */
  get instance(): PgBoss | null {
    return this.boss;
  }

  /** The queues this app works on (a worker of this instance polls each), sorted. */
  workedQueues(): string[] {
    return [...this.worked].sort();
  }

  /** Worker errors of these queues are logged by their module, with its own message. */
  logErrors(queues: string[], log: Logger, message: string): void {
    for (const queue of queues) this.errorLogs.set(queue, { log, message });
  }

  /** Starts pg-boss (creating or migrating its schema on first use) unless it runs already. */
  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('job queue stopped');
    return this.starter.get();
  }

  private async startOnce(): Promise<PgBoss> {
    const boss = new PgBoss({ db: bossDb(this.database), schedule: true, supervise: true, migrate: true });
    boss.on('error', (error) => this.reportError(error));
    await boss.start();
    this.boss = boss;
    return boss;
  }

  /**
   * boss.work, with the handler's batches tracked so that stopQueues can wait for this queue's own
   * jobs (and no other module's). Answers the worker id (for notifyWorker).
   */
  async work<T extends object>(
    boss: PgBoss,
    queue: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<unknown>,
  ): Promise<string> {
    const id = await boss.work<T>(queue, options, (jobs) => {
      const batches = this.running.get(queue) ?? new Set<Running>();
      this.running.set(queue, batches);
      const batch: Running = { done: Promise.resolve(), jobIds: jobs.map((job) => job.id) };
      batch.done = handler(jobs).finally(() => batches.delete(batch));
      batches.add(batch);
      return batch.done;
    });
    this.worked.add(queue);
    return id;
  }

  /** Stops this instance's workers of these queues at once (a start that failed half-way). */
  async offWork(boss: PgBoss, queues: string[]): Promise<void> {
    for (const queue of queues) {
      this.worked.delete(queue);
      await boss.offWork(queue);
    }
  }

  /**
   * Stops this instance's workers of these queues and waits (up to timeoutMs, at least a second, as
   * pg-boss's own graceful stop) for the jobs they are running; jobs still running then are marked
   * failed, so their retries (if any) go to another instance. pg-boss itself keeps running for the
   * other modules. Failures are logged, never thrown (shutdown goes on).
   */
  async stopQueues(queues: string[], timeoutMs: number, log: Logger, message: string): Promise<void> {
    const boss = this.boss ?? (await this.starter.settled());
    if (!boss) return;
    try {
      await this.offWork(boss, queues);
      const batches = () =>
        queues.flatMap((queue) => [...(this.running.get(queue) ?? [])].map((batch) => ({ queue, batch })));
      const inProgress = batches();
      if (inProgress.length) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, Math.max(timeoutMs, 1000));
        });
        await Promise.race([Promise.allSettled(inProgress.map(({ batch }) => batch.done)), timedOut]);
        clearTimeout(timer);
      }
      for (const queue of queues) {
        const left = batches()
          .filter((entry) => entry.queue === queue)
          .flatMap(({ batch }) => batch.jobIds);
        for (const jobId of left) await boss.fail(queue, jobId, { message: SHUTDOWN_FAILURE });
      }
    } catch (error) {
      log.warn({ err: error }, message);
    }
  }

  /**
   * Stops pg-boss: its timers, and any worker still running (modules stop theirs first, so normally
   * there is none). Once stopped it does not start again. The database connection is the app's and
   * stays open.
   */
  async stop(timeoutMs = 1000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (await this.starter.settled());
    if (!boss) return;
    await boss
      .stop({ graceful: true, wait: true, close: false, timeout: timeoutMs })
      .catch((error: unknown) => this.log.warn({ err: error }, 'job queue did not stop cleanly'));
    this.worked.clear();
    this.boss = null;
  }

  /** pg-boss names the queue of a worker's error in its message: "... (Queue: name, Worker: id)". */
  private reportError(error: Error): void {
    const queue = /\(Queue: ([^,]+), Worker: [^)]+\)$/.exec(error.message ?? '')?.[1];
    const target = queue ? this.errorLogs.get(queue) : undefined;
    if (target) target.log.warn({ err: error }, target.message);
    else this.log.warn({ err: error }, 'job queue error');
  }
}
