import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  coHostInvitationProperties,
  coHostInvitations,
  type CoHostInvitationRow,
  properties,
  propertyCoHosts,
  users,
} from '../../db/schema';

export interface PropertyRef {
  id: number;
  name: string;
}

export interface CoHostRow {
  propertyId: number;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  createDate: Date;
}

export interface InvitationWithProperties {
  row: CoHostInvitationRow;
  /** The covered properties that still exist, are not deleted and still belong to the inviter. */
  properties: PropertyRef[];
}

/** The open (neither accepted nor revoked) invitations; expired ones are still listed so the owner sees them. */
const open = and(isNull(coHostInvitations.acceptedAt), isNull(coHostInvitations.revokedAt));

/** Co-host membership and invitations. Every read goes to the database: nothing here is cached. */
export class CoHostsRepository {
  constructor(private readonly db: Db) {}

  /** The caller's own, not deleted properties among `propertyIds` (all of them when omitted), by id. */
  async ownedProperties(ownerUserId: string, propertyIds?: number[]): Promise<PropertyRef[]> {
    if (propertyIds && propertyIds.length === 0) return [];
    return this.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(
        and(
          eq(properties.ownerUserId, ownerUserId),
          eq(properties.isDeleted, false),
          propertyIds ? inArray(properties.id, propertyIds) : undefined,
        ),
      )
      .orderBy(asc(properties.id));
  }

  async coHostsOf(propertyIds: number[]): Promise<CoHostRow[]> {
    if (propertyIds.length === 0) return [];
    return this.db
      .select({
        propertyId: propertyCoHosts.propertyId,
        userId: propertyCoHosts.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: propertyCoHosts.role,
        createDate: propertyCoHosts.createDate,
      })
      .from(propertyCoHosts)
      .innerJoin(users, eq(users.id, propertyCoHosts.userId))
      .where(inArray(propertyCoHosts.propertyId, propertyIds))
      .orderBy(asc(propertyCoHosts.createDate), asc(users.email));
  }

  /** Open invitations covering any of these properties, each with every property it covers. */
  async openInvitationsOf(ownerUserId: string, propertyIds: number[]): Promise<InvitationWithProperties[]> {
    if (propertyIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ invitation: coHostInvitations })
      .from(coHostInvitations)
      .innerJoin(coHostInvitationProperties, eq(coHostInvitationProperties.invitationId, coHostInvitations.id))
      .where(
        and(
          eq(coHostInvitations.ownerUserId, ownerUserId),
          open,
          inArray(coHostInvitationProperties.propertyId, propertyIds),
        ),
      )
      .orderBy(asc(coHostInvitations.id));
    return this.withProperties(rows.map((r) => r.invitation));
  }

  private async withProperties(rows: CoHostInvitationRow[]): Promise<InvitationWithProperties[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .select({
        invitationId: coHostInvitationProperties.invitationId,
        id: properties.id,
        name: properties.name,
        ownerUserId: properties.ownerUserId,
      })
      .from(coHostInvitationProperties)
      .innerJoin(properties, eq(properties.id, coHostInvitationProperties.propertyId))
      .where(
        and(
          inArray(
            coHostInvitationProperties.invitationId,
            rows.map((r) => r.id),
          ),
          eq(properties.isDeleted, false),
        ),
      )
      .orderBy(asc(properties.id));
    return rows.map((row) => ({
      row,
      properties: links
        .filter((l) => l.invitationId === row.id && l.ownerUserId === row.ownerUserId)
        .map(({ id, name }) => ({ id, name })),
    }));
  }

  async insertInvitation(
    values: {
      ownerUserId: string;
      email: string;
      message: string | null;
      role: string;
      tokenHash: string;
      expiresAt: Date;
      createDate: Date;
    },
    propertyIds: number[],
  ): Promise<CoHostInvitationRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(coHostInvitations).values(values).returning();
      await tx
        .insert(coHostInvitationProperties)
        .values(propertyIds.map((propertyId) => ({ invitationId: row!.id, propertyId })));
      return row!;
    });
  }

  /** An open invitation of this owner, or null. */
  async findOpen(ownerUserId: string, invitationId: number): Promise<CoHostInvitationRow | null> {
    const [row] = await this.db
      .select()
      .from(coHostInvitations)
      .where(and(eq(coHostInvitations.id, invitationId), eq(coHostInvitations.ownerUserId, ownerUserId), open));
    return row ?? null;
  }

  /** The invitation of a token hash, whatever its state, with its still-valid properties. */
  async findByTokenHash(tokenHash: string): Promise<InvitationWithProperties | null> {
    const [row] = await this.db.select().from(coHostInvitations).where(eq(coHostInvitations.tokenHash, tokenHash));
    if (!row) return null;
    const [found] = await this.withProperties([row]);
    return found!;
  }

  /** Revokes an open invitation; false when it was not open any more. */
  async revoke(invitationId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(coHostInvitations)
      .set({ revokedAt: now })
      .where(and(eq(coHostInvitations.id, invitationId), open))
      .returning({ id: coHostInvitations.id });
    return rows.length > 0;
  }

  /**
   * Uses the invitation and adds the co-host rows in one transaction. The "still open and not
   * expired" check is part of the update, so two accepts of one link cannot both win.
   */
  async accept(invitationId: number, userId: string, propertyIds: number[], role: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(coHostInvitations)
        .set({ acceptedAt: now, acceptedUserId: userId })
        .where(and(eq(coHostInvitations.id, invitationId), open, gt(coHostInvitations.expiresAt, now)))
        .returning({ id: coHostInvitations.id });
      if (used.length === 0) return false;
      if (propertyIds.length)
        await tx
          .insert(propertyCoHosts)
          .values(propertyIds.map((propertyId) => ({ propertyId, userId, role, createDate: now })))
          // Already a co-host: the owner's latest invitation says the role.
          .onConflictDoUpdate({ target: [propertyCoHosts.propertyId, propertyCoHosts.userId], set: { role } });
      return true;
    });
  }

  /** Changes a co-host's role; false when they are not one. */
  async setRole(propertyId: number, userId: string, role: string): Promise<boolean> {
    const rows = await this.db
      .update(propertyCoHosts)
      .set({ role })
      .where(and(eq(propertyCoHosts.propertyId, propertyId), eq(propertyCoHosts.userId, userId)))
      .returning({ userId: propertyCoHosts.userId });
    return rows.length > 0;
  }

  /** Removes a co-host; false when they were not one. */
  async removeCoHost(propertyId: number, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(propertyCoHosts)
      .where(and(eq(propertyCoHosts.propertyId, propertyId), eq(propertyCoHosts.userId, userId)))
      .returning({ userId: propertyCoHosts.userId });
    return rows.length > 0;
  }

  async person(
    userId: string,
  ): Promise<{ id: string; firstName: string; lastName: string; email: string; locale: string } | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async personByEmail(email: string): Promise<{ firstName: string; locale: string } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row ?? null;
  }
}
