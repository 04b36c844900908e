import {
  ADMIN_ERROR_KEYS,
  type AdminList,
  type AdminPromptInput,
  type AdminPromptTemplate,
  type AdminOverview,
  type AdminRole,
  type AdminRoleHolder,
  type AdminUser,
  type AdminUserDetail,
} from '@common/contracts/admin';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { editableListItems, ensureLookups, forgetLookupCatalog, LOOKUPS_EDITED_KEY, renameListItem } from '../list';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../mail';
import type { ImageStorage } from '../storage';
import { AdminRepository } from './admin.repository';
import { PromptTemplates } from './prompt-templates';

/** Who made a change: a staff member, or the command line. */
export interface Actor {
  userId: string | null;
  email: string;
}

export const COMMAND_LINE: Actor = { userId: null, email: 'command line' };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** What the audit log keeps of a user: never secrets. */
const auditUser = (u: UserRow) => ({
  email: u.email,
  roles: u.roles,
  isActive: u.isActive,
  twoFactorEnabled: u.twoFactorEnabled,
});

const presentUser = (user: UserRow, propertyCount: number): AdminUser => ({
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: user.roles,
  isActive: user.isActive,
  emailConfirmed: user.emailConfirmed,
  twoFactorEnabled: user.twoFactorEnabled,
  createDate: user.createDate.toISOString(),
  lastLoginDate: iso(user.lastLoginDate),
  propertyCount,
});

export interface AdminServiceOptions {
  database: Database;
  mailer: Mailer;
  storage: ImageStorage;
  buildVersion: string;
  /** The account's data export (app.account); null when there is no such user. */
  exportAccount: (userId: string) => Promise<{ properties: unknown[] } | null>;
  /** Deletes an account with all it owns (app.account); null when there was none. */
  deleteAccount: (userId: string) => Promise<{ photos: number; files: number; mails: number } | null>;
  /** Mails a fresh confirmation link (the signup flow's own). */
  sendConfirmation: (user: UserRow) => Promise<void>;
  /** Queues an indexing run of a property on behalf of its owner. */
  requestIndex: (ownerUserId: string, propertyId: number) => Promise<unknown>;
}

/**
 * The admin area's rules: staff read everything; changes (roles, deactivation, 2FA reset, export,
 * deletion, purge) are Admin-only at the route, never leave the installation without an Admin, and
 * are each written to the audit log with the values before and after.
 */
export class AdminService {
  readonly repo: AdminRepository;
  /** "METHOD /path" of every admin route (filled as the routes register). */
  readonly routes: string[] = [];
  /** The concierge's base instructions per rental type (also read by the concierge). */
  readonly prompts: PromptTemplates;

  constructor(private readonly options: AdminServiceOptions) {
    this.repo = new AdminRepository(options.database.db);
    this.prompts = new PromptTemplates(options.database.db);
  }

  /** PUT /admin/ai/prompts/{strTypeId}: one rental type's base instructions (0 = the default), audited. */
  savePromptTemplate(actor: Actor, strTypeId: number, input: AdminPromptInput): Promise<AdminPromptTemplate> {
    return this.prompts.save(strTypeId, input, (before, after) =>
      this.audit(actor, 'ai.prompt.save', 'strType', String(strTypeId), before, after),
    );
  }

  private audit(actor: Actor, action: string, targetType: string, targetId: string, before: unknown, after: unknown) {
    return this.repo.audit({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action,
      targetType,
      targetId,
      before: before ?? null,
      after: after ?? null,
    });
  }

  private async userOr404(userId: string): Promise<UserRow> {
    const user = await this.repo.user(userId);
    if (!user) throw notFound(ADMIN_ERROR_KEYS.unknownUser);
    return user;
  }

  async overview(): Promise<AdminOverview> {
    const started = performance.now();
    let databaseOk = true;
    try {
      await this.options.database.ping();
    } catch {
      databaseOk = false;
    }
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const [counts, jobs, mail, openTickets] = await Promise.all([
      this.repo.overviewCounts(),
      this.repo.jobCounts(),
      this.repo.mailCounts(),
      this.repo.openTickets(),
    ]);
    return {
      ...counts,
      openTickets,
      health: {
        database: { kind: this.options.database.kind, ok: databaseOk, latencyMs },
        jobs,
        mail: { mode: this.options.mailer.mode, queuedOrKept: mail.kept, guestMessagesFailedLast24h: mail.guestFailed },
      },
      version: this.options.buildVersion,
    };
  }

  async users(q: string | undefined, page: number, pageSize: number) {
    const { rows, totalCount } = await this.repo.userPage(q, page, pageSize);
    return { items: rows.map((r) => presentUser(r.user, r.propertyCount)), totalCount };
  }

