import { z } from 'zod';
import { wrapped } from './api';

/**
 * The internal admin area (Internal or Admin role). Every route answers 401 signed out and 403 to
 * anyone without one of the roles, whatever the web app shows. Internal staff read everything and
 * answer support; only Admin changes roles, deactivates, resets or deletes users, edits lists,
 * purges or changes AI settings. Every change is written to the audit log.
 *   GET    {apiBase}/admin/overview                          -> AdminOverview        (Internal, Admin)
 *   GET    {apiBase}/admin/users?q&page&pageSize             -> AdminUserPage        (Internal, Admin)
 *   GET    {apiBase}/admin/users/{userId}                    -> AdminUserDetail      (Internal, Admin)
 *   POST   {apiBase}/admin/users/{userId}/deactivate         -> AdminUserDetail      (Admin; sessions end at once)
 *   POST   {apiBase}/admin/users/{userId}/reactivate         -> AdminUserDetail      (Admin)
 *   POST   {apiBase}/admin/users/{userId}/resend-confirmation -> { mailSent }        (Internal, Admin)
 *   POST   {apiBase}/admin/users/{userId}/reset-2fa          -> AdminUserDetail      (Admin)
 *   GET    {apiBase}/admin/users/{userId}/export             -> the user's data as JSON (Admin)
 *   DELETE {apiBase}/admin/users/{userId}                    -> { userId }           (Admin; properties, photos, stays, messages go too)
 *   GET    {apiBase}/admin/roles                             -> AdminRoleHolder[]    (Internal, Admin)
 *   POST   {apiBase}/admin/roles     { email, role }         -> AdminRoleHolder      (Admin)
 *   DELETE {apiBase}/admin/roles/{userId}/{role}             -> AdminRoleHolder      (Admin; never the last Admin)
 *   GET    {apiBase}/admin/audit?page&pageSize               -> AuditPage            (Internal, Admin)
 *   GET    {apiBase}/admin/outbox?page&pageSize              -> OutboxPage           (Internal, Admin)
 *   POST   {apiBase}/admin/outbox/{mailId}/resend            -> OutboxMail           (Admin)
 *   GET    {apiBase}/admin/lists/{list}                      -> AdminListItem[]      (Internal, Admin)
 *   PUT    {apiBase}/admin/lists/{list}/{id}  { nameEn, nameEs } -> AdminListItem    (Admin)
 *   POST   {apiBase}/admin/tools/purge   { olderThanDays }   -> { purged }           (Admin; soft-deleted properties)
 *   GET    {apiBase}/admin/ai                                -> AdminAi              (Internal, Admin)
 *   POST   {apiBase}/admin/ai/runs/{propertyId}/retry        -> { queued }           (Admin)
 *   GET    {apiBase}/admin/ai/prompts                        -> AdminPromptTemplate[] (Internal, Admin; the default, then every rental type)
 *   PUT    {apiBase}/admin/ai/prompts/{strTypeId}  { instructionsEn, instructionsEs } -> AdminPromptTemplate (Admin; 0 = the default)
 * Support tickets for staff live with the support contract (common/contracts/support.ts).
 */

