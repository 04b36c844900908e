import type { Db } from '../../db/client';
import type { AccountExport, AccountExportDocument } from './account-export';
import { ACCOUNT_FILES_QUEUE, type AccountFilesQueue } from './account-files.jobs';
import { type AccountFiles, AccountRepository } from './account.repository';

interface Logger {
  warn: (obj: object, msg: string) => void;
}

export interface DeletedAccount {
  photos: number;
  files: number;
  mails: number;
}

/**
 * Deleting an account (by its owner or by an Admin): one transaction removes the user with
 * everything they own (properties cascade to photos, videos, devices, stays, messages...) and the
 * mail kept for their address, and enqueues the removal of their files. The rows naming the files
 * are gone at commit; the files are then removed at once, and the job removes them again should the
 * process stop before that (a missing file is not an error).
 */
export class AccountService {
  private readonly repo: AccountRepository;

  constructor(
    db: Db,
    private readonly files: AccountFilesQueue,
    private readonly exporter: AccountExport,
    private readonly log: Logger,
  ) {
    this.repo = new AccountRepository(db);
  }

  /** Everything the account owns (docs/export-format.md); null when there is no such user. */
  async exportAccount(userId: string): Promise<AccountExportDocument | null> {
    return this.exporter.of(userId);
  }

  /** Null when there is no such user. */
  async deleteAccount(userId: string): Promise<DeletedAccount | null> {
    // pg-boss is started first: on PGlite the transaction holds the one connection, which its start needs.
    await this.files.start();
    const deleted = await this.repo.deleteAccount(userId, (files, db) => this.files.enqueue(files, db));
    if (!deleted) return null;
    await this.files
      .remove(deleted.files)
      .catch((error: unknown) => this.log.warn({ err: error }, 'account files not removed yet; the job will retry'));
    return { photos: deleted.files.images.length / 2, files: deleted.files.files.length, mails: deleted.mails };
  }

  /** Removes the files (what the job does; a missing file is not an error). */
  async removeFiles(files: AccountFiles): Promise<void> {
    await this.files.remove(files);
  }

  /** Starts the removal worker when jobs are waiting (left by a process that stopped). */
  async resumeWaiting(): Promise<void> {
    if (await this.repo.queueHasWork(ACCOUNT_FILES_QUEUE)) await this.files.start();
  }
}