  async userDetail(userId: string): Promise<AdminUserDetail> {
    const user = await this.userOr404(userId);
    const [owned, activeSessions] = await Promise.all([
      this.repo.propertiesOf(userId),
      this.repo.activeSessions(userId),
    ]);
    return {
      ...presentUser(user, owned.filter((p) => !p.isDeleted).length),
      locale: user.locale,
      phoneNumber: user.phoneNumber,
      properties: owned.map((p) => ({ ...p, createDate: p.createDate.toISOString() })),
      activeSessions,
    };
  }

  /** Deactivation ends the user's sessions at once; the last active Admin cannot be deactivated. */
  async setActive(actor: Actor, userId: string, isActive: boolean): Promise<AdminUserDetail> {
    const user = await this.userOr404(userId);
    if (!isActive && user.id === actor.userId) throw conflict(ADMIN_ERROR_KEYS.notYourself);
    if (!isActive && user.roles.includes('Admin') && user.isActive && (await this.repo.adminCount()) <= 1)
      throw conflict(ADMIN_ERROR_KEYS.lastAdmin);
    const updated = await this.repo.setActive(userId, isActive);
    if (!isActive) await this.repo.endSessions(userId);
    await this.audit(
      actor,
      isActive ? 'user.reactivate' : 'user.deactivate',
      'user',
      userId,
      auditUser(user),
      auditUser(updated!),
    );
    return this.userDetail(userId);
  }

  async resendConfirmation(actor: Actor, userId: string): Promise<{ mailSent: true }> {
    const user = await this.userOr404(userId);
    if (user.emailConfirmed) throw conflict(ADMIN_ERROR_KEYS.alreadyConfirmed);
    await this.options.sendConfirmation(user);
    await this.audit(actor, 'user.resendConfirmation', 'user', userId, null, { email: user.email });
    return { mailSent: true };
  }

  async resetTwoFactor(actor: Actor, userId: string): Promise<AdminUserDetail> {
    const user = await this.userOr404(userId);
    const updated = await this.repo.resetTwoFactor(userId);
    await this.audit(actor, 'user.reset2fa', 'user', userId, auditUser(user), auditUser(updated!));
    return this.userDetail(userId);
  }

  /** The user's data (a data request): the same document the user downloads themselves, no secrets. */
  async exportUser(actor: Actor, userId: string) {
    await this.userOr404(userId);
    const data = await this.options.exportAccount(userId);
    if (!data) throw notFound();
    await this.audit(actor, 'user.export', 'user', userId, null, { properties: data.properties.length });
    return data;
  }

  /**
   * Deletes the user and everything they own: properties, photos, videos and manuals (files too),
   * stays, messages, the mail kept for them (app.account: one transaction, files removed by a job).
   */
  async deleteUser(actor: Actor, userId: string): Promise<{ userId: string }> {
    const user = await this.userOr404(userId);
    if (user.id === actor.userId) throw conflict(ADMIN_ERROR_KEYS.notYourself);
    if (user.roles.includes('Admin') && (await this.repo.adminCount()) <= 1) throw conflict(ADMIN_ERROR_KEYS.lastAdmin);
    const owned = await this.repo.propertiesOf(userId);
    const deleted = await this.options.deleteAccount(userId);
    if (!deleted) throw notFound();
    await this.audit(
      actor,
      'user.delete',
      'user',
      userId,
      { ...auditUser(user), properties: owned.length, ...deleted },
      null,
    );
    return { userId };
  }

  async roleHolders(): Promise<AdminRoleHolder[]> {
    return (await this.repo.roleHolders()).map((u) => ({
      userId: u.id,
      email: u.email,
      name: `${u.firstName} ${u.lastName}`.trim(),
      roles: u.roles,
    }));
  }

  async grant(actor: Actor, email: string, role: AdminRole): Promise<AdminRoleHolder> {
    const user = await this.repo.userByEmail(email);
    if (!user) throw badRequest('email', ADMIN_ERROR_KEYS.unknownUser);
    const roles = user.roles.includes(role) ? user.roles : [...user.roles, role];
    const updated = await this.repo.setRoles(user.id, roles);
    if (roles !== user.roles)
      await this.audit(actor, 'role.grant', 'user', user.id, { roles: user.roles }, { roles, role });
    return {
      userId: updated!.id,
      email: updated!.email,
      name: `${updated!.firstName} ${updated!.lastName}`.trim(),
      roles: updated!.roles,
    };
  }

