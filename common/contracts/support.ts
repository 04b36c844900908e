import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';

/**
 * Support tickets: a host (or a visitor of the public contact page) writes to the team, follows the
 * thread, and staff (Internal or Admin role) answer from the admin area.
 *   POST   {apiBase}/support/tickets            TicketInput (+ botToken)   -> Ticket   (signed-in host; an acknowledgement is e-mailed)
 *   GET    {apiBase}/support/tickets?page                                  -> TicketPage (the host's own)
 *   GET    {apiBase}/support/tickets/{ticketId}                            -> Ticket   (with the replies; never internal notes)
 *   POST   {apiBase}/support/tickets/{ticketId}/messages  { body }         -> Ticket   (the host adds to the thread; a closed ticket reopens)
 *   POST   {apiBase}/support/tickets/{ticketId}/attachments  multipart `file` -> Ticket (a screenshot on the host's latest message;
 *          checked by content, re-encoded; 400 not an image, 413 too large)
 *   GET    {apiBase}/support/tickets/{ticketId}/attachments/{attachmentId} -> the image (image/jpeg)
 *   POST   {apiBase}/support/contact  PublicContactInput (+ botToken)      -> { ticketId } (public contact form, no account)
 *   GET    {apiBase}/support/onboarding                                    -> Onboarding (getting-started steps, from the host's data)
 * Staff (Internal or Admin):
 *   GET    {apiBase}/admin/support/tickets?status&assignee&q&page          -> TicketPage (every ticket)
 *   GET    {apiBase}/admin/support/tickets/{ticketId}                      -> Ticket   (with internal notes)
 *   POST   {apiBase}/admin/support/tickets/{ticketId}/messages { body, internal } -> Ticket (a reply e-mails the host; a note does not)
 *   PUT    {apiBase}/admin/support/tickets/{ticketId}  { status?, assigneeUserId? } -> Ticket
 *   GET    {apiBase}/admin/support/tickets/{ticketId}/attachments/{attachmentId} -> the image
 * Another host's ticket is a 404.
 */

export const SUPPORT_LIMITS = {
  subject: 160,
  body: 5_000,
  name: 120,
  /** Largest screenshot file accepted (bytes). */
  screenshotBytes: 5 * 1024 * 1024,
  /** Screenshots per ticket. */
  attachmentsPerTicket: 5,
  /** Longest side of the stored (re-encoded) screenshot, in pixels. */
  screenshotSize: 1920,
} as const;
export const TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TicketInputSchema = z.object({
  reasonTypeId: dbId().describe('From GET /list/reasontypes'),
  subject: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  body: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
  propertyId: dbId().nullable().default(null).describe('A property of the host the ticket is about'),
  botToken: z.string().max(8_000).optional().describe('The bot check token (required when the bot check is on)'),
});
export const PublicContactInputSchema = z.object({
  name: z.string().trim().min(1).max(SUPPORT_LIMITS.name),
  email: z.email().max(254),
  reasonTypeId: dbId(),
  subject: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  body: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
  locale: z.enum(['en', 'es']).default('en'),
  botToken: z.string().max(8_000).optional(),
});
export const TicketMessageInputSchema = z.object({ body: z.string().trim().min(1).max(SUPPORT_LIMITS.body) });
export const StaffMessageInputSchema = TicketMessageInputSchema.extend({
  internal: z.boolean().default(false).describe('An internal note, never shown to the host'),
});
export const TicketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  assigneeUserId: z.uuid().nullable().optional(),
});
export const TicketIdParamsSchema = z.object({ ticketId: dbIdParam() });
export const TicketPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const StaffTicketQuerySchema = TicketPageQuerySchema.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  assignee: z.enum(['me', 'nobody']).optional(),
  q: z.string().trim().max(120).optional().describe('Subject, requester name or e-mail contains'),
});

export const TicketAttachmentParamsSchema = z.object({ ticketId: dbIdParam(), attachmentId: dbIdParam() });
export const TicketAttachmentSchema = z.object({
  attachmentId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

export const TicketMessageSchema = z.object({
  messageId: z.number().int(),
  author: z.enum(['requester', 'staff']),
  authorName: z.string(),
  body: z.string(),
  internal: z.boolean(),
  createDate: z.string(),
  attachments: z
    .array(TicketAttachmentSchema)
    .describe('Screenshots; read through the attachments route of the caller (host or staff)'),
});
export const TicketSchema = z.object({
  ticketId: z.number().int(),
  subject: z.string(),
  reasonTypeId: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  requesterName: z.string(),
  requesterEmail: z.string(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
  messages: z.array(TicketMessageSchema).describe('Oldest first; internal notes only for staff'),
});
export type Ticket = z.infer<typeof TicketSchema>;
export const TicketSummarySchema = TicketSchema.omit({ messages: true }).extend({
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
});
export const TicketPageSchema = z.object({ items: z.array(TicketSummarySchema), totalCount: z.number().int() });

export const TicketResponseSchema = wrapped(TicketSchema);
export const TicketPageResponseSchema = wrapped(TicketPageSchema);
export const ContactResponseSchema = wrapped(z.object({ ticketId: z.number().int() }));

/** The getting-started steps of the dashboard, in order (as many as the user's onboardingCount starts with). */
export const ONBOARDING_STEP_KEYS = ['property', 'contact', 'photo', 'wifiCheckIn', 'publish', 'share'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];
export const OnboardingSchema = z.object({
  steps: z
    .array(z.object({ key: z.enum(ONBOARDING_STEP_KEYS), done: z.boolean() }))
    .describe(
      'property: owns or co-hosts one; contact: told guests how to reach them (phone, WhatsApp or e-mail); photo: a photo in a library, a cover or a section; wifiCheckIn: a Wi-Fi network and a check-in time in one guide; publish: a published guide; share: a guest opened a guide or a stay was added',
    ),
  propertyId: z.number().int().nullable().describe('The property the next step is about (the first owned one), if any'),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;
export const OnboardingResponseSchema = wrapped(OnboardingSchema);

export const SUPPORT_ERROR_KEYS = {
  unknownReason: 'host.support.errors.unknownReason',
  notStaff: 'host.support.errors.notStaff',
  noFile: 'host.support.errors.noFile',
  notAnImage: 'host.support.errors.notAnImage',
  screenshotTooLarge: 'host.support.errors.screenshotTooLarge',
  tooManyAttachments: 'host.support.errors.tooManyAttachments',
} as const;
