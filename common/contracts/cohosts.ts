import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { EmailSchema } from './user';

/**
 * Co-hosts: people an owner lets edit a property (guide, photos, devices, videos, stays, messages)
 * without owning it. Only the owner deletes the property, publishes or unpublishes it, rotates its
 * guest link and manages its co-hosts (docs/decisions/013-co-hosts.md).
 *
 *   GET    {apiBase}/cohosts                                  -> CoHostsOfProperty[] (every property the caller owns)
 *   GET    {apiBase}/cohosts/property/{propertyId}            -> CoHostsOfProperty (owner; a co-host 403)
 *   DELETE {apiBase}/cohosts/property/{propertyId}/{userId}   -> { propertyId, userId } (owner; access ends at once;
 *                                                                their schedules and templates pass to the owner, paused)
 *   PUT    {apiBase}/cohosts/property/{propertyId}/{userId}   { role } -> { propertyId, userId, role } (owner)
 *   POST   {apiBase}/cohosts/invitations   CoHostInviteInput  -> CoHostInvitation (e-mailed; rate limited per owner)
 *   DELETE {apiBase}/cohosts/invitations/{invitationId}       -> { invitationId } (owner revokes; the link stops working)
 *   POST   {apiBase}/host/confirm/preview  { token }          -> CoHostInvitationPreview (no sign-in needed)
 *   POST   {apiBase}/host/confirm          { token }          -> CoHostAcceptResult (signed-in invitee)
 *
 * The invitation link is `/host/confirm?token=...`; the token (128 random bits) travels in request
 * bodies, never in an API path, and only its hash is stored. Another host's property, invitation or
 * co-host is a 404.
 */

/**
 * What a co-host may do (the owner alone manages co-hosts, deletes, publishes and rotates the link):
 * a manager the guide, stays and messages; an editor the guide only; a viewer reads the guide and the
 * stay calendar, without the guests' e-mail and phone. Enforced by server/src/modules/access.
 */
export const CO_HOST_ROLES = ['manager', 'editor', 'viewer'] as const;
export const CoHostRoleSchema = z.enum(CO_HOST_ROLES).describe('What the co-host may do on the property');
export type CoHostRole = z.infer<typeof CoHostRoleSchema>;

/** An invitation can be accepted for this long. */
export const CO_HOST_INVITATION_TTL_DAYS = 7;

export const COHOST_LIMITS = {
  email: 254,
  name: 100,
  message: 1_000,
  propertiesPerInvitation: 50,
  /** Invitations one owner may send per window (`invitationWindowSeconds`). */
  invitationsPerWindow: 20,
  invitationWindowSeconds: 3_600,
} as const;

export const COHOST_ERROR_KEYS = {
  /** The link is unknown, already used, revoked or expired (one answer for all: nothing to probe). */
  invitationInvalid: 'host.cohosts.errors.invitationInvalid',
  invitationExpired: 'host.cohosts.errors.invitationExpired',
  /** The owner opened their own invitation. */
  ownInvitation: 'host.cohosts.errors.ownInvitation',
  /** A property the caller co-hosts but does not own: only the owner manages its co-hosts. */
  ownerOnly: 'host.cohosts.errors.ownerOnly',
  /** PUT /property/user on a property the caller cannot see (deleted, another host's, or a co-host removed meanwhile). */
  noAccess: 'host.cohosts.errors.noAccess',
  /** PUT /property/user by a co-host changing `guide.published` (field: guide.published). */
  cannotPublish: 'host.cohosts.errors.cannotPublish',
  /** Inviting oneself. */
  selfInvite: 'host.cohosts.errors.selfInvite',
  rateLimited: 'host.cohosts.errors.rateLimited',
} as const;

/** A 128-bit token, base64url (22 characters). */
export const CoHostTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'invitation token');

