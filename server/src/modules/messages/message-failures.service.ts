import {
  MESSAGE_FAILURE_LIST_LIMIT,
  MESSAGE_FAILURE_WINDOW_DAYS,
  type MessageFailure,
  type MessageFailures,
} from '@common/contracts/message-failures';
import type { MessageChannel } from '@common/contracts/messages';
import { resources } from '@common/locales/index';
import type { Db } from '../../db/client';
import type { AccessPolicy } from '../access';
import type { Mailer } from '../mail';
import { type FailureRow, MessageFailuresRepository } from './message-failures.repository';

/** The digest of a day goes out at the first dispatcher run from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 8;
/** Failures a digest lists one by one (the rest are counted). */
const DIGEST_LINES = 20;
/** How often one instance looks for digests owed (the dispatcher runs every minute). */
const DIGEST_CHECK_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

interface Logger {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface MessageFailuresDeps {
  access: AccessPolicy;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Logger;
}

const present = (row: FailureRow): MessageFailure => ({
  messageId: row.messageId,
  stayId: row.stayId,
  propertyId: row.propertyId,
  propertyName: row.propertyName,
  guestName: row.guestName,
  templateName: row.templateName,
  channel: row.channel as MessageChannel,
  reason: row.reason ?? 'host.messages.errors.mailFailed',
  failedAt: row.failedAt.toISOString(),
});

/** A host.* translation key in a language ("host.messages.errors.noEmail"), or the key itself. */
function translate(key: string, locale: 'en' | 'es'): string {
  let node: unknown = resources[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/**
 * Guest messages that could not be sent, brought to the host (docs/decisions/044-failed-messages-reach-the-host.md):
 * the dashboard notice (open failures until fixed or acknowledged) and the owners' daily digest.
 */
export class MessageFailuresService {
  private readonly repo: MessageFailuresRepository;
  private lastDigestCheck = 0;

  constructor(
    db: Db,
    private readonly deps: MessageFailuresDeps,
  ) {
    this.repo = new MessageFailuresRepository(db);
  }

  private windowStart(now: Date) {
    return new Date(now.getTime() - MESSAGE_FAILURE_WINDOW_DAYS * DAY_MS);
  }

  /** The open failures on the properties the caller manages messages on (or on one of them). */
  async list(userId: string, propertyId?: number, now = new Date()): Promise<MessageFailures> {
    if (propertyId !== undefined) await this.deps.access.require(userId, 'message.manage', { propertyId });
    const { items, count } = await this.repo.visible(
      userId,
      this.windowStart(now),
      MESSAGE_FAILURE_LIST_LIMIT,
      propertyId,
    );
    return { count, items: items.map(present) };
  }

  /** "Seen it": this failure of the message is no longer shown (a later failure of it is). */
  async acknowledge(userId: string, messageId: number): Promise<MessageFailures> {
    await this.deps.access.require(userId, 'message.manage', { messageId });
    const failedAt = await this.repo.currentFailure(messageId);
    if (failedAt) await this.repo.acknowledge(messageId, failedAt, userId);
    return this.list(userId);
  }

  /** The dispatcher's hook: looks for owed digests at most every 10 minutes per instance. Never throws. */
  async digestIfDue(now = new Date()): Promise<void> {
    if (now.getTime() - this.lastDigestCheck < DIGEST_CHECK_MS) return;
    this.lastDigestCheck = now.getTime();
    try {
      await this.sendDigests(now);
    } catch (error) {
      this.deps.log.error({ err: error }, 'failed-message digests could not be sent');
    }
  }

  /**
   * Each owner with failures newer than their last digest (the last day's, for a first one) gets one
   * e-mail per UTC day, from DIGEST_HOUR_UTC on; days without new failures send nothing. The day's
   * row is claimed before the mail goes (one mail across instances and runs) and given back if the
   * mail fails. Answers how many digests this run sent.
   */
  async sendDigests(now = new Date()): Promise<number> {
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
    const day = now.toISOString().slice(0, 10);
    const owed = await this.repo.owedDigests(
      new Date(now.getTime() - DAY_MS),
      this.windowStart(now),
      await this.repo.digestSent(day),
    );
    let sent = 0;
    for (const { owner, failures } of owed) {
      const newest = failures.reduce((max, f) => (f.failedAt > max ? f.failedAt : max), failures[0]!.failedAt);
      if (!(await this.repo.claimDigest(owner.userId, day, newest, failures.length))) continue;
      const locale = owner.locale === 'es' ? 'es' : 'en';
      const lines = failures.slice(0, DIGEST_LINES).map((f) => {
        const what = [f.guestName, f.propertyName, f.templateName].filter(Boolean).join(' · ');
        return `${what}: ${translate(f.reason ?? 'host.messages.errors.mailFailed', locale)}`;
      });
      if (failures.length > DIGEST_LINES)
        lines.push(
          translate('auth.mail.messageFailures.more', locale).replace(
            '{{count}}',
            String(failures.length - DIGEST_LINES),
          ),
        );
      try {
        await this.deps.mailer.send({
          to: owner.email,
          locale,
          name: owner.firstName,
          template: {
            kind: 'messageFailures',
            count: failures.length,
            lines,
            link: `${this.deps.publicUrl}${locale === 'es' ? '/es' : ''}/home`,
          },
        });
        sent += 1;
        // Ids and counts only: no address, no guest name.
        this.deps.log.info({ userId: owner.userId, failures: failures.length }, 'failed-message digest sent');
      } catch (error) {
        await this.repo.releaseDigest(owner.userId, day);
        this.deps.log.error({ userId: owner.userId, err: error }, 'failed-message digest could not be sent');
      }
    }
    return sent;
  }
}
