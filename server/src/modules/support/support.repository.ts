import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TicketStatus } from '@common/contracts/support';
import type { Db } from '../../db/client';
import {
  guideEventCounts,
  media,
  properties,
  propertyCoHosts,
  reasonTypes,
  stays,
  supportAttachments,
  supportMessages,
  supportTickets,
  type SupportTicketRow,
  users,
} from '../../db/schema';

type NewTicket = typeof supportTickets.$inferInsert;
type NewMessage = typeof supportMessages.$inferInsert;
type NewAttachment = typeof supportAttachments.$inferInsert;

/** Which tickets a page lists: a requester's own, or the staff queue's filters. */
export type TicketFilter =
  { requesterUserId: string } | { staffUserId: string; status?: TicketStatus; assignee?: 'me' | 'nobody'; q?: string };

function whereOf(filter: TicketFilter): SQL | undefined {
  if ('requesterUserId' in filter) return eq(supportTickets.requesterUserId, filter.requesterUserId);
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    filter.status ? eq(supportTickets.status, filter.status) : undefined,
    filter.assignee === 'me'
      ? eq(supportTickets.assigneeUserId, filter.staffUserId)
      : filter.assignee === 'nobody'
        ? isNull(supportTickets.assigneeUserId)
        : undefined,
    like
      ? or(
          ilike(supportTickets.subject, like),
          ilike(supportTickets.requesterName, like),
          ilike(supportTickets.requesterEmail, like),
        )
      : undefined,
  );
}

/** Support tickets, their messages and screenshots, and what the getting-started steps read. */
export class SupportRepository {
  constructor(private readonly db: Db) {}

