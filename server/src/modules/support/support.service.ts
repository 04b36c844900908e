import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { SUPPORT_ERROR_KEYS, type Ticket, type TicketStatus } from '@common/contracts/support';
import type { Db } from '../../db/client';
import { properties, reasonTypes, supportMessages, type SupportMessageRow, supportTickets, type SupportTicketRow, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { AdminRepository } from '../admin/admin.repository';
import type { BotCheck } from '../bot-check/bot-check.service';
import type { Mailer } from '../mail/mail.service';
import { PropertyRepository } from '../property/property.repository';
import type { RateLimiter } from '../rate-limit/rate-limit.service';

type Who = { userId: string; email: string; name: string };

export interface SupportServiceOptions {
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  audit: Pick<AdminRepository, 'audit'>;
  publicUrl: string;
}

/**
 * Support tickets: hosts (and visitors of the public contact page) write, follow the thread and
 * answer; staff list, reply (the requester is e-mailed), keep internal notes (never shown to the
 * requester), change the status and assign. Staff changes go to the audit log.
 */
export class SupportService {
  private readonly properties: PropertyRepository;

  constructor(
    private readonly db: Db,
    private readonly options: SupportServiceOptions,
  ) {
    this.properties = new PropertyRepository(db);
  }

  private link(locale: string, ticketId: number, staffView = false): string {
    const prefix = locale === 'es' ? '/es' : '';
    return staffView ? `${this.options.publicUrl}${prefix}/admin/support-detail?ticket=${ticketId}` : `${this.options.publicUrl}${prefix}/home/support/contact?ticket=${ticketId}`;
  }

  private async assertReason(reasonTypeId: number) {
    const [row] = await this.db.select({ id: reasonTypes.id }).from(reasonTypes).where(eq(reasonTypes.id, reasonTypeId));
    if (!row) throw badRequest('reasonTypeId', SUPPORT_ERROR_KEYS.unknownReason);
  }

  private async present(ticket: SupportTicketRow, withNotes: boolean): Promise<Ticket> {
    const [messages, [property], [assignee]] = await Promise.all([
      this.db
        .select()
        .from(supportMessages)
        .where(and(eq(supportMessages.ticketId, ticket.id), withNotes ? undefined : eq(supportMessages.internal, false)))
        .orderBy(asc(supportMessages.createDate), asc(supportMessages.id)),
      ticket.propertyId ? this.db.select({ name: properties.name }).from(properties).where(eq(properties.id, ticket.propertyId)) : Promise.resolve([]),
      ticket.assigneeUserId ? this.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ticket.assigneeUserId)) : Promise.resolve([]),
    ]);
    return {
      ...this.summaryFields(ticket, property?.name ?? null, assignee ? `${assignee.firstName} ${assignee.lastName}`.trim() : null),
      messages: messages.map((m: SupportMessageRow) => ({ messageId: m.id, author: m.author as 'requester' | 'staff', authorName: m.authorName, body: m.body, internal: m.internal, createDate: m.createDate.toISOString() })),
    };
  }

  private summaryFields(ticket: SupportTicketRow, propertyName: string | null, assigneeName: string | null) {
    return {
      ticketId: ticket.id,
      subject: ticket.subject,
      reasonTypeId: ticket.reasonTypeId,
      status: ticket.status as TicketStatus,
      requesterName: ticket.requesterName,
      requesterEmail: ticket.requesterEmail,
      propertyId: ticket.propertyId,
      propertyName,
      assigneeUserId: ticket.assigneeUserId,
      assigneeName,
      createDate: ticket.createDate.toISOString(),
      updateDate: ticket.updateDate.toISOString(),
    };
  }

  private async open(input: { requesterUserId: string | null; name: string; email: string; locale: string; reasonTypeId: number; subject: string; body: string; propertyId: number | null }): Promise<SupportTicketRow> {
    const ticket = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(supportTickets)
        .values({ requesterUserId: input.requesterUserId, requesterName: input.name, requesterEmail: input.email, locale: input.locale, reasonTypeId: input.reasonTypeId, subject: input.subject, propertyId: input.propertyId })
        .returning();
      await tx.insert(supportMessages).values({ ticketId: created!.id, authorUserId: input.requesterUserId, author: 'requester', authorName: input.name, body: input.body });
      return created!;
    });
    this.options.mailer.queue({ to: input.email, locale: input.locale === 'es' ? 'es' : 'en', name: input.name, template: { kind: 'ticketReceived', subject: input.subject, ticket: ticket.id, link: this.link(input.locale, ticket.id) } });
    return ticket;
  }

  /** POST /support/tickets: a signed-in host writes (bot check; the property, if any, must be theirs). */
  async create(user: Who & { locale: string }, input: { reasonTypeId: number; subject: string; body: string; propertyId: number | null; botToken?: string }, ip: string): Promise<Ticket> {
    await this.options.rateLimiter.consume('support-ticket', { account: user.userId, ip });
    await this.options.botCheck.verify(input.botToken, BOT_CHECK_ACTIONS.contact, ip);
    await this.assertReason(input.reasonTypeId);
    if (input.propertyId !== null && !(await this.properties.findVisible(user.userId, input.propertyId))) throw notFound();
    const ticket = await this.open({ requesterUserId: user.userId, name: user.name, email: user.email, locale: user.locale, reasonTypeId: input.reasonTypeId, subject: input.subject, body: input.body, propertyId: input.propertyId });
    return this.present(ticket, false);
  }

  /** POST /support/contact: the public contact page (no account). */
  async contact(input: { name: string; email: string; reasonTypeId: number; subject: string; body: string; locale: string; botToken?: string }, ip: string): Promise<{ ticketId: number }> {
    await this.options.rateLimiter.consume('support-contact', { account: input.email, ip });
    await this.options.botCheck.verify(input.botToken, BOT_CHECK_ACTIONS.contact, ip);
    await this.assertReason(input.reasonTypeId);
    const ticket = await this.open({ requesterUserId: null, name: input.name, email: input.email, locale: input.locale, reasonTypeId: input.reasonTypeId, subject: input.subject, body: input.body, propertyId: null });
    return { ticketId: ticket.id };
  }

  private async ownTicket(userId: string, ticketId: number): Promise<SupportTicketRow> {
    const [ticket] = await this.db.select().from(supportTickets).where(and(eq(supportTickets.id, ticketId), eq(supportTickets.requesterUserId, userId)));
    if (!ticket) throw notFound();
    return ticket;
  }

  async mine(userId: string, page: number, pageSize: number) {
    return this.page(eq(supportTickets.requesterUserId, userId), page, pageSize);
  }

  async get(userId: string, ticketId: number): Promise<Ticket> {
    return this.present(await this.ownTicket(userId, ticketId), false);
  }

  /** The requester adds to the thread; the ticket waits for staff again. */
  async reply(user: Who, ticketId: number, body: string): Promise<Ticket> {
    const ticket = await this.ownTicket(user.userId, ticketId);
    await this.db.insert(supportMessages).values({ ticketId, authorUserId: user.userId, author: 'requester', authorName: user.name, body });
    const [updated] = await this.db.update(supportTickets).set({ status: 'open', updateDate: new Date() }).where(eq(supportTickets.id, ticket.id)).returning();
    return this.present(updated!, false);
  }

  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const lastMessageAt = sql<Date>`(select max(m.create_date) from support_messages m where m.ticket_id = "support_tickets"."id")`;
    const messageCount = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = "support_tickets"."id" and not m.internal)`.mapWith(Number);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ticket: supportTickets, propertyName: properties.name, assigneeFirst: users.firstName, assigneeLast: users.lastName, lastMessageAt, messageCount })
        .from(supportTickets)
        .leftJoin(properties, eq(supportTickets.propertyId, properties.id))
        .leftJoin(users, eq(supportTickets.assigneeUserId, users.id))
        .where(where)
        .orderBy(desc(supportTickets.updateDate), desc(supportTickets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        ...this.summaryFields(r.ticket, r.propertyName, r.assigneeFirst !== null ? `${r.assigneeFirst} ${r.assigneeLast ?? ''}`.trim() : null),
        messageCount: r.messageCount,
        lastMessageAt: new Date(r.lastMessageAt ?? r.ticket.updateDate).toISOString(),
      })),
      totalCount: total?.n ?? 0,
    };
  }

  // Staff

  async queue(staffUserId: string, query: { status?: TicketStatus; assignee?: 'me' | 'nobody'; q?: string; page: number; pageSize: number }) {
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      query.status ? eq(supportTickets.status, query.status) : undefined,
      query.assignee === 'me' ? eq(supportTickets.assigneeUserId, staffUserId) : query.assignee === 'nobody' ? isNull(supportTickets.assigneeUserId) : undefined,
      like ? or(ilike(supportTickets.subject, like), ilike(supportTickets.requesterName, like), ilike(supportTickets.requesterEmail, like)) : undefined,
    );
    return this.page(where, query.page, query.pageSize);
  }

  private async anyTicket(ticketId: number): Promise<SupportTicketRow> {
    const [ticket] = await this.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    if (!ticket) throw notFound();
    return ticket;
  }

  async staffGet(ticketId: number): Promise<Ticket> {
    return this.present(await this.anyTicket(ticketId), true);
  }

  /** A reply e-mails the requester and waits for them; a note is for staff only. */
  async staffMessage(staff: Who, ticketId: number, body: string, internal: boolean): Promise<Ticket> {
    const ticket = await this.anyTicket(ticketId);
    await this.db.insert(supportMessages).values({ ticketId, authorUserId: staff.userId, author: 'staff', authorName: staff.name, body, internal });
    const [updated] = await this.db
      .update(supportTickets)
      .set({ updateDate: new Date(), ...(internal ? {} : { status: 'waiting' }) })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (!internal) {
      this.options.mailer.queue({
        to: ticket.requesterEmail,
        locale: ticket.locale === 'es' ? 'es' : 'en',
        name: ticket.requesterName,
        template: { kind: 'ticketReply', subject: ticket.subject, ticket: ticket.id, reply: body, link: ticket.requesterUserId ? this.link(ticket.locale, ticket.id) : `${this.options.publicUrl}/community/contact` },
      });
    }
    await this.options.audit.audit({ actorUserId: staff.userId, actorEmail: staff.email, action: internal ? 'ticket.note' : 'ticket.reply', targetType: 'ticket', targetId: String(ticket.id), before: null, after: { length: body.length } });
    return this.present(updated!, true);
  }

  async staffUpdate(staff: Who, ticketId: number, change: { status?: TicketStatus; assigneeUserId?: string | null }): Promise<Ticket> {
    const ticket = await this.anyTicket(ticketId);
    if (change.assigneeUserId) {
      const [assignee] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, change.assigneeUserId));
      if (!assignee || !assignee.roles.some((r) => r === 'Internal' || r === 'Admin')) throw badRequest('assigneeUserId', SUPPORT_ERROR_KEYS.notStaff);
    }
    const values = { ...(change.status ? { status: change.status } : {}), ...(change.assigneeUserId !== undefined ? { assigneeUserId: change.assigneeUserId } : {}), updateDate: new Date() };
    const [updated] = await this.db.update(supportTickets).set(values).where(eq(supportTickets.id, ticket.id)).returning();
    for (const [field, action] of [
      ['status', 'ticket.status'],
      ['assigneeUserId', 'ticket.assign'],
    ] as const) {
      if (change[field] !== undefined && change[field] !== ticket[field]) {
        await this.options.audit.audit({ actorUserId: staff.userId, actorEmail: staff.email, action, targetType: 'ticket', targetId: String(ticket.id), before: { [field]: ticket[field] }, after: { [field]: change[field] } });
      }
    }
    return this.present(updated!, true);
  }

  /** Name, e-mail and language of a signed-in caller. */
  async who(userId: string): Promise<(Who & { locale: string }) | null> {
    const [user] = await this.db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale }).from(users).where(eq(users.id, userId));
    return user ? { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email, locale: user.locale } : null;
  }
}

