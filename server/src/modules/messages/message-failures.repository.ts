import { and, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestMessages, messageFailureAcks, messageFailureDigests, properties, stays, users } from '../../db/schema';
import { propertiesWhere } from '../access';

/** When a message failed: its last claim (every failure follows one), else its creation. */
const failedAt = sql<Date>`coalesce(${guestMessages.claimedAt}, ${guestMessages.createDate})`;

export interface FailureRow {
  messageId: number;
  stayId: number;
  propertyId: number;
  propertyName: string;
  guestName: string;
  templateName: string | null;
  channel: string;
  reason: string | null;
  failedAt: Date;
}

export interface DigestOwner {
  userId: string;
  email: string;
  firstName: string;
  locale: string;
}

const columns = {
  messageId: guestMessages.id,
  stayId: sql<number>`${guestMessages.stayId}`,
  propertyId: guestMessages.propertyId,
  propertyName: properties.name,
  guestName: stays.guestName,
  templateName: guestMessages.templateName,
  channel: guestMessages.channel,
  reason: guestMessages.error,
  failedAt: sql<Date>`${failedAt}`.mapWith((value: string | Date) => new Date(value)),
};

/**
 * Failed guest messages as the host sees them (docs/decisions/044-failed-messages-reach-the-host.md):
 * failed, on a stay that still exists, failed since `since`, and not acknowledged for this failure
 * (an acknowledgement names the failure's time, so a later failure of the same message shows again).
 */
export class MessageFailuresRepository {
  constructor(private readonly db: Db) {}

  private open(where: SQL | undefined, since: Date) {
    return and(
      eq(guestMessages.status, 'failed'),
      isNotNull(guestMessages.stayId),
      sql`${failedAt} > ${since.toISOString()}`,
      or(isNull(messageFailureAcks.messageId), sql`${messageFailureAcks.failedAt} < ${failedAt}`),
      where,
    );
  }

  private select() {
    return this.db
      .select(columns)
      .from(guestMessages)
      .innerJoin(properties, eq(properties.id, guestMessages.propertyId))
      .innerJoin(stays, eq(stays.id, guestMessages.stayId))
      .leftJoin(messageFailureAcks, eq(messageFailureAcks.messageId, guestMessages.id));
  }

  /** The open failures on the properties the user manages messages on (optionally one), newest first. */
  async visible(userId: string, since: Date, limit: number, propertyId?: number) {
    const where = this.open(
      and(
        propertiesWhere(userId, 'message.manage'),
        propertyId === undefined ? undefined : eq(guestMessages.propertyId, propertyId),
      ),
      since,
    );
    const [items, [total]] = await Promise.all([
      this.select().where(where).orderBy(desc(failedAt), desc(guestMessages.id)).limit(limit),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(guestMessages)
        .innerJoin(properties, eq(properties.id, guestMessages.propertyId))
        .innerJoin(stays, eq(stays.id, guestMessages.stayId))
        .leftJoin(messageFailureAcks, eq(messageFailureAcks.messageId, guestMessages.id))
        .where(where),
    ]);
    return { items: items as FailureRow[], count: total?.n ?? 0 };
  }

  /** The message's current failure time when it is failed now, else null (fixed, never failed). */
  async currentFailure(messageId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ failedAt: columns.failedAt })
      .from(guestMessages)
      .where(and(eq(guestMessages.id, messageId), eq(guestMessages.status, 'failed')));
    return row?.failedAt ?? null;
  }

  async acknowledge(messageId: number, failedAtValue: Date, userId: string): Promise<void> {
    const values = { messageId, failedAt: failedAtValue, acknowledgedBy: userId, acknowledgedAt: new Date() };
    await this.db
      .insert(messageFailureAcks)
      .values(values)
      .onConflictDoUpdate({ target: messageFailureAcks.messageId, set: values });
  }

  /**
   * Owners with open failures on their own properties newer than what their last digest reported
   * (or than `firstSince` when they never had one) and within the shown window, with those failures.
   * Owners in `skip` (today's digest already sent) are left out.
   */
  async owedDigests(
    firstSince: Date,
    windowStart: Date,
    skip: Set<string>,
  ): Promise<{ owner: DigestOwner; failures: FailureRow[] }[]> {
    const lastCovered = sql`(select max(${messageFailureDigests.coveredUntil}) from ${messageFailureDigests} where ${messageFailureDigests.userId} = ${properties.ownerUserId})`;
    const rows = await this.db
      .select({
        ...columns,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
      })
      .from(guestMessages)
      .innerJoin(properties, eq(properties.id, guestMessages.propertyId))
      .innerJoin(stays, eq(stays.id, guestMessages.stayId))
      .innerJoin(users, eq(users.id, properties.ownerUserId))
      .leftJoin(messageFailureAcks, eq(messageFailureAcks.messageId, guestMessages.id))
      .where(
        this.open(
          and(
            eq(properties.isDeleted, false),
            sql`${failedAt} > coalesce(${lastCovered}, ${firstSince.toISOString()})`,
          ),
          windowStart,
        ),
      )
      .orderBy(users.id, desc(failedAt));
    const byOwner = new Map<string, { owner: DigestOwner; failures: FailureRow[] }>();
    for (const { userId, email, firstName, locale, ...failure } of rows) {
      if (skip.has(userId)) continue;
      const entry = byOwner.get(userId) ?? { owner: { userId, email, firstName, locale }, failures: [] };
      entry.failures.push(failure as FailureRow);
      byOwner.set(userId, entry);
    }
    return [...byOwner.values()];
  }

  /** Claims an owner's digest of a day; false when it was already claimed (another run or instance). */
  async claimDigest(userId: string, day: string, coveredUntil: Date, failures: number): Promise<boolean> {
    const rows = await this.db
      .insert(messageFailureDigests)
      .values({ userId, day, coveredUntil, failures })
      .onConflictDoNothing()
      .returning({ userId: messageFailureDigests.userId });
    return rows.length > 0;
  }

  /** Gives a claim back when its mail could not be sent, so a later run tries again. */
  async releaseDigest(userId: string, day: string): Promise<void> {
    await this.db
      .delete(messageFailureDigests)
      .where(and(eq(messageFailureDigests.userId, userId), eq(messageFailureDigests.day, day)));
  }

  /** The owners whose digest of that day was sent already. */
  async digestSent(day: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ userId: messageFailureDigests.userId })
      .from(messageFailureDigests)
      .where(and(eq(messageFailureDigests.day, day), gt(messageFailureDigests.failures, 0)));
    return new Set(rows.map((r) => r.userId));
  }
}