  async reasonExists(reasonTypeId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reasonTypes.id })
      .from(reasonTypes)
      .where(eq(reasonTypes.id, reasonTypeId));
    return !!row;
  }

  /** A ticket's thread in order (without staff notes unless asked), its property and assignee names, its screenshots. */
  async thread(ticket: SupportTicketRow, withNotes: boolean) {
    const [messages, [property], [assignee], attachments] = await Promise.all([
      this.db
        .select()
        .from(supportMessages)
        .where(
          and(eq(supportMessages.ticketId, ticket.id), withNotes ? undefined : eq(supportMessages.internal, false)),
        )
        .orderBy(asc(supportMessages.createDate), asc(supportMessages.id)),
      ticket.propertyId
        ? this.db.select({ name: properties.name }).from(properties).where(eq(properties.id, ticket.propertyId))
        : Promise.resolve([]),
      ticket.assigneeUserId
        ? this.db
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, ticket.assigneeUserId))
        : Promise.resolve([]),
      this.db
        .select({
          attachmentId: supportAttachments.id,
          messageId: supportAttachments.messageId,
          width: supportAttachments.width,
          height: supportAttachments.height,
          bytes: sql<number>`octet_length(${supportAttachments.data})`.mapWith(Number),
        })
        .from(supportAttachments)
        .where(eq(supportAttachments.ticketId, ticket.id))
        .orderBy(asc(supportAttachments.id)),
    ]);
    return { messages, property, assignee, attachments };
  }

  /** A new ticket with its first message, in one transaction. */
  openTicket(ticket: NewTicket, firstMessage: Omit<NewMessage, 'ticketId'>): Promise<SupportTicketRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(supportTickets).values(ticket).returning();
      await tx.insert(supportMessages).values({ ticketId: created!.id, ...firstMessage });
      return created!;
    });
  }

  /** A ticket by id, only when `requesterUserId` wrote it (when given). */
  async ticket(ticketId: number, requesterUserId?: string): Promise<SupportTicketRow | null> {
    const [ticket] = await this.db
      .select()
      .from(supportTickets)
      .where(
        requesterUserId === undefined
          ? eq(supportTickets.id, ticketId)
          : and(eq(supportTickets.id, ticketId), eq(supportTickets.requesterUserId, requesterUserId)),
      );
    return ticket ?? null;
  }

  async addMessage(message: NewMessage): Promise<void> {
    await this.db.insert(supportMessages).values(message);
  }

  async updateTicket(ticketId: number, values: Partial<NewTicket>): Promise<SupportTicketRow> {
    const [updated] = await this.db
      .update(supportTickets)
      .set(values)
      .where(eq(supportTickets.id, ticketId))
      .returning();
    return updated!;
  }

  async attachmentCount(ticketId: number): Promise<number> {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, ticketId));
    return n;
  }

  /** The id of the requester's latest message on a ticket. */
  async latestRequesterMessage(ticketId: number): Promise<number | null> {
    const [message] = await this.db
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.author, 'requester')))
      .orderBy(desc(supportMessages.createDate), desc(supportMessages.id))
      .limit(1);
    return message?.id ?? null;
  }

  async addAttachment(attachment: NewAttachment): Promise<void> {
    await this.db.insert(supportAttachments).values(attachment);
  }

  /** A screenshot of the ticket, with whether the message it belongs to is a staff note. */
  async attachment(ticketId: number, attachmentId: number) {
    const [row] = await this.db
      .select({
        contentType: supportAttachments.contentType,
        data: supportAttachments.data,
        internal: supportMessages.internal,
      })
      .from(supportAttachments)
      .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
      .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.ticketId, ticketId)));
    return row ?? null;
  }

  /** One page of tickets, newest activity first, with property and assignee names, and the total. */
  async page(filter: TicketFilter, page: number, pageSize: number) {
    const where = whereOf(filter);
    const lastMessageAt = sql<Date>`(select max(m.create_date) from support_messages m where m.ticket_id = "support_tickets"."id")`;
    const messageCount =
      sql<number>`(select count(*)::int from support_messages m where m.ticket_id = "support_tickets"."id" and not m.internal)`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ticket: supportTickets,
          propertyName: properties.name,
          assigneeFirst: users.firstName,
          assigneeLast: users.lastName,
          lastMessageAt,
          messageCount,
        })
        .from(supportTickets)
        .leftJoin(properties, eq(supportTickets.propertyId, properties.id))
        .leftJoin(users, eq(supportTickets.assigneeUserId, users.id))
        .where(where)
        .orderBy(desc(supportTickets.updateDate), desc(supportTickets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async rolesOf(userId: string): Promise<string[] | null> {
    const [user] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return user?.roles ?? null;
  }

  async user(userId: string) {
    const [user] = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  }

  /**
   * What the getting-started steps read: the user's live properties (owned and co-hosted, by id),
   * and whether any of them has a library photo, a guest open, a stay.
   */
  async onboardingFacts(userId: string) {
    const coHosted = this.db
      .select({ id: propertyCoHosts.propertyId })
      .from(propertyCoHosts)
      .where(eq(propertyCoHosts.userId, userId));
    const rows = await this.db
      .select({
        id: properties.id,
        owned: sql<boolean>`${properties.ownerUserId} = ${userId}`,
        propertyImage: properties.propertyImage,
        propertyImageMediaId: properties.propertyImageMediaId,
        published: properties.published,
        guide: properties.guide,
      })
      .from(properties)
      .where(
        and(eq(properties.isDeleted, false), or(eq(properties.ownerUserId, userId), inArray(properties.id, coHosted))),
      )
      .orderBy(asc(properties.id));
    const ids = rows.map((r) => r.id);
    const [[photo], [opened], [stay]] = ids.length
      ? await Promise.all([
          this.db.select({ id: media.id }).from(media).where(inArray(media.propertyId, ids)).limit(1),
          this.db
            .select({ n: guideEventCounts.count })
            .from(guideEventCounts)
            .where(
              and(
                inArray(guideEventCounts.propertyId, ids),
                eq(guideEventCounts.eventType, 'open'),
                sql`${guideEventCounts.count} > 0`,
              ),
            )
            .limit(1),
          this.db.select({ id: stays.id }).from(stays).where(inArray(stays.propertyId, ids)).limit(1),
        ])
      : [[], [], []];
    return { rows, hasPhoto: !!photo, opened: !!opened, hasStay: !!stay };
  }
}