  /** Revokes a role; the last active Admin keeps theirs. */
  async revoke(actor: Actor, userId: string, role: AdminRole): Promise<AdminRoleHolder> {
    const user = await this.userOr404(userId);
    if (role === 'Admin' && user.roles.includes('Admin') && user.isActive && (await this.repo.adminCount()) <= 1)
      throw conflict(ADMIN_ERROR_KEYS.lastAdmin);
    const roles = user.roles.filter((r) => r !== role);
    const updated = await this.repo.setRoles(user.id, roles);
    if (roles.length !== user.roles.length)
      await this.audit(actor, 'role.revoke', 'user', user.id, { roles: user.roles }, { roles, role });
    return {
      userId: updated!.id,
      email: updated!.email,
      name: `${updated!.firstName} ${updated!.lastName}`.trim(),
      roles: updated!.roles,
    };
  }

  async auditPage(page: number, pageSize: number) {
    const { rows, totalCount } = await this.repo.auditPage(page, pageSize);
    return {
      items: rows.map((r) => ({
        auditId: r.id,
        actor: r.actorEmail,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        before: r.before ?? null,
        after: r.after ?? null,
        createDate: r.createDate.toISOString(),
      })),
      totalCount,
    };
  }

  async outbox(page: number, pageSize: number) {
    const { rows, totalCount } = await this.repo.outboxPage(page, pageSize);
    return {
      items: rows.map((m) => ({
        mailId: m.id,
        to: m.toAddress,
        subject: m.subject,
        createDate: m.createDate.toISOString(),
        sentDate: null,
      })),
      totalCount,
      mode: this.options.mailer.mode,
    };
  }

  /** Sends a kept mail again (through SMTP when configured, else as a new outbox entry). */
  async resendMail(actor: Actor, mailId: string) {
    const mail = await this.repo.outboxMail(mailId);
    if (!mail) throw notFound();
    await this.options.mailer.deliver(
      mail.toAddress,
      { subject: mail.subject, text: mail.text, html: mail.html },
      'resend',
    );
    await this.audit(actor, 'mail.resend', 'mail', mailId, null, { subject: mail.subject });
    return {
      mailId: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      createDate: mail.createDate.toISOString(),
      sentDate: new Date().toISOString(),
    };
  }

  /** Removes for good the properties deleted (softly) more than `days` days ago, with their photos. */
  async purge(actor: Actor, days: number): Promise<{ purged: number }> {
    const ids = await this.repo.softDeletedBefore(new Date(Date.now() - days * 86_400_000));
    const keys = await this.repo.mediaKeys(ids);
    await this.repo.deleteProperties(ids);
    for (const key of keys) await this.options.storage.delete(key).catch(() => undefined);
    await this.audit(actor, 'properties.purge', 'property', ids.join(',') || '-', null, {
      olderThanDays: days,
      purged: ids.length,
    });
    return { purged: ids.length };
  }

  async list(list: AdminList) {
    const db = this.options.database.db;
    // A fresh instance seeds the lookups on the first list call; the admin area may be that call.
    await ensureLookups(db);
    return editableListItems(db, list);
  }

  /** Renames a lookup item in both languages; every instance shows it within half a minute. */
  async editListItem(actor: Actor, list: AdminList, id: number, names: { nameEn: string; nameEs: string }) {
    const db = this.options.database.db;
    await ensureLookups(db);
    const before = await renameListItem(db, list, id, names, LOOKUPS_EDITED_KEY);
    if (!before) throw notFound();
    forgetLookupCatalog(db);
    await this.audit(actor, 'list.edit', list, String(id), before, names);
    return (await this.list(list)).find((r) => r.id === id)!;
  }

  async ai(config: { AI_BASE_URL?: string; AI_CHAT_MODEL?: string; AI_EMBED_MODEL?: string }) {
    const [runs, usage] = await Promise.all([this.repo.latestRuns(), this.repo.aiUsage()]);
    const staleBefore = Date.now() - 10 * 60_000;
    return {
      provider: {
        mode: config.AI_BASE_URL ? ('model' as const) : ('embedded' as const),
        chatModel: config.AI_CHAT_MODEL ?? null,
        embedModel: config.AI_EMBED_MODEL ?? null,
      },
      runs: runs.map((r) => ({
        propertyId: r.propertyId,
        propertyName: r.propertyName,
        ownerEmail: r.ownerEmail,
        status: r.status,
        errorKey: r.errorKey,
        createDate: r.createDate.toISOString(),
        stale: (r.status === 'queued' || r.status === 'running') && r.heartbeatDate.getTime() < staleBefore,
      })),
      usage,
    };
  }

  async retryIndex(actor: Actor, propertyId: number): Promise<{ queued: true }> {
    const owner = await this.repo.ownerOf(propertyId);
    if (!owner) throw notFound();
    await this.options.requestIndex(owner, propertyId);
    await this.audit(actor, 'ai.retry', 'property', String(propertyId), null, { queued: true });
    return { queued: true };
  }
}
