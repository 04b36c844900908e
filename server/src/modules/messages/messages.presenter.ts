import {
  type GuestMessage,
  type MessageChannel,
  type MessageSchedule,
  type MessageStatus,
  type MessageTemplate,
  STARTER_TEMPLATES,
} from '@common/contracts/messages';
import type { GuestMessageRow } from '../../db/schema';
import { whatsappUrl } from './message-engine';
import type { AuthorRow, ScheduleWithNames, TemplateWithAuthor } from './messages.repository';

const fullName = (a: AuthorRow) => [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.email;

/** Who holds it, and who wrote it: a handed-over item keeps its removed author's name. */
const authorOf = (row: { userId: string; handedOverFrom: string | null }, author: AuthorRow) => ({
  authorUserId: row.userId,
  authorName: row.handedOverFrom ?? fullName(author),
  handedOverFrom: row.handedOverFrom,
});

export const presentTemplate = ({ template: row, author }: TemplateWithAuthor): MessageTemplate => ({
  templateId: row.id,
  name: row.name,
  starterKey: (STARTER_TEMPLATES as readonly string[]).includes(row.starterKey ?? '')
    ? (row.starterKey as MessageTemplate['starterKey'])
    : null,
  subject: row.subject,
  body: row.body,
  createDate: row.createDate.toISOString(),
  modifyDate: row.modifyDate.toISOString(),
  ...authorOf(row, author),
});

export const presentSchedule = ({
  schedule,
  templateName,
  propertyName,
  author,
}: ScheduleWithNames): MessageSchedule => ({
  scheduleId: schedule.id,
  templateId: schedule.templateId,
  templateName,
  propertyId: schedule.propertyId,
  propertyName,
  anchor: schedule.anchor as MessageSchedule['anchor'],
  offsetDays: schedule.offsetDays,
  localTime: schedule.localTime,
  channel: schedule.channel as MessageChannel,
  active: schedule.active,
  ...authorOf(schedule, author),
  awaitingReview: schedule.awaitingReview,
});

export const presentMessage = (message: GuestMessageRow, propertyName: string): GuestMessage => ({
  messageId: message.id,
  stayId: message.stayId,
  propertyId: message.propertyId,
  propertyName,
  guestName: message.guestName,
  scheduleId: message.scheduleId,
  templateName: message.templateName,
  channel: message.channel as MessageChannel,
  to: message.toAddress,
  locale: message.locale === 'es' ? 'es' : 'en',
  subject: message.subject,
  body: message.body,
  status: message.status as MessageStatus,
  dueAt: message.dueAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  attempts: message.attempts,
  error: message.error,
  whatsappUrl: message.channel === 'whatsapp' && message.body ? whatsappUrl(message.toAddress, message.body) : null,
});
