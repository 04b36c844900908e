import type { Ticket, TicketAttachment, TicketStatus } from '@common/contracts/support';
import type { SupportMessageRow, SupportTicketRow } from '../../db/schema';
import type { SupportRepository } from './support.repository';

type Thread = Awaited<ReturnType<SupportRepository['thread']>>;
type PageRow = Awaited<ReturnType<SupportRepository['page']>>['rows'][number];

export function presentTicket(ticket: SupportTicketRow, { messages, property, assignee, attachments }: Thread): Ticket {
  const byMessage = new Map<number, TicketAttachment[]>();
  for (const { messageId, ...attachment } of attachments)
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), attachment]);
  return {
    ...presentSummary(
      ticket,
      property?.name ?? null,
      assignee ? `${assignee.firstName} ${assignee.lastName}`.trim() : null,
    ),
    messages: messages.map((m: SupportMessageRow) => ({
      messageId: m.id,
      author: m.author as 'requester' | 'staff',
      authorName: m.authorName,
      body: m.body,
      internal: m.internal,
      createDate: m.createDate.toISOString(),
      attachments: byMessage.get(m.id) ?? [],
    })),
  };
}

function presentSummary(ticket: SupportTicketRow, propertyName: string | null, assigneeName: string | null) {
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

/** A row of a ticket list (the requester's or the staff queue). */
export const presentPageRow = (r: PageRow) => ({
  ...presentSummary(
    r.ticket,
    r.propertyName,
    r.assigneeFirst !== null ? `${r.assigneeFirst} ${r.assigneeLast ?? ''}`.trim() : null,
  ),
  messageCount: r.messageCount,
  lastMessageAt: new Date(r.lastMessageAt ?? r.ticket.updateDate).toISOString(),
});
