import type PgBoss from 'pg-boss';
import { type AppJobs, SharedStart } from '../../jobs/boss';

export const MESSAGE_QUEUE = 'guest-messages';

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Sending runs on the app's one pg-boss (jobs/boss.ts): a cron job every minute (pg-boss creates
 * it once across all instances) and a job on demand when something is due now ("send", a schedule with booking as its anchor).
 * Each job runs the dispatcher, which claims due messages row by row; the row claim, not the job,
 * is what makes every message go out once.
 */
export class MessageDispatchQueue {
  private boss: PgBoss | null = null;
  private readonly starter = new SharedStart<PgBoss>(() => this.startOnce());
  private workerId: string | null = null;
  private stopped = false;

  constructor(
    private readonly jobs: AppJobs,
    private readonly dispatch: () => Promise<unknown>,
    private readonly log: Logger,
    private readonly options: { pollingIntervalSeconds: number },
  ) {
    jobs.logErrors([MESSAGE_QUEUE], log, 'message queue error');
  }

  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('message queue stopped');
    return this.starter.get();
  }

  private async startOnce(): Promise<PgBoss> {
    const boss = await this.jobs.start();
    try {
      await boss.createQueue(MESSAGE_QUEUE, {
        name: MESSAGE_QUEUE,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 300,
      });
      await boss.schedule(MESSAGE_QUEUE, '* * * * *');
      this.workerId = await this.jobs.work(
        boss,
        MESSAGE_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async () => {
          await this.dispatch();
        },
      );
    } catch (error) {
      await this.jobs.offWork(boss, [MESSAGE_QUEUE]);
      throw error;
    }
    this.boss = boss;
    return boss;
  }

  /**
   * Something is due now: a job for the next free worker, and a nudge to this instance's one. Not a
   * singleton: a wake while a run is in progress must still lead to a run after it (a run that finds
   * nothing due costs one query).
   */
  async wake(): Promise<void> {
    const boss = await this.start();
    await boss.send(MESSAGE_QUEUE, {});
    if (this.workerId) boss.notifyWorker(this.workerId);
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (await this.starter.settled());
    if (!boss) return;
    await this.jobs.stopQueues([MESSAGE_QUEUE], timeoutMs, this.log, 'message queue did not stop cleanly');
  }
}
