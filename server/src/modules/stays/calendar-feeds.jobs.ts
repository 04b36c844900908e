import type PgBoss from 'pg-boss';
import { type AppJobs, SharedStart } from '../../jobs/boss';

/**
 * Scheduled calendar fetches on the app's one pg-boss (jobs/boss.ts), in the application's database:
 * - a cron job every minute (pg-boss sends each cron job once across all instances) lists the feeds
 *   whose last fetch is a period old and queues one job per feed, at most one per feed per period
 *   (singletonKey + singletonSeconds);
 * - whichever instance takes a feed's job first claims the feed in the database (its lastSyncAt
 *   moves to now only if it was still due), so a feed is fetched once per period even if two jobs
 *   for it exist (two ticks on each side of a period boundary).
 * The queue starts when the instance has feeds (at boot) or gets its first one.
 */

export const CALENDAR_TICK_QUEUE = 'calendar-sync-tick';
export const CALENDAR_FEED_QUEUE = 'calendar-sync-feed';
/** Feed jobs one instance takes (and fetches concurrently) per poll. */
const FEED_BATCH = 10;

interface Logger {
  warn: (obj: object, msg: string) => void;
}

export interface CalendarSyncWork {
  /** Feeds due now (not fetched for a period). */
  dueFeeds(periodMinutes: number): Promise<number[]>;
  /** Claims a due feed and syncs it; false when another worker had it (or it is gone). */
  syncIfDue(feedId: number, periodMinutes: number): Promise<boolean>;
}

export class CalendarSyncQueue {
  private boss: PgBoss | null = null;
  private readonly starter = new SharedStart<PgBoss>(() => this.startOnce());
  private feedWorkerId: string | null = null;
  private stopped = false;

  constructor(
    private readonly jobs: AppJobs,
    private readonly work: CalendarSyncWork,
    private readonly log: Logger,
    private readonly options: { periodMinutes: number; pollingIntervalSeconds?: number },
  ) {
    jobs.logErrors([CALENDAR_TICK_QUEUE, CALENDAR_FEED_QUEUE], log, 'calendar sync queue error');
  }

  get started(): boolean {
    return this.boss !== null;
  }

  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('calendar sync queue stopped');
    return this.starter.get();
  }

  private async startOnce(): Promise<PgBoss> {
    const boss = await this.jobs.start();
    try {
      await boss.createQueue(CALENDAR_TICK_QUEUE, {
        name: CALENDAR_TICK_QUEUE,
        policy: 'short',
        retryLimit: 0,
        expireInSeconds: 300,
      });
      await boss.createQueue(CALENDAR_FEED_QUEUE, {
        name: CALENDAR_FEED_QUEUE,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 300,
      });
      await boss.schedule(CALENDAR_TICK_QUEUE, '* * * * *');
      const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 5 };
      await this.jobs.work(boss, CALENDAR_TICK_QUEUE, { ...polling, batchSize: 1 }, async () => {
        await this.queueDue(boss);
      });
      // Fetches wait on other servers, not on this one: a batch runs at once, so one instance gets
      // through FEED_BATCH feeds per polling interval rather than one.
      this.feedWorkerId = await this.jobs.work<{ feedId: number }>(
        boss,
        CALENDAR_FEED_QUEUE,
        { ...polling, batchSize: FEED_BATCH },
        async (jobs) => {
          await Promise.all(
            jobs.map((job) =>
              this.work
                .syncIfDue(job.data.feedId, this.options.periodMinutes)
                .catch((error: unknown) =>
                  this.log.warn({ err: error, feedId: job.data.feedId }, 'calendar feed sync job failed'),
                ),
            ),
          );
        },
      );
    } catch (error) {
      // A retry registers the workers again: none of this attempt's may stay.
      await this.jobs.offWork(boss, [CALENDAR_TICK_QUEUE, CALENDAR_FEED_QUEUE]);
      throw error;
    }
    this.boss = boss;
    return boss;
  }

  /** The tick: one job per due feed, never two for a feed within a period. Answers the feeds queued. */
  async queueDue(boss?: PgBoss): Promise<number[]> {
    const queue = boss ?? (await this.start());
    const due = await this.work.dueFeeds(this.options.periodMinutes);
    const queued: number[] = [];
    for (const feedId of due) {
      const id = await queue.send(
        CALENDAR_FEED_QUEUE,
        { feedId },
        { singletonKey: `feed-${feedId}`, singletonSeconds: this.options.periodMinutes * 60 },
      );
      if (id) queued.push(feedId);
    }
    if (queued.length && this.feedWorkerId) queue.notifyWorker(this.feedWorkerId);
    return queued;
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (await this.starter.settled());
    if (!boss) return;
    await this.jobs.stopQueues(
      [CALENDAR_TICK_QUEUE, CALENDAR_FEED_QUEUE],
      timeoutMs,
      this.log,
      'calendar sync queue did not stop cleanly',
    );
    this.boss = null;
  }
}
