import type { Db } from '../../db/client';
import type { ChangeEvents } from '../../events';
import type { AccountExport, AccountExportDocument } from './account-export';
import { AccountRepository } from './account.repository';

export interface DeletedAccount {
  photos: number;
  files: number;
  mails: number;
}

/**
 * An account as a whole. Deleting it (by an Admin today) is one transaction that removes the user
 * with everything they own (properties cascade to photos, videos, devices, stays, messages...) and
 * the mail kept for their address, and emits `account.deleted` with the keys of their files in that
 * same transaction; the file subscriber (account.plugin.ts) removes them, right after commit and
 * again on retry until it succeeds (decision 032).
 */
export class AccountService {
  constructor(
    private readonly events: ChangeEvents,
    private readonly exporter: AccountExport,
  ) {}

  /** Everything the account owns (docs/export-format.md); null when there is no such user. */
  async exportAccount(userId: string): Promise<AccountExportDocument | null> {
    return this.exporter.of(userId);
  }

  /** Null when there is no such user. */
  async deleteAccount(userId: string): Promise<DeletedAccount | null> {
    const deleted = await this.events.transaction(async (tx: Db) => {
      const result = await new AccountRepository(tx).deleteAccount(userId);
      if (result) await this.events.emit(tx, { type: 'account.deleted', userId, ...result.files });
      return result;
    });
    if (!deleted) return null;
    return { photos: deleted.files.images.length / 2, files: deleted.files.files.length, mails: deleted.mails };
  }
}
