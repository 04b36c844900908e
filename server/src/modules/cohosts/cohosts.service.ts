import {
  CO_HOST_INVITATION_TTL_DAYS,
  COHOST_ERROR_KEYS,
  COHOST_LIMITS,
  type CoHostAcceptResult,
  type CoHostInvitation,
  type CoHostInvitationPreview,
  type CoHostInviteInputSchema,
  type CoHostRole,
  type CoHostsOfProperty,
} from '@common/contracts/cohosts';
import { ERROR_CODES } from '@common/errors';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locales';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Mailer } from '../mail';
import { handOverCoHostWork } from '../messages';
import { AccessPolicy, asRelation } from '../access';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import {
  CoHostsRepository,
  type CoHostRow,
  type InvitationWithProperties,
  type PropertyRef,
} from './cohosts.repository';

type InviteBody = z.output<typeof CoHostInviteInputSchema>;

const DAY_MS = 86_400_000;
/** 16 random bytes = 128 bits, base64url (22 characters). */
const TOKEN_BYTES = 16;

/** 403 for a co-host trying an owner-only call, naming the field when there is one. */
const invalidInvitation = () =>
  new AppError(404, ERROR_CODES.notFound, COHOST_ERROR_KEYS.invitationInvalid, { field: 'token' });
const expiredInvitation = () =>
  new AppError(404, ERROR_CODES.notFound, COHOST_ERROR_KEYS.invitationExpired, { field: 'token' });

export interface CoHostsDeps {
  mailer: Mailer;
  publicUrl: string;
}

