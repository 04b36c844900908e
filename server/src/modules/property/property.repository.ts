import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertiesWhere } from '../access';
import { media, type NewPropertyRow, properties, propertyCoHosts, type PropertyRow, users } from '../../db/schema';

/** A property as one caller sees it: the row and whether the caller is a co-host rather than the owner. */
export interface VisibleProperty {
  row: PropertyRow;
  isCoHost: boolean;
}

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageMediaId: number | null;
  locale: string;
  phoneNumber: string | null;
}

/** Properties the user owns or co-hosts (in any role), never deleted ones: the access policy's rule. */
const visibleTo = (userId: string) => propertiesWhere(userId, 'property.read');

/** Paging of the property list: at most `limit` properties with ids above `after`, or one `propertyId`. */
export interface PropertyPage {
  limit?: number;
  after?: number;
  propertyId?: number;
}

/**
 * `properties.id` among the user's not deleted properties, written so PostgreSQL reads them through
 * indexes at any table size: the owner's by (owner_user_id, id), the co-hosted ones by the co-host
 * table's user index, each branch already cut to the page (an OR with EXISTS, as in `visibleTo`,
 * would scan every property).
 */
function visibleIds(userId: string, page: PropertyPage = {}) {
  const after = page.after ?? 0;
  const only = page.propertyId;
  const limit = page.limit ? sql` order by 1 limit ${page.limit}` : sql``;
  const ownIdRange = only ? sql`q.id = ${only}` : sql`q.id > ${after}`;
  const coHostRange = only ? sql`c.property_id = ${only}` : sql`c.property_id > ${after}`;
  return sql`${properties.id} in (
    (select q.id from ${properties} q where q.owner_user_id = ${userId} and q.is_deleted = false and ${ownIdRange}${limit})
    union all
    (select c.property_id from ${propertyCoHosts} c join ${properties} q on q.id = c.property_id and q.is_deleted = false
      where c.user_id = ${userId} and ${coHostRange}${limit}))`;
}

const isCoHostOf = (userId: string) => sql<boolean>`${properties.ownerUserId} <> ${userId}`;

export class PropertyRepository {
  constructor(private readonly db: Db) {}

  /**
   * The user's properties, own and co-hosted, oldest first (so a new one is always last); one page
   * of them with `limit` (after the id `after`), or just `propertyId`.
   */
  async listVisible(userId: string, page: PropertyPage = {}): Promise<VisibleProperty[]> {
    const rows = await this.listVisibleQuery(userId, page);
    return rows.map(({ isCoHost, ...row }) => ({ row, isCoHost }));
  }

  /** The query of listVisible (its plan is checked by a test). */
  listVisibleQuery(userId: string, page: PropertyPage = {}) {
    const query = this.db
      .select({ ...getTableColumns(properties), isCoHost: isCoHostOf(userId) })
      .from(properties)
      .where(and(eq(properties.isDeleted, false), visibleIds(userId, page)))
      .orderBy(asc(properties.id))
      .$dynamic();
    return page.limit ? query.limit(page.limit) : query;
  }

  /** For dropdowns and counts: id, name, role and whether the guide is public. */
  async listItems(
    userId: string,
  ): Promise<{ propertyId: number; name: string; isCoHost: boolean; published: boolean }[]> {
    return this.listItemsQuery(userId);
  }

  /** The query of listItems (its plan is checked by a test). */
  listItemsQuery(userId: string) {
    return this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        isCoHost: isCoHostOf(userId),
        published: properties.published,
      })
      .from(properties)
      .where(and(eq(properties.isDeleted, false), visibleIds(userId)))
      .orderBy(asc(properties.id));
  }

  /** One property if the user may see it (owner or co-host, not deleted), else null. */
  async findVisible(userId: string, propertyId: number): Promise<VisibleProperty | null> {
    const [found] = await this.db
      .select({ ...getTableColumns(properties), isCoHost: isCoHostOf(userId) })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(userId)));
    if (!found) return null;
    const { isCoHost, ...row } = found;
    return { row, isCoHost };
  }

  /** Names of the user's own, not deleted properties (to pick a free default name). */
  async ownedNames(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: properties.name })
      .from(properties)
      .where(and(eq(properties.ownerUserId, userId), eq(properties.isDeleted, false)));
    return rows.map((r) => r.name);
  }

  async insert(values: NewPropertyRow): Promise<PropertyRow> {
    const [row] = await this.db.insert(properties).values(values).returning();
    return row!;
  }

  /**
   * Writes the values only if the stored modifyDate still equals `expected` (to the millisecond)
   * and the property is not deleted: the check and the write are one statement, so two saves
   * racing each other cannot both win. Answers null when nothing was written. `richTextSanitized`:
   * the caller sanitised every rich text it writes, so guest reads need not sanitise it again (a
   * trigger forgets this when a later writer changes the text without saying so).
   */
  async updateIfUnchanged(
    propertyId: number,
    expected: Date,
    values: Partial<NewPropertyRow>,
    options: { richTextSanitized?: boolean } = {},
  ): Promise<PropertyRow | null> {
    const [row] = await this.db
      .update(properties)
      .set(options.richTextSanitized ? { ...values, sanitizedStamp: sql`${properties.sanitizedStamp} + 1` } : values)
      .where(
        and(
          eq(properties.id, propertyId),
          eq(properties.isDeleted, false),
          sql`date_trunc('milliseconds', ${properties.modifyDate}) = ${expected.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async softDelete(propertyId: number, now: Date): Promise<void> {
    await this.db
      .update(properties)
      .set({ isDeleted: true, deleteDate: now, modifyDate: now })
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
  }

  /** Co-host user ids per property. */
  async coHostIds(propertyIds: number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>();
    if (propertyIds.length === 0) return result;
    const rows = await this.db
      .select({ propertyId: propertyCoHosts.propertyId, userId: propertyCoHosts.userId })
      .from(propertyCoHosts)
      .where(inArray(propertyCoHosts.propertyId, propertyIds))
      .orderBy(asc(propertyCoHosts.createDate));
    for (const row of rows) result.set(row.propertyId, [...(result.get(row.propertyId) ?? []), row.userId]);
    return result;
  }

  async people(userIds: string[]): Promise<Map<string, PersonRow>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageMediaId: users.profileImageMediaId,
        locale: users.locale,
        phoneNumber: users.phoneNumber,
      })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The storage paths of cover photos, by media id. Only ever used with the cover's own URL (which must
   * end with the large path), so a wrong or foreign id names nothing new.
   */
  async coverPaths(mediaIds: number[]): Promise<Map<number, { largePath: string; smallPath: string }>> {
    const unique = [...new Set(mediaIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: media.id, largePath: media.largePath, smallPath: media.smallPath })
      .from(media)
      .where(inArray(media.id, unique));
    return new Map(rows.map((row) => [row.id, { largePath: row.largePath, smallPath: row.smallPath }]));
  }

  /** Adds a co-host (used by tests here; the co-hosts screen owns managing them). */
  async addCoHost(propertyId: number, userId: string, role = 'manager'): Promise<void> {
    await this.db.insert(propertyCoHosts).values({ propertyId, userId, role }).onConflictDoNothing();
  }
}
