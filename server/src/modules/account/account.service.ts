import { ACCOUNT_DELETION_ERROR_KEYS, type AccountDeletionRequest } from '@common/contracts/user';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { ChangeEvents } from '../../events';
import type { AccountExport, AccountExportDocument } from './account-export';
import { AccountRepository } from './account.repository';

export interface DeletedAccount {
  photos: number;
  files: number;
  mails: number;
}

/**
 * An account as a whole. Deleting it (by an Admin, or by its user from /account) is one transaction that removes the user
 * with everything they own (properties cascade to photos, videos, devices, stays, messages...) and
 * the mail kept for their address, and emits `account.deleted` with the keys of their files in that
 * same transaction; the file subscriber (account.plugin.ts) removes them, right after commit and
 * again on retry until it succeeds (decision 032).
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly events: ChangeEvents,
    private readonly exporter: AccountExport,
  ) {}

  /**
   * The signed-in user deletes their own account: confirmed with the password (or, for an account
   * that only signs in with Google, its e-mail typed again); the last active Admin cannot.
   */
  async deleteOwnAccount(userId: string, request: AccountDeletionRequest): Promise<DeletedAccount> {
    const repo = new AccountRepository(this.db);
    const user = await repo.confirmationOf(userId);
    if (!user) throw notFound();
    if (user.passwordHash) {
      if (!request.password || !(await verifyPassword(user.passwordHash, request.password)))
        throw badRequest('password', ACCOUNT_DELETION_ERROR_KEYS.wrongPassword);
    } else if (request.confirmEmail?.toLowerCase() !== user.email.toLowerCase())
      throw badRequest('confirmEmail', ACCOUNT_DELETION_ERROR_KEYS.wrongEmail);
    if (user.roles.includes('Admin') && (await repo.adminCount()) <= 1)
      throw conflict(ACCOUNT_DELETION_ERROR_KEYS.lastAdmin);
    const deleted = await this.deleteAccount(userId);
    if (!deleted) throw notFound();
    return deleted;
  }

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
