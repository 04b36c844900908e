import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { GUIDE_LOCALES } from './property';
import { TimeSchema } from './stays';

/**
 * Guest messages: templates with variables, schedules relative to a stay's dates, and the log.
 *   GET    {apiBase}/messages/templates                      -> MessageTemplate[] (the host's; starters created on first use)
 *   POST   {apiBase}/messages/templates   TemplateInput      -> MessageTemplate
 *   PUT    {apiBase}/messages/templates   TemplateUpdate     -> MessageTemplate
 *   DELETE {apiBase}/messages/templates/{templateId}         -> { templateId } (its schedules go too; sent messages stay in the log)
 *   POST   {apiBase}/messages/preview     PreviewRequest     -> MessagePreview (a template or draft rendered for a real stay)
 *   GET    {apiBase}/messages/schedules                      -> MessageSchedule[]
 *   POST   {apiBase}/messages/schedules   ScheduleInput      -> MessageSchedule (pending messages planned for existing stays)
 *   PUT    {apiBase}/messages/schedules   ScheduleUpdate     -> MessageSchedule (pending messages re-planned)
 *   DELETE {apiBase}/messages/schedules/{scheduleId}         -> { scheduleId } (its pending messages are cancelled)
 *   GET    {apiBase}/messages/schedules/{scheduleId}/existing-stays -> { stayCount } (booked before it, not sent to)
 *   POST   {apiBase}/messages/schedules/{scheduleId}/existing-stays -> { stayCount } (now planned for them)
 *   GET    {apiBase}/messages/log?status&propertyId&stayId&page&pageSize -> MessagePage
 *   POST   {apiBase}/messages/send        SendRequest        -> GuestMessage (a template to one stay, now)
 *   POST   {apiBase}/messages/log/{messageId}/resend         -> GuestMessage (a new message with the same text, sent now)
 *   POST   {apiBase}/messages/log/{messageId}/sent           -> GuestMessage (a WhatsApp message the host sent by hand)
 *
 * A message goes out once, in the stay's language, through e-mail (SMTP, or the local outbox), SMS
 * (a Twilio-compatible API, when configured) or WhatsApp (a wa.me link the host opens: status `ready`).
 */

export const MESSAGE_LIMITS = {
  templateName: 80,
  subject: 200,
  body: 5_000,
  templates: 100,
  schedules: 100,
  offsetDays: 60,
  pageSize: 100,
  /** Sending attempts before a message is marked failed. */
  attempts: 4,
} as const;

/** Variables a template may use as {name}. Anything else in braces is a validation error. */
export const MESSAGE_VARIABLES = [
  'guestName',
  'guestFirstName',
  'propertyName',
  'propertyAddress',
  'checkInDate',
  'checkInTime',
  'checkOutDate',
  'checkOutTime',
  'guestCount',
  'guideLink',
  'wifiName',
  'wifiPassword',
  'hostName',
  'hostPhone',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_ANCHORS = ['booking', 'checkIn', 'checkOut'] as const;
export type MessageAnchor = (typeof MESSAGE_ANCHORS)[number];
export const MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'ready', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The starter templates every host gets (their texts are in the locale bundles under host.messages.starters). */
export const STARTER_TEMPLATES = [
  'bookingConfirmed',
  'threeDaysBefore',
  'arrivalDay',
  'midStay',
  'checkoutMorning',
  'afterStay',
] as const;

const localized = (max: number) => z.object({ en: z.string().max(max), es: z.string().max(max) });

export const TemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(MESSAGE_LIMITS.templateName),
  subject: localized(MESSAGE_LIMITS.subject).describe(
    'E-mail subject per language (SMS and WhatsApp send the body only)',
  ),
  body: localized(MESSAGE_LIMITS.body).describe('Plain text per language, with {variables}'),
});
export const TemplateUpdateSchema = TemplateInputSchema.extend({ templateId: dbId() });

/**
 * Who wrote a template or schedule. The owner's lists also show what their co-hosts wrote on their
 * properties; a removed co-host's work passes to the owner (docs/decisions/029-one-access-policy.md).
 */
function authorFields() {
  return {
    authorUserId: z.string().describe('The account that holds it: its author, or the owner it passed to'),
    authorName: z.string().describe('Who wrote it (a removed co-host keeps the credit)'),
    handedOverFrom: z
      .string()
      .nullable()
      .describe("The removed co-host's name when it passed to the property's owner, else null"),
  };
}