export const CoHostInviteInputSchema = z.object({
  propertyIds: z
    .array(dbId())
    .min(1)
    .max(COHOST_LIMITS.propertiesPerInvitation)
    .describe('Properties the caller owns; the invitee co-hosts all of them once they accept'),
  email: EmailSchema.describe("The invitee's e-mail address (they may sign in or sign up with any address)"),
  role: CoHostRoleSchema.default('manager'),
  name: z
    .string()
    .trim()
    .max(COHOST_LIMITS.name)
    .optional()
    .describe("The invitee's name, for the mail's greeting when they have no account yet"),
  message: z.string().trim().max(COHOST_LIMITS.message).optional().describe('A personal note included in the e-mail'),
});
export type CoHostInviteInput = z.input<typeof CoHostInviteInputSchema>;

export const CoHostTokenBodySchema = z.object({ token: CoHostTokenSchema });

export const CoHostPropertyParamsSchema = z.object({ propertyId: dbIdParam() });
export const CoHostRoleInputSchema = z.object({ role: CoHostRoleSchema });
export const CoHostRemoveParamsSchema = z.object({ propertyId: dbIdParam(), userId: z.uuid() });
export const CoHostInvitationParamsSchema = z.object({ invitationId: dbIdParam() });

const isoDate = z.string().describe('ISO 8601 date-time');

export const CoHostPropertyRefSchema = z.object({ propertyId: z.number().int(), name: z.string() });
export type CoHostPropertyRef = z.infer<typeof CoHostPropertyRefSchema>;

export const CoHostInvitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  message: z.string().nullable(),
  role: CoHostRoleSchema,
  properties: z.array(CoHostPropertyRefSchema),
  createDate: isoDate,
  expiresAt: isoDate,
  /** Pending until accepted, revoked or past expiresAt; only pending and expired ones are listed. */
  status: z.enum(['pending', 'expired']),
});
export type CoHostInvitation = z.infer<typeof CoHostInvitationSchema>;

export const CoHostSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: CoHostRoleSchema,
  since: isoDate,
});
export type CoHost = z.infer<typeof CoHostSchema>;

export const CoHostsOfPropertySchema = z.object({
  propertyId: z.number().int(),
  name: z.string(),
  coHosts: z.array(CoHostSchema),
  invitations: z.array(CoHostInvitationSchema),
});
export type CoHostsOfProperty = z.infer<typeof CoHostsOfPropertySchema>;

/** What the confirm page shows before accepting: who invites, to what. No token, no addresses. */
export const CoHostInvitationPreviewSchema = z.object({
  inviterName: z.string(),
  role: CoHostRoleSchema,
  properties: z.array(CoHostPropertyRefSchema),
  expiresAt: isoDate,
  message: z.string().nullable(),
});
export type CoHostInvitationPreview = z.infer<typeof CoHostInvitationPreviewSchema>;

export const CoHostAcceptResultSchema = z.object({ properties: z.array(CoHostPropertyRefSchema) });
export type CoHostAcceptResult = z.infer<typeof CoHostAcceptResultSchema>;

export const RemovedCoHostSchema = z.object({ propertyId: z.number().int(), userId: z.string() });
export const CoHostRoleChangedSchema = z.object({
  propertyId: z.number().int(),
  userId: z.string(),
  role: CoHostRoleSchema,
});
export const RevokedInvitationSchema = z.object({ invitationId: z.number().int() });

export const CoHostsListResponseSchema = wrapped(z.array(CoHostsOfPropertySchema));
export const CoHostsOfPropertyResponseSchema = wrapped(CoHostsOfPropertySchema);
export const CoHostInvitationResponseSchema = wrapped(CoHostInvitationSchema);
export const CoHostInvitationPreviewResponseSchema = wrapped(CoHostInvitationPreviewSchema);
export const CoHostAcceptResponseSchema = wrapped(CoHostAcceptResultSchema);
export const RemovedCoHostResponseSchema = wrapped(RemovedCoHostSchema);
export const CoHostRoleChangedResponseSchema = wrapped(CoHostRoleChangedSchema);
export const RevokedInvitationResponseSchema = wrapped(RevokedInvitationSchema);
