import type {
  GuestHandoff,
  GuestHandoffQuestion,
  HostContact,
  HostContactValues,
  InboxQuestion,
  InboxSummary,
} from '@common/contracts/inbox';
import { INBOX_LIMITS } from '@common/contracts/inbox';
import type { Locale } from '@common/locales';
import { resources } from '@common/locales/index';
import type { Db } from '../../db/client';
import type { InboxQuestionRow } from '../../db/schema';
import type { ChangeEvents } from '../../events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sha256Hex } from '../../lib/secrets';
import { ERROR_CODES } from '@common/errors';
import type { AccessPolicy } from '../access';
import type { Mailer } from '../mail';
import type { RateLimiter } from '../rate-limit';
import type { StayAccess } from '../stays';
import { InboxRepository } from './inbox.repository';

type Guide = NonNullable<Awaited<ReturnType<InboxRepository['publishedGuide']>>>;

/** How a guest reaches the request: the guide, the client, and what proves access to a locked guide. */
export interface GuestCaller {
  slug: string;
  ip: string;
  accessCode?: string;
  stayToken?: string;
  guestKey?: string;
}

export interface InboxDeps {
  events: ChangeEvents;
  access: AccessPolicy;
  mailer: Mailer;
  stayAccess: Pick<StayAccess, 'find'>;
  /** The guide's access-code guard (per client, slowed per guide), shared with the guide page. */
  codes: { check: (guide: Guide, given: string, ip: string) => Promise<boolean> };
  limits: { ask: RateLimiter; read: RateLimiter };
  publicUrl: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const asLocale = (value: string | null | undefined): Locale => (value === 'es' ? 'es' : 'en');

/** The guide's contact for guests: its own host contact (when the guide shows it) over the account's. */
export function guestContact(
  property: { guide: { hostContact?: { show: boolean; phone: string | null; email: string | null } } },
  account: { phone: string | null; whatsapp: string | null; email: string | null; showPhone: boolean } | null,
): GuestHandoff['contact'] {
  const own = property.guide.hostContact?.show ? property.guide.hostContact : null;
  return {
    phone: own?.phone || (account?.showPhone ? account.phone : null) || null,
    whatsapp: (account?.showPhone ? account.whatsapp : null) || null,
    email: own?.email || account?.email || null,
  };
}

/**
 * The hand-off from the concierge to the host (docs/decisions/048-host-contact-and-guest-inbox.md):
 * the host's contact for guests, guests' questions sent to the host's inbox, and the host's answers,
 * mailed only to the e-mail a stay has on record (nothing public mails an address a visitor chose).
 */
export class InboxService {
  private readonly repo: InboxRepository;

  constructor(
    db: Db,
    private readonly deps: InboxDeps,
  ) {
    this.repo = new InboxRepository(db);
  }

  async contact(userId: string): Promise<HostContact> {
    const row = await this.repo.contact(userId);
    return {
      phone: row?.phone ?? null,
      whatsapp: row?.whatsapp ?? null,
      email: row?.email ?? null,
      showPhone: row?.showPhone ?? false,
      modifyDate: iso(row?.modifyDate ?? null),
    };
  }

  async saveContact(userId: string, values: HostContactValues): Promise<HostContact> {
    await this.deps.events.transaction(async (tx) => {
      const repo = new InboxRepository(tx);
      await repo.saveContact(userId, values);
      await repo.touchOwnedGuides(userId);
    });
    return this.contact(userId);
  }

  /** The guest-page data of the account contact (the emergency card lists its phone when shared). */
  async contactForGuide(property: { ownerUserId: string; guide: Guide['guide'] }): Promise<GuestHandoff['contact']> {
    return guestContact(property, await this.repo.contact(property.ownerUserId));
  }

  // ---- Guests ------------------------------------------------------------------------------------

  /** The guide and the stay a request may act on: a locked guide needs its code or a stay link. */
  private async guestAccess(caller: GuestCaller): Promise<{ guide: Guide; stayId: number | null }> {
    const guide = await this.repo.publishedGuide(caller.slug);
    if (!guide) throw notFound();
    const stay = caller.stayToken ? await this.deps.stayAccess.find(guide, caller.stayToken) : null;
    if (guide.accessCode && !stay) {
      const given = caller.accessCode;
      if (!given || !(await this.deps.codes.check(guide, given, caller.ip)))
        throw new AppError(403, ERROR_CODES.forbidden, 'guest.errors.wrongCode', { field: 'accessCode' });
    }
    return { guide, stayId: stay?.stayId ?? null };
  }

  async ask(caller: GuestCaller, input: { question: string; locale: Locale }): Promise<GuestHandoffQuestion> {
    const { guide, stayId } = await this.guestAccess(caller);
    await this.deps.limits.ask.consume('inbox-ask', { account: `guide:${guide.id}`, ip: caller.ip });
    // An anonymous guest fetches the answer with the id their browser keeps; without one it could never see it.
    if (stayId === null && !caller.guestKey) throw badRequest('guestKey');
    const row = await this.deps.events.transaction(async (tx) => {
      const { row: stored, created } = await new InboxRepository(tx).insertQuestionOnce(
        {
          propertyId: guide.id,
          stayId,
          guestKeyHash: stayId === null ? sha256Hex(caller.guestKey!) : null,
          question: input.question.slice(0, INBOX_LIMITS.question),
          locale: input.locale,
        },
        INBOX_LIMITS.retryMinutes,
      );
      // A retry of a question already sent is answered with it; the host is told once.
      if (created)
        await this.deps.events.emit(tx, { type: 'inbox.asked', questionId: stored.id, propertyId: guide.id });
      return stored;
    });
    return presentGuestQuestion(row);
  }