const fullName = (p: { firstName: string; lastName: string; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
const ref = (p: PropertyRef) => ({ propertyId: p.id, name: p.name });

/**
 * Co-host rules: only a property's owner lists, invites, revokes and removes; an invitation is a
 * single-use, expiring link whose token is stored hashed; accepting adds `property_co_hosts` rows,
 * removing deletes them, and every property call reads that table on each request, so a removed
 * co-host's next call is refused whatever their access token says.
 */
export class CoHostsService {
  private readonly repo: CoHostsRepository;
  private readonly access: AccessPolicy;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly deps: CoHostsDeps,
  ) {
    this.repo = new CoHostsRepository(db);
    this.access = new AccessPolicy(db);
    this.limiter = new RateLimiter(new RateLimitRepository(db), {
      windowSeconds: COHOST_LIMITS.invitationWindowSeconds,
      perAccount: COHOST_LIMITS.invitationsPerWindow,
      // Per owner is what matters; the address limit only stops one client cycling accounts.
      perIp: COHOST_LIMITS.invitationsPerWindow * 5,
    });
  }

  /** The property if the caller owns it: a co-host is refused (403), anyone else gets 404. */
  private async owned(userId: string, propertyId: number, field?: string): Promise<PropertyRef> {
    // A property the caller cannot see is named like a bad field: it does not exist for them.
    await this.access.require(
      userId,
      'cohosts.manage',
      { propertyId },
      { field, forbidden: COHOST_ERROR_KEYS.ownerOnly },
    );
    const [property] = await this.repo.ownedProperties(userId, [propertyId]);
    if (!property) throw notFound();
    return property;
  }

  private present(
    props: PropertyRef[],
    coHosts: CoHostRow[],
    invitations: InvitationWithProperties[],
    now: Date,
  ): CoHostsOfProperty[] {
    return props.map((p) => ({
      propertyId: p.id,
      name: p.name,
      coHosts: coHosts
        .filter((c) => c.propertyId === p.id)
        .map((c) => ({
          userId: c.userId,
          fullName: fullName(c),
          email: c.email,
          role: asRelation(c.role),
          since: c.createDate.toISOString(),
        })),
      invitations: invitations
        .filter((i) => i.properties.some((x) => x.id === p.id))
        .map((i) => this.presentInvitation(i, now)),
    }));
  }

  private presentInvitation({ row, properties }: InvitationWithProperties, now: Date): CoHostInvitation {
    return {
      invitationId: row.id,
      email: row.email,
      message: row.message,
      role: asRelation(row.role),
      properties: properties.map(ref),
      createDate: row.createDate.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      status: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
    };
  }

  /** GET /cohosts: every property the caller owns, with its co-hosts and open invitations. */
  async overview(userId: string): Promise<CoHostsOfProperty[]> {
    const props = await this.repo.ownedProperties(userId);
    const ids = props.map((p) => p.id);
    return this.present(
      props,
      await this.repo.coHostsOf(ids),
      await this.repo.openInvitationsOf(userId, ids),
      new Date(),
    );
  }

  /** GET /cohosts/property/{propertyId}: owner only. */
  async ofProperty(userId: string, propertyId: number): Promise<CoHostsOfProperty> {
    const property = await this.owned(userId, propertyId);
    const [result] = this.present(
      [property],
      await this.repo.coHostsOf([property.id]),
      await this.repo.openInvitationsOf(userId, [property.id]),
      new Date(),
    );
    return result!;
  }

  /** POST /cohosts/invitations: checks every property, counts against the owner's limit, stores the hash and mails the link. */
  async invite(userId: string, body: InviteBody, ip: string, locale: Locale): Promise<CoHostInvitation> {
    const props: PropertyRef[] = [];
    const seen = new Set<number>();
    for (const [index, propertyId] of body.propertyIds.entries()) {
      if (seen.has(propertyId)) continue;
      seen.add(propertyId);
      props.push(await this.owned(userId, propertyId, `propertyIds.${index}`));
    }
    const owner = await this.repo.person(userId);
    if (!owner) throw notFound();
    const email = body.email.trim().toLowerCase();
    if (email === owner.email.toLowerCase()) throw badRequest('email', COHOST_ERROR_KEYS.selfInvite);

    await this.limiter.consume('cohost-invite', { account: userId, ip }, COHOST_ERROR_KEYS.rateLimited);

    const token = randomToken(TOKEN_BYTES);
    const now = new Date();
    const row = await this.repo.insertInvitation(
      {
        ownerUserId: userId,
        email,
        message: body.message ? body.message : null,
        role: body.role,
        tokenHash: sha256Hex(token),
        createDate: now,
        expiresAt: new Date(now.getTime() + CO_HOST_INVITATION_TTL_DAYS * DAY_MS),
      },
      props.map((p) => p.id),
    );

    // In the invitee's language when they have an account, else in the language the owner is using.
    const invitee = await this.repo.personByEmail(email);
    const mailLocale: Locale = invitee && isLocale(invitee.locale) ? invitee.locale : locale;
    const prefix = mailLocale === DEFAULT_LOCALE ? '' : `/${mailLocale}`;
    this.deps.mailer.queue({
      to: email,
      locale: mailLocale,
      // By name when known (their account's, else the one the owner typed); never by the address.
      name: invitee?.firstName || body.name || '',
      template: {
        kind: 'coHostInvite',
        inviter: fullName(owner),
        properties: props.map((p) => p.name).join(', '),
        days: CO_HOST_INVITATION_TTL_DAYS,
        message: row.message,
        link: `${this.deps.publicUrl}${prefix}/host/confirm?${new URLSearchParams({ token }).toString()}`,
      },
    });
    return this.presentInvitation({ row, properties: props }, now);
  }

  /** DELETE /cohosts/invitations/{invitationId}: the owner revokes an open invitation (another's is 404). */
  async revoke(userId: string, invitationId: number): Promise<{ invitationId: number }> {
    const found = await this.repo.findOpen(userId, invitationId);
    if (!found || !(await this.repo.revoke(found.id, new Date()))) throw notFound();
    return { invitationId: found.id };
  }

  /** An open, unexpired invitation of a token that still covers a property, or the matching 404. */
  private async usable(token: string, now: Date): Promise<InvitationWithProperties> {
    const found = await this.repo.findByTokenHash(sha256Hex(token));
    if (!found || found.row.acceptedAt || found.row.revokedAt || found.properties.length === 0)
      throw invalidInvitation();
    if (found.row.expiresAt.getTime() <= now.getTime()) throw expiredInvitation();
    return found;
  }

  /** POST /host/confirm/preview: who invites, to which properties (for the confirm page). */
  async preview(token: string): Promise<CoHostInvitationPreview> {
    const found = await this.usable(token, new Date());
    const owner = await this.repo.person(found.row.ownerUserId);
    return {
      inviterName: owner ? fullName(owner) : '',
      role: asRelation(found.row.role),
      properties: found.properties.map(ref),
      expiresAt: found.row.expiresAt.toISOString(),
      message: found.row.message,
    };
  }

  /** POST /host/confirm: the signed-in caller becomes a co-host of the invitation's properties; the link is used up. */
  async accept(userId: string, token: string): Promise<CoHostAcceptResult> {
    const now = new Date();
    const found = await this.usable(token, now);
    if (found.row.ownerUserId === userId) throw badRequest('token', COHOST_ERROR_KEYS.ownInvitation);
    if (
      !(await this.repo.accept(
        found.row.id,
        userId,
        found.properties.map((p) => p.id),
        found.row.role,
        now,
      ))
    )
      throw invalidInvitation();
    return { properties: found.properties.map(ref) };
  }

  /** PUT /cohosts/property/{propertyId}/{userId}: the owner changes a co-host's role; it applies to their next call. */
  async setRole(
    userId: string,
    propertyId: number,
    coHostUserId: string,
    role: CoHostRole,
  ): Promise<{ propertyId: number; userId: string; role: CoHostRole }> {
    const property = await this.owned(userId, propertyId);
    if (!(await this.repo.setRole(property.id, coHostUserId, role))) throw notFound();
    return { propertyId: property.id, userId: coHostUserId, role };
  }

  /**
   * DELETE /cohosts/property/{propertyId}/{userId}: the owner removes a co-host; their next call is
   * refused, and their schedules and templates on the property pass to the owner (paused for review).
   */
  async remove(
    userId: string,
    propertyId: number,
    coHostUserId: string,
  ): Promise<{ propertyId: number; userId: string }> {
    const property = await this.owned(userId, propertyId);
    const coHost = await this.repo.person(coHostUserId);
    // One transaction: the co-host loses access and what they wrote passes to the owner, paused.
    const removed = await this.db.transaction(async (tx) => {
      if (!(await new CoHostsRepository(tx).removeCoHost(property.id, coHostUserId))) return false;
      await handOverCoHostWork(tx, {
        propertyId: property.id,
        coHostUserId,
        ownerUserId: userId,
        coHostName: coHost ? fullName(coHost) : '',
      });
      return true;
    });
    if (!removed) throw notFound();
    return { propertyId: property.id, userId: coHostUserId };
  }
}
