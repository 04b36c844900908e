import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { StayStatus } from '@common/contracts/stays';
import type { Db } from '../../db/client';
import { type NewStayRow, properties, type PropertyRow, stays, type StayRow, users } from '../../db/schema';
import { propertiesWhere } from '../access';

/** A stay with what answering it needs of its property. */
export interface StayWithProperty {
  stay: StayRow;
  property: Pick<
    PropertyRow,
    'id' | 'name' | 'slug' | 'timeZone' | 'guide' | 'ownerUserId' | 'published' | 'defaultLocale'
  >;
}

const propertyColumns = {
  id: properties.id,
  name: properties.name,
  slug: properties.slug,
  timeZone: properties.timeZone,
  guide: properties.guide,
  ownerUserId: properties.ownerUserId,
  published: properties.published,
  defaultLocale: properties.defaultLocale,
};

/** The stay's check-in and check-out as instants, in SQL (same rule as stay-window.ts). */
const zone = sql`coalesce(${properties.timeZone}, 'UTC')`;
const checkInAt = sql`((${stays.checkInDate} + coalesce(${stays.checkInTime}, ${properties.guide}->>'checkInTime', '15:00')::time) at time zone ${zone})`;
const checkOutAt = sql`((${stays.checkOutDate} + coalesce(${stays.checkOutTime}, ${properties.guide}->>'checkOutTime', '11:00')::time) at time zone ${zone})`;
const localToday = sql`(now() at time zone ${zone})::date`;

const statusCondition: Record<StayStatus, SQL> = {
  upcoming: sql`${checkInAt} > now()`,
  inHouse: sql`${checkInAt} <= now() and ${checkOutAt} > now()`,
  past: sql`${checkOutAt} <= now()`,
};

export interface StayFilter {
  propertyId?: number;
  status?: StayStatus;
  q?: string;
}

/** Stays of properties the user owns or co-hosts; every query joins the property and checks it. */
export class StaysRepository {
  constructor(private readonly db: Db) {}

  /** Stays on the calendars the user may read (owner, manager and viewer co-hosts). */
  private visible(userId: string, ...conditions: (SQL | undefined)[]) {
    return and(propertiesWhere(userId, 'stay.read'), ...conditions);
  }

  /** What answering a stay needs of a property (the access policy has checked the caller first). */
  async propertyById(propertyId: number): Promise<StayWithProperty['property'] | null> {
    const [row] = await this.db.select(propertyColumns).from(properties).where(eq(properties.id, propertyId));
    return row ?? null;
  }