export const ADMIN_ROLES = ['Internal', 'Admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_LISTS = [
  'countries',
  'reasonTypes',
  'emergencyInfoTypes',
  'attractionTypes',
  'strTypes',
  'themes',
  'mediaSources',
] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const AdminUserQuerySchema = z.object({
  q: z.string().trim().max(120).optional().describe('Name or e-mail contains'),
  ...pageQuery,
});
export const AdminPageQuerySchema = z.object(pageQuery);
export const AdminUserParamsSchema = z.object({ userId: z.uuid() });
export const AdminRoleParamsSchema = z.object({ userId: z.uuid(), role: z.enum(ADMIN_ROLES) });
export const AdminMailParamsSchema = z.object({ mailId: z.uuid() });
export const AdminListParamsSchema = z.object({ list: z.enum(ADMIN_LISTS) });
export const AdminListItemParamsSchema = z.object({
  list: z.enum(ADMIN_LISTS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const AdminListItemInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(120),
  nameEs: z.string().trim().min(1).max(120),
});
export const AdminGrantSchema = z.object({ email: z.email().max(254), role: z.enum(ADMIN_ROLES) });
export const AdminPurgeSchema = z.object({ olderThanDays: z.number().int().min(1).max(3650) });
/** The concierge's base instructions per rental type (prompt types are the rental types of GET /list/strTypes). */
export const AI_PROMPT_LIMITS = { instructions: 2000 } as const;
/** Template key: a rental type id, or 0 for the default used when a property's type has none. */
export const DEFAULT_PROMPT_TYPE = 0;
export const AdminPromptParamsSchema = z.object({
  strTypeId: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .describe('Rental type id (GET /list/strTypes), or 0 for the default'),
});
export const AdminPromptInputSchema = z.object({
  instructionsEn: z
    .string()
    .trim()
    .max(AI_PROMPT_LIMITS.instructions)
    .describe('Base instructions for English answers; empty = use the default'),
  instructionsEs: z
    .string()
    .trim()
    .max(AI_PROMPT_LIMITS.instructions)
    .describe('Base instructions for Spanish answers; empty = use the default'),
});
export type AdminPromptInput = z.infer<typeof AdminPromptInputSchema>;
export const AdminPromptTemplateSchema = z.object({
  strTypeId: z.number().int().describe('0 for the default'),
  code: z.string().describe('The rental type code, or "default"'),
  nameEn: z.string(),
  nameEs: z.string(),
  instructionsEn: z.string(),
  instructionsEs: z.string(),
  modifyDate: z.string().nullable().describe('Null while never edited'),
});
export type AdminPromptTemplate = z.infer<typeof AdminPromptTemplateSchema>;

export const AdminPropertyParamsSchema = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const AdminUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  emailConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createDate: z.string(),
  lastLoginDate: z.string().nullable(),
  propertyCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = z.object({ items: z.array(AdminUserSchema), totalCount: z.number().int() });

export const AdminUserDetailSchema = AdminUserSchema.extend({
  locale: z.string(),
  phoneNumber: z.string().nullable(),
  properties: z.array(
    z.object({
      propertyId: z.number().int(),
      name: z.string(),
      published: z.boolean(),
      isDeleted: z.boolean(),
      createDate: z.string(),
    }),
  ),
  activeSessions: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminRoleHolderSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type AdminRoleHolder = z.infer<typeof AdminRoleHolderSchema>;

export const AuditEntrySchema = z.object({
  auditId: z.number().int(),
  actor: z.string().describe('E-mail of the staff member, or "command line"'),
  action: z.string().describe('e.g. role.grant, user.deactivate, ticket.reply'),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().describe('The changed values before the action (JSON), or null'),
  after: z.unknown().describe('The changed values after the action (JSON), or null'),
  createDate: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), totalCount: z.number().int() });

export const OutboxMailSchema = z.object({
  mailId: z.string(),
  to: z.string(),
  subject: z.string(),
  createDate: z.string(),
  sentDate: z.string().nullable(),
});
export const OutboxPageSchema = z.object({
  items: z.array(OutboxMailSchema),
  totalCount: z.number().int(),
  mode: z.enum(['smtp', 'outbox']),
});

export const AdminListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  edited: z.boolean(),
});

const count = z.number().int();
/** A count now and over the last 30 days, with the 30 days before for the trend. */
const trend = z.object({ total: count, last30Days: count, previous30Days: count });
export const AdminOverviewSchema = z.object({
  users: trend,
  properties: trend,
  publishedGuides: count,
  guideOpens: trend.describe('total = all time'),
  conciergeQuestions: trend,
  openTickets: count,
  health: z.object({
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
    jobs: z.object({ queued: count, active: count, failedLast24h: count }),
    mail: z.object({ mode: z.enum(['smtp', 'outbox']), queuedOrKept: count, guestMessagesFailedLast24h: count }),
  }),
  version: z.string(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const AdminAiSchema = z.object({
  provider: z.object({
    mode: z.enum(['embedded', 'model']),
    chatModel: z.string().nullable(),
    embedModel: z.string().nullable(),
  }),
  runs: z.array(
    z.object({
      propertyId: z.number().int(),
      propertyName: z.string(),
      ownerEmail: z.string(),
      status: z.string(),
      errorKey: z.string().nullable(),
      createDate: z.string(),
      stale: z.boolean(),
    }),
  ),
  usage: z.object({ questionsLast30Days: count, answeredLast30Days: count, indexedProperties: count }),
});

export const AdminOverviewResponseSchema = wrapped(AdminOverviewSchema);
export const AdminUserPageResponseSchema = wrapped(AdminUserPageSchema);
export const AdminUserDetailResponseSchema = wrapped(AdminUserDetailSchema);
export const AdminRoleHolderResponseSchema = wrapped(AdminRoleHolderSchema);
export const AdminRoleHoldersResponseSchema = wrapped(z.array(AdminRoleHolderSchema));
export const AuditPageResponseSchema = wrapped(AuditPageSchema);
export const OutboxPageResponseSchema = wrapped(OutboxPageSchema);
export const OutboxMailResponseSchema = wrapped(OutboxMailSchema);
export const AdminListResponseSchema = wrapped(z.array(AdminListItemSchema));
export const AdminListItemResponseSchema = wrapped(AdminListItemSchema);
export const AdminAiResponseSchema = wrapped(AdminAiSchema);
export const AdminPromptTemplatesResponseSchema = wrapped(z.array(AdminPromptTemplateSchema));
export const AdminPromptTemplateResponseSchema = wrapped(AdminPromptTemplateSchema);

export const ADMIN_ERROR_KEYS = {
  lastAdmin: 'admin.errors.lastAdmin',
  unknownUser: 'admin.errors.unknownUser',
  notYourself: 'admin.errors.notYourself',
  alreadyConfirmed: 'admin.errors.alreadyConfirmed',
} as const;
