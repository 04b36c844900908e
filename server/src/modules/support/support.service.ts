import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import {
  type Onboarding,
  SUPPORT_ERROR_KEYS,
  SUPPORT_LIMITS,
  type Ticket,
  type TicketStatus,
} from '@common/contracts/support';
import { ERROR_CODES } from '@common/errors';
import type { Db } from '../../db/client';
import type { SupportTicketRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { ImageRejectedError, processImage } from '../media';
import type { AdminRepository } from '../admin';
import type { BotCheck } from '../bot-check';
import type { Mailer } from '../mail';
import { InboxRepository } from '../inbox';
import { AccessPolicy } from '../access';
import type { RateLimiter } from '../rate-limit';
import { onboardingSteps } from './onboarding';
import { presentPageRow, presentTicket } from './support.presenter';
import { SupportRepository, type TicketFilter } from './support.repository';

type Who = { userId: string; email: string; name: string };

export interface SupportServiceOptions {
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  /** The public contact form's own, tighter limit (per client address and per typed address). */
  contactLimiter: RateLimiter;
  /** The team's inbox, the only address the public contact form writes to. */
  supportEmail: string;
  audit: Pick<AdminRepository, 'audit'>;
  publicUrl: string;
  /** Largest width x height of a screenshot (decompression-bomb guard), as for photos. */
  maxPixels: number;
}

/** A screenshot as read from the request: its bytes, or 'tooLarge' (the rest was discarded), or null (no file part). */
export type ScreenshotPart = Buffer | 'tooLarge' | null;

/**
 * Support tickets: hosts (and visitors of the public contact page) write, follow the thread and
 * answer; staff list, reply (the requester is e-mailed), keep internal notes (never shown to the
 * requester), change the status and assign. Staff changes go to the audit log.
 */
export class SupportService {
  private readonly access: AccessPolicy;
  private readonly repo: SupportRepository;
  private readonly inbox: InboxRepository;

  constructor(
    db: Db,
    private readonly options: SupportServiceOptions,
  ) {
    this.access = new AccessPolicy(db);
    this.repo = new SupportRepository(db);
    this.inbox = new InboxRepository(db);
  }

  private link(locale: string, ticketId: number, staffView = false): string {
    const prefix = locale === 'es' ? '/es' : '';
    return staffView
      ? `${this.options.publicUrl}${prefix}/admin/support-detail?ticket=${ticketId}`
      : `${this.options.publicUrl}${prefix}/home/support/contact?ticket=${ticketId}`;
  }

  private async assertReason(reasonTypeId: number) {
    if (!(await this.repo.reasonExists(reasonTypeId)))
      throw badRequest('reasonTypeId', SUPPORT_ERROR_KEYS.unknownReason);
  }

  private async present(ticket: SupportTicketRow, withNotes: boolean): Promise<Ticket> {
    return presentTicket(ticket, await this.repo.thread(ticket, withNotes));
  }

  private async open(input: {
    requesterUserId: string | null;
    name: string;
    email: string;
    locale: string;
    reasonTypeId: number;
    subject: string;
    body: string;
    propertyId: number | null;
  }): Promise<SupportTicketRow> {
    return this.repo.openTicket(
      {
        requesterUserId: input.requesterUserId,
        requesterName: input.name,
        requesterEmail: input.email,
        locale: input.locale,
        reasonTypeId: input.reasonTypeId,
        subject: input.subject,
        propertyId: input.propertyId,
      },
      { authorUserId: input.requesterUserId, author: 'requester', authorName: input.name, body: input.body },
    );
  }

  /** POST /support/tickets: a signed-in host writes (bot check; the property, if any, must be theirs). */
  async create(
    user: Who & { locale: string },
    input: { reasonTypeId: number; subject: string; body: string; propertyId: number | null; botToken?: string },
    ip: string,
  ): Promise<Ticket> {
    await this.options.rateLimiter.consume('support-ticket', { account: user.userId, ip });
    await this.options.botCheck.verify(input.botToken, BOT_CHECK_ACTIONS.contact, ip);
    await this.assertReason(input.reasonTypeId);
    if (input.propertyId !== null)
      await this.access.require(user.userId, 'property.read', { propertyId: input.propertyId });
    const ticket = await this.open({
      requesterUserId: user.userId,
      name: user.name,
      email: user.email,
      locale: user.locale,
      reasonTypeId: input.reasonTypeId,
      subject: input.subject,
      body: input.body,
      propertyId: input.propertyId,
    });
    // The account's own (confirmed) address: the host follows the ticket in the app.
    this.options.mailer.queue({
      to: user.email,
      locale: user.locale === 'es' ? 'es' : 'en',
      name: user.name,
      template: {
        kind: 'ticketReceived',
        subject: input.subject,
        ticket: ticket.id,
        link: this.link(user.locale, ticket.id),
      },
    });
    return this.present(ticket, false);
  }

  /** POST /support/contact: the public contact page (no account); see `contactLimiter` and the mails below. */
  async contact(
    input: {
      name: string;
      email: string;
      reasonTypeId: number;
      subject: string;
      body: string;
      locale: string;
      botToken?: string;
    },
    ip: string,
  ): Promise<{ ticketId: number }> {
    await this.options.contactLimiter.consume('support-contact', { account: input.email, ip });
    await this.options.botCheck.verify(input.botToken, BOT_CHECK_ACTIONS.contact, ip);
    await this.assertReason(input.reasonTypeId);
    const ticket = await this.open({
      requesterUserId: null,
      name: input.name,
      email: input.email,
      locale: input.locale,
      reasonTypeId: input.reasonTypeId,
      subject: input.subject,
      body: input.body,
      propertyId: null,
    });
    // Anyone can type any address here, so nothing the visitor wrote goes to it: the visitor's words
    // go to the team's inbox only (answers reach the visitor through Reply-To), and the typed address
    // gets a fixed confirmation, limited per address and per client by `contactLimiter`.
    this.options.mailer.queue({
      to: this.options.supportEmail,
      replyTo: input.email,
      locale: 'en',
      name: '',
      template: {
        kind: 'contactForward',
        ticket: ticket.id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        body: input.body,
        link: this.link('en', ticket.id, true),
      },
    });
    this.options.mailer.queue({
      to: input.email,
      locale: input.locale === 'es' ? 'es' : 'en',
      name: '',
      template: { kind: 'contactReceived' },
    });
    return { ticketId: ticket.id };
  }

  private async ownTicket(userId: string, ticketId: number): Promise<SupportTicketRow> {
    const ticket = await this.repo.ticket(ticketId, userId);
    if (!ticket) throw notFound();
    return ticket;
  }

  async mine(userId: string, page: number, pageSize: number) {
    return this.page({ requesterUserId: userId }, page, pageSize);
  }

  async get(userId: string, ticketId: number): Promise<Ticket> {
    return this.present(await this.ownTicket(userId, ticketId), false);
  }

  /** The requester adds to the thread; the ticket waits for staff again. */
  async reply(user: Who, ticketId: number, body: string): Promise<Ticket> {
    const ticket = await this.ownTicket(user.userId, ticketId);
    await this.repo.addMessage({
      ticketId,
      authorUserId: user.userId,
      author: 'requester',
      authorName: user.name,
      body,
    });
    const updated = await this.repo.updateTicket(ticket.id, { status: 'open', updateDate: new Date() });
    return this.present(updated, false);
  }

  /**
   * A screenshot on the host's latest message of their ticket: checked by its content (the media
   * checks: magic bytes and decoder agree, pixel limit), re-encoded to JPEG without metadata.
   */
  async attach(userId: string, ticketId: number, file: ScreenshotPart): Promise<Ticket> {
    const ticket = await this.ownTicket(userId, ticketId);
    if (file === null) throw badRequest('file', SUPPORT_ERROR_KEYS.noFile);
    if (file === 'tooLarge')
      throw new AppError(413, ERROR_CODES.payloadTooLarge, SUPPORT_ERROR_KEYS.screenshotTooLarge, {
        field: 'file',
        params: { maxMegabytes: SUPPORT_LIMITS.screenshotBytes / (1024 * 1024) },
      });
    if ((await this.repo.attachmentCount(ticket.id)) >= SUPPORT_LIMITS.attachmentsPerTicket)
      throw badRequest('file', SUPPORT_ERROR_KEYS.tooManyAttachments, { max: SUPPORT_LIMITS.attachmentsPerTicket });
    let image;
    try {
      image = await processImage(file, { maxPixels: this.options.maxPixels, largeSize: SUPPORT_LIMITS.screenshotSize });
    } catch (error) {
      if (error instanceof ImageRejectedError) throw badRequest('file', SUPPORT_ERROR_KEYS.notAnImage);
      throw error;
    }
    const messageId = await this.repo.latestRequesterMessage(ticket.id);
    if (messageId === null) throw notFound();
    await this.repo.addAttachment({
      ticketId: ticket.id,
      messageId,
      contentType: image.large.contentType,
      width: image.large.width,
      height: image.large.height,
      data: image.large.data,
    });
    return this.present(ticket, false);
  }

  /** The image of an attachment: the requester's own ticket (a requester never reads a staff-only ticket), or any ticket for staff. */
  async attachment(
    userId: string | null,
    ticketId: number,
    attachmentId: number,
  ): Promise<{ contentType: string; data: Buffer }> {
    const ticket = userId === null ? await this.anyTicket(ticketId) : await this.ownTicket(userId, ticketId);
    const row = await this.repo.attachment(ticket.id, attachmentId);
    if (!row || (userId !== null && row.internal)) throw notFound();
    return { contentType: row.contentType, data: row.data };
  }

  /**
   * The getting-started steps, each from the host's data (owned and co-hosted properties): a property;
   * a photo (in a library, as a cover or in a section); a Wi-Fi network and a check-in time in the same
   * guide; a published guide; a guest opened a guide or a stay was added (the guide was shared).
   */
  async onboarding(userId: string): Promise<Onboarding> {
    const hasContact = await this.inbox.hasContact(userId);
    return onboardingSteps({ ...(await this.repo.onboardingFacts(userId)), hasContact });
  }

  private async page(filter: TicketFilter, page: number, pageSize: number) {
    const { rows, totalCount } = await this.repo.page(filter, page, pageSize);
    return {
      items: rows.map(presentPageRow),
      totalCount,
    };
  }

  // Staff

  async queue(
    staffUserId: string,
    query: { status?: TicketStatus; assignee?: 'me' | 'nobody'; q?: string; page: number; pageSize: number },
  ) {
    return this.page({ staffUserId, ...query }, query.page, query.pageSize);
  }

  private async anyTicket(ticketId: number): Promise<SupportTicketRow> {
    const ticket = await this.repo.ticket(ticketId);
    if (!ticket) throw notFound();
    return ticket;
  }

  async staffGet(ticketId: number): Promise<Ticket> {
    return this.present(await this.anyTicket(ticketId), true);
  }

  /** A reply e-mails the requester and waits for them; a note is for staff only. */
  async staffMessage(staff: Who, ticketId: number, body: string, internal: boolean): Promise<Ticket> {
    const ticket = await this.anyTicket(ticketId);
    await this.repo.addMessage({
      ticketId,
      authorUserId: staff.userId,
      author: 'staff',
      authorName: staff.name,
      body,
      internal,
    });
    const updated = await this.repo.updateTicket(ticket.id, {
      updateDate: new Date(),
      ...(internal ? {} : { status: 'waiting' }),
    });
    if (!internal) {
      this.options.mailer.queue({
        to: ticket.requesterEmail,
        locale: ticket.locale === 'es' ? 'es' : 'en',
        name: ticket.requesterName,
        template: {
          kind: 'ticketReply',
          subject: ticket.subject,
          ticket: ticket.id,
          reply: body,
          link: ticket.requesterUserId
            ? this.link(ticket.locale, ticket.id)
            : `${this.options.publicUrl}/community/contact`,
        },
      });
    }
    await this.options.audit.audit({
      actorUserId: staff.userId,
      actorEmail: staff.email,
      action: internal ? 'ticket.note' : 'ticket.reply',
      targetType: 'ticket',
      targetId: String(ticket.id),
      before: null,
      after: { length: body.length },
    });
    return this.present(updated, true);
  }

  async staffUpdate(
    staff: Who,
    ticketId: number,
    change: { status?: TicketStatus; assigneeUserId?: string | null },
  ): Promise<Ticket> {
    const ticket = await this.anyTicket(ticketId);
    if (change.assigneeUserId) {
      const roles = await this.repo.rolesOf(change.assigneeUserId);
      if (!roles || !roles.some((r) => r === 'Internal' || r === 'Admin'))
        throw badRequest('assigneeUserId', SUPPORT_ERROR_KEYS.notStaff);
    }
    const values = {
      ...(change.status ? { status: change.status } : {}),
      ...(change.assigneeUserId !== undefined ? { assigneeUserId: change.assigneeUserId } : {}),
      updateDate: new Date(),
    };
    const updated = await this.repo.updateTicket(ticket.id, values);
    for (const [field, action] of [
      ['status', 'ticket.status'],
      ['assigneeUserId', 'ticket.assign'],
    ] as const) {
      if (change[field] !== undefined && change[field] !== ticket[field]) {
        await this.options.audit.audit({
          actorUserId: staff.userId,
          actorEmail: staff.email,
          action,
          targetType: 'ticket',
          targetId: String(ticket.id),
          before: { [field]: ticket[field] },
          after: { [field]: change[field] },
        });
      }
    }
    return this.present(updated, true);
  }

  /** Name, e-mail and language of a signed-in caller. */
  async who(userId: string): Promise<(Who & { locale: string }) | null> {
    const user = await this.repo.user(userId);
    return user
      ? {
          userId: user.id,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`.trim() || user.email,
          locale: user.locale,
        }
      : null;
  }
}