  async page(
    userId: string,
    filter: StayFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: StayWithProperty[]; totalCount: number }> {
    const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = this.visible(
      userId,
      filter.propertyId ? eq(stays.propertyId, filter.propertyId) : undefined,
      filter.status ? statusCondition[filter.status] : undefined,
      like
        ? or(
            ilike(stays.guestName, like),
            ilike(stays.email, like),
            ilike(stays.phone, like),
            ilike(stays.reservationCode, like),
          )
        : undefined,
    );
    // Upcoming and in-house stays soonest first; past ones most recent first, after the others.
    const ended = sql`(${checkOutAt} <= now())`;
    const order =
      filter.status === 'past'
        ? [desc(stays.checkOutDate), desc(stays.id)]
        : filter.status
          ? [asc(stays.checkInDate), asc(stays.id)]
          : [
              asc(ended),
              sql`case when ${ended} then null else ${stays.checkInDate} end asc`,
              desc(stays.checkOutDate),
              asc(stays.id),
            ];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ stay: stays, property: propertyColumns })
        .from(stays)
        .innerJoin(properties, eq(stays.propertyId, properties.id))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ n: count() })
        .from(stays)
        .innerJoin(properties, eq(stays.propertyId, properties.id))
        .where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /** Stays by id with their property, whoever owns them (for jobs that already hold the ids). */
  async findWithProperty(stayIds: number[]): Promise<StayWithProperty[]> {
    if (!stayIds.length) return [];
    return this.db
      .select({ stay: stays, property: propertyColumns })
      .from(stays)
      .innerJoin(properties, eq(stays.propertyId, properties.id))
      .where(inArray(stays.id, stayIds));
  }

  /** Check-ins and check-outs between the properties' local today and `days` days later. */
  async agenda(
    userId: string,
    days: number,
  ): Promise<{ arrivals: StayWithProperty[]; departures: StayWithProperty[] }> {
    const base = () =>
      this.db
        .select({ stay: stays, property: propertyColumns })
        .from(stays)
        .innerJoin(properties, eq(stays.propertyId, properties.id));
    const [arrivals, departures] = await Promise.all([
      base()
        .where(
          this.visible(
            userId,
            sql`${stays.checkInDate} >= ${localToday} and ${stays.checkInDate} < ${localToday} + ${days}::int`,
          ),
        )
        .orderBy(asc(stays.checkInDate), asc(stays.id)),
      base()
        .where(
          this.visible(
            userId,
            sql`${stays.checkOutDate} >= ${localToday} and ${stays.checkOutDate} < ${localToday} + ${days}::int`,
          ),
        )
        .orderBy(asc(stays.checkOutDate), asc(stays.id)),
    ]);
    return { arrivals, departures };
  }

  /** Stays whose guest pressed "I've arrived" or "I've checked out" since `since`. */
  async recentGuestActions(userId: string, since: Date): Promise<StayWithProperty[]> {
    return this.db
      .select({ stay: stays, property: propertyColumns })
      .from(stays)
      .innerJoin(properties, eq(stays.propertyId, properties.id))
      .where(this.visible(userId, or(sql`${stays.arrivedAt} >= ${since}`, sql`${stays.checkedOutAt} >= ${since}`)))
      .orderBy(desc(sql`greatest(coalesce(${stays.arrivedAt}, 'epoch'), coalesce(${stays.checkedOutAt}, 'epoch'))`))
      .limit(50);
  }

  async insert(rows: NewStayRow[]): Promise<StayRow[]> {
    if (!rows.length) return [];
    return this.db.insert(stays).values(rows).returning();
  }

  async updateIfUnchanged(stayId: number, expected: Date, values: Partial<NewStayRow>): Promise<StayRow | null> {
    const [row] = await this.db
      .update(stays)
      .set(values)
      .where(
        and(
          eq(stays.id, stayId),
          sql`date_trunc('milliseconds', ${stays.modifyDate}) = ${expected.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async update(stayId: number, values: Partial<NewStayRow>): Promise<StayRow | null> {
    const [row] = await this.db.update(stays).set(values).where(eq(stays.id, stayId)).returning();
    return row ?? null;
  }

  async delete(stayId: number): Promise<void> {
    await this.db.delete(stays).where(eq(stays.id, stayId));
  }

  /** The stay behind a link token of a property (revoked links have no token). */
  async findByLink(propertyId: number, token: string): Promise<StayRow | null> {
    const [row] = await this.db
      .select()
      .from(stays)
      .where(and(eq(stays.propertyId, propertyId), eq(stays.linkToken, token), isNotNull(stays.linkToken)));
    return row ?? null;
  }

  /** Counts one open of a stay link (first and last time, count). */
  async recordOpen(stayId: number, at: Date): Promise<void> {
    await this.db
      .update(stays)
      .set({
        firstOpenedAt: sql`coalesce(${stays.firstOpenedAt}, ${at})`,
        lastOpenedAt: at,
        openCount: sql`${stays.openCount} + 1`,
      })
      .where(eq(stays.id, stayId));
  }

  /** Sets arrivedAt / checkedOutAt once; answers the row and whether this call set it. */
  async markGuestAction(
    stayId: number,
    action: 'arrived' | 'checkedOut',
    at: Date,
  ): Promise<{ row: StayRow; first: boolean } | null> {
    const column = action === 'arrived' ? stays.arrivedAt : stays.checkedOutAt;
    const [updated] = await this.db
      .update(stays)
      .set(action === 'arrived' ? { arrivedAt: at } : { checkedOutAt: at })
      .where(and(eq(stays.id, stayId), sql`${column} is null`))
      .returning();
    if (updated) return { row: updated, first: true };
    const [row] = await this.db.select().from(stays).where(eq(stays.id, stayId));
    return row ? { row, first: false } : null;
  }

  /** Where the owner of a property hears about their guests: address, first name, language. */
  async ownerContact(userId: string): Promise<{ email: string; firstName: string; locale: string } | null> {
    const [owner] = await this.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return owner ?? null;
  }
}
