import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestMessages, messageSchedules, properties, stays, users } from '../../db/schema';

/** What rendering and planning messages read around them: the owner, the property's address, a schedule's stays. */
export class MessageContextRepository {
  constructor(private readonly db: Db) {}

  async ownerName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
    const [owner] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return owner ?? null;
  }

  async userLocale(userId: string): Promise<string | null> {
    const [user] = await this.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return user?.locale ?? null;
  }

  async propertyAddress(propertyId: number) {
    const [place] = await this.db
      .select({
        address1: properties.address1,
        address2: properties.address2,
        city: properties.city,
        postalCode: properties.postalCode,
      })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return place ?? null;
  }

  /** Ids of the stays of a property (or of all an owner's properties) that end on or after `fromDate`. */
  async stayIdsEndingFrom(scope: { propertyId: number | null; userId: string }, fromDate: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: stays.id })
      .from(stays)
      .innerJoin(properties, eq(stays.propertyId, properties.id))
      .where(
        and(
          eq(properties.isDeleted, false),
          scope.propertyId ? eq(stays.propertyId, scope.propertyId) : eq(properties.ownerUserId, scope.userId),
          gte(stays.checkOutDate, fromDate),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Whether the installation has anything to send: a schedule, or a message waiting or being sent. */
  async anythingToSend(): Promise<boolean> {
    const [work] = await this.db
      .select({
        pending: sql<boolean>`exists (select 1 from ${messageSchedules}) or exists (select 1 from ${guestMessages} where ${guestMessages.status} in ('scheduled', 'sending'))`,
      })
      .from(sql`(select 1) as one`);
    return Boolean(work?.pending);
  }
}