  async replies(caller: GuestCaller, locale: Locale): Promise<GuestHandoff> {
    const { guide, stayId } = await this.guestAccess(caller);
    await this.deps.limits.read.consume('inbox-read', { account: `guide:${guide.id}`, ip: caller.ip });
    const guestKeyHash = caller.guestKey ? sha256Hex(caller.guestKey) : null;
    const [rows, contact] = await Promise.all([
      this.repo.guestQuestions(guide.id, { stayId, guestKeyHash }),
      this.contactForGuide(guide),
    ]);
    return {
      contact,
      questions: rows.map(presentGuestQuestion),
      strings: { ...resources[locale].guest.handoff },
    };
  }

  // ---- Hosts -------------------------------------------------------------------------------------

  async summary(userId: string): Promise<InboxSummary> {
    const properties = await this.repo.counts(userId);
    return { unreadCount: properties.reduce((n, p) => n + p.unreadCount, 0), properties };
  }

  async list(userId: string, propertyId: number): Promise<InboxQuestion[]> {
    await this.deps.access.require(userId, 'inbox.answer', { propertyId });
    const rows = await this.repo.propertyQuestions(propertyId, INBOX_LIMITS.listed);
    return rows.map((r) => presentHostQuestion(r.question, r.guestName));
  }

  async markRead(userId: string, propertyId: number): Promise<InboxSummary> {
    await this.deps.access.require(userId, 'inbox.answer', { propertyId });
    await this.repo.markRead(propertyId);
    return this.summary(userId);
  }

  async reply(
    userId: string,
    propertyId: number,
    input: { questionId: string; reply: string },
  ): Promise<InboxQuestion> {
    await this.deps.access.require(userId, 'inbox.answer', { propertyId });
    const row = await this.deps.events.transaction(async (tx) => {
      const saved = await new InboxRepository(tx).saveReply(propertyId, input.questionId, input.reply, userId);
      if (saved) await this.deps.events.emit(tx, { type: 'inbox.answered', questionId: saved.id, propertyId });
      return saved;
    });
    if (!row) throw notFound();
    return presentHostQuestion(row, await this.repo.guestName(row.stayId));
  }

  // ---- Mail (change-event subscribers: at least once, so each one is safe to repeat) -------------

  /** Tells the property's owner, in their language, that a guest sent a question. */
  async notifyOwner(questionId: string): Promise<void> {
    const found = await this.repo.forMail(questionId);
    if (!found) return;
    const owner = await this.repo.owner(found.ownerUserId);
    if (!owner) return;
    const locale = asLocale(owner.locale);
    await this.deps.mailer.send({
      to: owner.email,
      locale,
      name: owner.firstName,
      template: {
        kind: 'inboxQuestion',
        property: found.propertyName,
        question: found.question.question,
        link: `${this.deps.publicUrl}${locale === 'es' ? '/es' : ''}/home/inbox?property=${found.question.propertyId}`,
      },
    });
  }

  /** Mails the host's answer to the stay's e-mail on record, once per answer; anonymous guests read it on the guide. */
  async mailReply(questionId: string): Promise<void> {
    const found = await this.repo.forMail(questionId);
    if (!found?.question.reply || !found.stayEmail) return;
    if (!(await this.repo.claimMail(questionId))) return;
    const locale = asLocale(found.stayLocale ?? found.question.locale);
    try {
      await this.deps.mailer.send({
        to: found.stayEmail,
        locale,
        name: found.guestName ?? '',
        template: {
          kind: 'inboxReply',
          property: found.propertyName,
          question: found.question.question,
          reply: found.question.reply,
          link: `${this.deps.publicUrl}${locale === 'es' ? '/es' : ''}/g/${found.slug}`,
        },
      });
    } catch (error) {
      await this.repo.releaseMail(questionId);
      throw error;
    }
  }
}

function presentGuestQuestion(row: InboxQuestionRow): GuestHandoffQuestion {
  return {
    questionId: row.id,
    question: row.question,
    createDate: row.createDate.toISOString(),
    reply: row.reply,
    replyDate: iso(row.replyDate),
  };
}

function presentHostQuestion(row: InboxQuestionRow, guestName: string | null): InboxQuestion {
  return {
    questionId: row.id,
    propertyId: row.propertyId,
    question: row.question,
    locale: asLocale(row.locale),
    guestName,
    createDate: row.createDate.toISOString(),
    read: row.readAt !== null,
    reply: row.reply,
    replyDate: iso(row.replyDate),
    replyMailed: row.replyMailedAt !== null,
  };
}
