import { z } from 'zod';
import { dbIdParam, wrapped } from './api';

/**
 * The host's contact for guests and the host's inbox of guest questions
 * (docs/decisions/048-host-contact-and-guest-inbox.md).
 *
 * Host (signed in):
 *   GET    {apiBase}/inbox/contact                        -> HostContact (the account's contact for guests)
 *   PUT    {apiBase}/inbox/contact                        HostContactInput -> HostContact
 *   GET    {apiBase}/inbox                                -> InboxSummary (the properties whose questions the caller answers)
 *   GET    {apiBase}/inbox/property/{propertyId}          -> InboxQuestion[] newest first
 *   POST   {apiBase}/inbox/property/{propertyId}/read     -> InboxSummary (marks the property's questions read)
 *   POST   {apiBase}/inbox/property/{propertyId}/reply    InboxReplyInput -> InboxQuestion
 *          the reply is mailed to the stay's e-mail on record when the question came through a stay link
 *
 * Guest (public; rate limited per client and per guide; a locked guide needs its code or a stay link):
 *   POST   {apiBase}/guide/{slug}/handoff                 HandoffQuestionInput -> GuestHandoffQuestion
 *   POST   {apiBase}/guide/{slug}/handoff/replies         HandoffRepliesInput -> GuestHandoff
 *          the guest-side id and the stay token travel in the body and headers, never in the URL
 */

export const INBOX_LIMITS = {
  question: 500,
  reply: 2_000,
  guestKey: 64,
  listed: 100,
  /** A guest's same unanswered question within this many minutes is a retry: answered with the first. */
  retryMinutes: 10,
} as const;

const phone = z
  .string()
  .trim()
  .regex(/^[0-9+()\-.\s/]{3,32}$/, 'phone number');
const blankToNull = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).default(null);

export const HostContactInputSchema = z.object({
  phone: blankToNull(phone).describe('Phone guests may call'),
  whatsapp: blankToNull(phone).describe('WhatsApp number (often the same as the phone)'),
  email: blankToNull(z.email().max(254)).describe('E-mail guests may write to'),
  showPhone: z.boolean().default(false).describe('Show the phone and WhatsApp number to guests (off by default)'),
});
export type HostContactInput = z.input<typeof HostContactInputSchema>;
export type HostContactValues = z.output<typeof HostContactInputSchema>;

export const HostContactSchema = z.object({
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  showPhone: z.boolean(),
  modifyDate: z.string().nullable().describe('ISO 8601; null until the host saved it'),
});
export type HostContact = z.infer<typeof HostContactSchema>;

export const InboxPropertyParamsSchema = z.object({ propertyId: dbIdParam() });

export const InboxQuestionSchema = z.object({
  questionId: z.string(),
  propertyId: z.number().int(),
  question: z.string(),
  locale: z.enum(['en', 'es']),
  /** The stay's guest, when the question came through a stay link (null: an anonymous visitor). */
  guestName: z.string().nullable(),
  createDate: z.string(),
  read: z.boolean(),
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
  /** The reply went to the stay's e-mail on record. */
  replyMailed: z.boolean(),
});
export type InboxQuestion = z.infer<typeof InboxQuestionSchema>;

export const InboxSummarySchema = z.object({
  unreadCount: z.number().int(),
  properties: z.array(
    z.object({
      propertyId: z.number().int(),
      name: z.string(),
      questionCount: z.number().int(),
      unreadCount: z.number().int(),
    }),
  ),
});
export type InboxSummary = z.infer<typeof InboxSummarySchema>;

export const InboxReplyInputSchema = z.object({
  questionId: z.uuid(),
  reply: z.string().trim().min(1).max(INBOX_LIMITS.reply),
});
export type InboxReplyInput = z.input<typeof InboxReplyInputSchema>;

const guestKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'guest key')
  .describe("A random id the guest's browser keeps to fetch its answers");

export const HandoffQuestionInputSchema = z.object({
  question: z.string().trim().min(1).max(INBOX_LIMITS.question),
  locale: z.enum(['en', 'es']).default('en'),
  guestKey: guestKey.optional(),
  accessCode: z.string().max(16).optional().describe("The guide's access code; also read from the X-Guide-Code header"),
});
export type HandoffQuestionInput = z.input<typeof HandoffQuestionInputSchema>;

export const HandoffRepliesInputSchema = z.object({
  locale: z.enum(['en', 'es']).default('en'),
  guestKey: guestKey.optional(),
  accessCode: z.string().max(16).optional().describe("The guide's access code; also read from the X-Guide-Code header"),
});

export const GuestHandoffQuestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  createDate: z.string(),
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
});
export type GuestHandoffQuestion = z.infer<typeof GuestHandoffQuestionSchema>;

export const GuestHandoffSchema = z.object({
  /** How the guest may reach the host on this guide (the phone only when the host shares it). */
  contact: z.object({ phone: z.string().nullable(), whatsapp: z.string().nullable(), email: z.string().nullable() }),
  /** The questions this guest (stay link or guest-side id) sent, newest first, with the host's answers. */
  questions: z.array(GuestHandoffQuestionSchema),
  strings: z.record(z.string(), z.string()).describe("The hand-off's texts in the guest's language (guest.handoff.*)"),
});
export type GuestHandoff = z.infer<typeof GuestHandoffSchema>;

export const HostContactResponseSchema = wrapped(HostContactSchema);
export const InboxSummaryResponseSchema = wrapped(InboxSummarySchema);
export const InboxQuestionResponseSchema = wrapped(InboxQuestionSchema);
export const InboxQuestionListResponseSchema = wrapped(z.array(InboxQuestionSchema));
export const GuestHandoffQuestionResponseSchema = wrapped(GuestHandoffQuestionSchema);
export const GuestHandoffResponseSchema = wrapped(GuestHandoffSchema);
