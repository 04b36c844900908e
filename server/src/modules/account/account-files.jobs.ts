import type PgBoss from 'pg-boss';
import { type AppJobs, SharedStart } from '../../jobs/boss';
import type { ImageStorage } from '../media/image-storage';
import type { FileStore } from '../videos/stored-files';
import type { AccountFiles } from './account.repository';

export const ACCOUNT_FILES_QUEUE = 'account-files-removal';

/** Files removed in parallel (a bucket answers each DELETE in a round trip). */
const REMOVALS_AT_ONCE = 16;

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Removal of a deleted account's files (photos in the image store, videos and manuals in the file
 * store), as a pg-boss job enqueued in the deletion's own transaction: a crash after the commit
 * leaves the job, which a worker runs (again) until it succeeds. Removing a missing file succeeds,
 * so running a job twice - or after the request already removed the files - changes nothing.
 */
export class AccountFilesQueue {
  private readonly starter = new SharedStart<PgBoss>(() => this.startOnce());
  private stopped = false;

  constructor(
    private readonly jobs: AppJobs,
    private readonly stores: { images: ImageStorage; files: FileStore },
    private readonly log: Logger,
  ) {
    jobs.logErrors([ACCOUNT_FILES_QUEUE], log, 'account file removal failed; it will be retried');
  }

  /** Starts pg-boss, the queue and this instance's worker (once). */
  async start(): Promise<PgBoss> {
    if (this.stopped) throw new Error('account file queue stopped');
    return this.starter.get();
  }

  private async startOnce(): Promise<PgBoss> {
    const boss = await this.jobs.start();
    await boss.createQueue(ACCOUNT_FILES_QUEUE, {
      name: ACCOUNT_FILES_QUEUE,
      policy: 'standard',
      retryLimit: 20,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 900,
    });
    await this.jobs.work<AccountFiles>(boss, ACCOUNT_FILES_QUEUE, { batchSize: 1 }, async ([job]) => {
      if (job) await this.remove(job.data);
    });
    return boss;
  }

  /** Enqueues the removal through `db` (the deletion's transaction); start() first. */
  async enqueue(files: AccountFiles, db: PgBoss.Db): Promise<void> {
    const boss = await this.start();
    await boss.send(ACCOUNT_FILES_QUEUE, files, { db });
  }

  /** Removes the files; throws when one could not be removed (the job is then retried). */
  async remove(files: AccountFiles): Promise<void> {
    const removals = [
      ...files.images.map((key) => () => this.stores.images.delete(key)),
      ...files.files.map((key) => () => this.stores.files.delete(key)),
    ];
    const results: PromiseSettledResult<void>[] = [];
    for (let i = 0; i < removals.length; i += REMOVALS_AT_ONCE)
      results.push(...(await Promise.allSettled(removals.slice(i, i + REMOVALS_AT_ONCE).map((remove) => remove()))));
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) {
      throw new Error(`${failed.length} of ${results.length} files of a deleted account could not be removed`, {
        cause: (failed[0] as PromiseRejectedResult).reason,
      });
    }
  }

  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    if (!(await this.starter.settled())) return;
    await this.jobs.stopQueues([ACCOUNT_FILES_QUEUE], timeoutMs, this.log, 'account file queue did not stop cleanly');
  }
}