export const MessageTemplateSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  starterKey: z.enum(STARTER_TEMPLATES).nullable(),
  subject: z.object({ en: z.string(), es: z.string() }),
  body: z.object({ en: z.string(), es: z.string() }),
  createDate: z.string(),
  modifyDate: z.string(),
  ...authorFields(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const PreviewRequestSchema = z.object({
  stayId: dbId(),
  templateId: dbId().optional().describe('A saved template; or give subject and body (a draft)'),
  subject: z.string().max(MESSAGE_LIMITS.subject).optional(),
  body: z.string().max(MESSAGE_LIMITS.body).optional(),
  locale: z.enum(GUIDE_LOCALES).optional().describe("Defaults to the stay's language"),
});
export const MessagePreviewSchema = z.object({ locale: z.enum(GUIDE_LOCALES), subject: z.string(), body: z.string() });

export const ScheduleInputSchema = z.object({
  templateId: dbId(),
  propertyId: dbId().nullable().describe("One property, or null for all the host's properties"),
  anchor: z.enum(MESSAGE_ANCHORS).describe('booking = when the stay is added; else relative to check-in or check-out'),
  offsetDays: z.number().int().min(-MESSAGE_LIMITS.offsetDays).max(MESSAGE_LIMITS.offsetDays),
  localTime: TimeSchema.describe("In the property's time zone (ignored for booking)"),
  channel: z.enum(MESSAGE_CHANNELS),
  active: z.boolean().default(true),
});
export const ScheduleUpdateSchema = ScheduleInputSchema.extend({ scheduleId: dbId() });
export const MessageScheduleSchema = ScheduleInputSchema.extend({
  scheduleId: z.number().int(),
  templateName: z.string(),
  propertyName: z.string().nullable(),
  active: z.boolean(),
  ...authorFields(),
  awaitingReview: z
    .boolean()
    .describe('Handed over from a removed co-host: paused until the owner resumes it (active: true)'),
});
export type MessageSchedule = z.infer<typeof MessageScheduleSchema>;

export const GuestMessageSchema = z.object({
  messageId: z.number().int(),
  stayId: z.number().int().nullable(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  guestName: z.string(),
  scheduleId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string().nullable().describe('E-mail address or phone number; null when the stay has none'),
  locale: z.enum(GUIDE_LOCALES),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable().describe('Translation key of the failure'),
  whatsappUrl: z.string().nullable().describe('wa.me link with the text, for the WhatsApp channel'),
});
export type GuestMessage = z.infer<typeof GuestMessageSchema>;

export const MessageLogQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  propertyId: dbIdParam().optional(),
  stayId: dbIdParam().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageSize).default(25),
});
export const MessagePageSchema = z.object({ items: z.array(GuestMessageSchema), totalCount: z.number().int() });

export const SendRequestSchema = z.object({ stayId: dbId(), templateId: dbId(), channel: z.enum(MESSAGE_CHANNELS) });
export const TemplateIdParamsSchema = z.object({ templateId: dbIdParam() });
export const ScheduleIdParamsSchema = z.object({ scheduleId: dbIdParam() });
export const MessageIdParamsSchema = z.object({ messageId: dbIdParam() });

export const MessageTemplateResponseSchema = wrapped(MessageTemplateSchema);
export const MessageTemplateListResponseSchema = wrapped(z.array(MessageTemplateSchema));
export const MessagePreviewResponseSchema = wrapped(MessagePreviewSchema);
export const MessageScheduleResponseSchema = wrapped(MessageScheduleSchema);
export const MessageScheduleListResponseSchema = wrapped(z.array(MessageScheduleSchema));
export const GuestMessageResponseSchema = wrapped(GuestMessageSchema);
export const MessagePageResponseSchema = wrapped(MessagePageSchema);
export const DeletedTemplateResponseSchema = wrapped(z.object({ templateId: z.number().int() }));
/**
 * Stays booked before a booking schedule existed, not over, that it has not messaged: how many
 * (GET, shown to the host first) or how many it was just planned for (POST).
 */
export const ScheduleExistingStaysSchema = z.object({ stayCount: z.number().int() });
export type ScheduleExistingStays = z.infer<typeof ScheduleExistingStaysSchema>;
export const ScheduleExistingStaysResponseSchema = wrapped(ScheduleExistingStaysSchema);
export const DeletedScheduleResponseSchema = wrapped(z.object({ scheduleId: z.number().int() }));

export const MESSAGE_ERROR_KEYS = {
  unknownVariable: 'host.messages.errors.unknownVariable',
  unbalancedBraces: 'host.messages.errors.unbalancedBraces',
  draftNeedsBody: 'host.messages.errors.draftNeedsBody',
  tooManyTemplates: 'host.messages.errors.tooManyTemplates',
  tooManySchedules: 'host.messages.errors.tooManySchedules',
  noEmail: 'host.messages.errors.noEmail',
  noPhone: 'host.messages.errors.noPhone',
  smsNotConfigured: 'host.messages.errors.smsNotConfigured',
  smsRefused: 'host.messages.errors.smsRefused',
  mailFailed: 'host.messages.errors.mailFailed',
  interrupted: 'host.messages.errors.interrupted',
  stayDeleted: 'host.messages.errors.stayDeleted',
  notWhatsapp: 'host.messages.errors.notWhatsapp',
} as const;
