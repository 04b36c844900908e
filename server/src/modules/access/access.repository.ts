import { and, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  devices,
  guestMessages,
  media,
  messageSchedules,
  properties,
  propertyCoHosts,
  stays,
  videos,
} from '../../db/schema';
import { asRelation, coHostRolesWith, type Permission, type Relation } from './access.policy';

/** What a record hangs off: every access question about it is a question about its property. */
export type Target =
  | { propertyId: number }
  | { stayId: number }
  | { deviceId: number }
  | { videoId: number }
  | { mediaId: number }
  | { feedId: number }
  | { messageId: number };

/** The caller's standing on one property (never a deleted one). */
export interface PropertyRelation {
  propertyId: number;
  ownerUserId: string;
  relation: Relation;
}

/**
 * The properties (a condition over `properties`) on which the user holds the permission: owned ones,
 * and co-hosted ones whose role grants it; never deleted ones. Repositories filter lists with it.
 */
export const propertiesWhere = (userId: string, permission: Permission = 'property.read'): SQL => {
  const roles = coHostRolesWith(permission);
  const coHosted = roles.length
    ? sql`exists (select 1 from ${propertyCoHosts} where ${propertyCoHosts.propertyId} = ${properties.id} and ${propertyCoHosts.userId} = ${userId} and ${inArray(propertyCoHosts.role, roles)})`
    : sql`false`;
  return and(eq(properties.isDeleted, false), or(eq(properties.ownerUserId, userId), coHosted))!;
};

/** Each kind of record's table, id and property column. */
const OWNING = {
  stayId: { table: stays, id: stays.id, propertyId: stays.propertyId },
  deviceId: { table: devices, id: devices.id, propertyId: devices.propertyId },
  videoId: { table: videos, id: videos.id, propertyId: videos.propertyId },
  mediaId: { table: media, id: media.id, propertyId: media.propertyId },
  feedId: { table: calendarFeeds, id: calendarFeeds.id, propertyId: calendarFeeds.propertyId },
  messageId: { table: guestMessages, id: guestMessages.id, propertyId: guestMessages.propertyId },
} as const;

/** The access policy's reads: relations between users and properties, and what hangs off which property. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  /** The property a record belongs to, or null when there is no such record. */
  async propertyOf(target: Target): Promise<number | null> {
    if ('propertyId' in target) return target.propertyId;
    const [key, id] = Object.entries(target)[0] as [keyof typeof OWNING, number];
    const owning = OWNING[key];
    const [row] = await this.db.select({ propertyId: owning.propertyId }).from(owning.table).where(eq(owning.id, id));
    return row?.propertyId ?? null;
  }

  async relation(userId: string, propertyId: number): Promise<PropertyRelation | null> {
    const [row] = await this.db
      .select({ ownerUserId: properties.ownerUserId, role: propertyCoHosts.role })
      .from(properties)
      .leftJoin(propertyCoHosts, and(eq(propertyCoHosts.propertyId, properties.id), eq(propertyCoHosts.userId, userId)))
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
    if (!row) return null;
    if (row.ownerUserId === userId) return { propertyId, ownerUserId: row.ownerUserId, relation: 'owner' };
    if (row.role === null) return null;
    return { propertyId, ownerUserId: row.ownerUserId, relation: asRelation(row.role) };
  }

  /** Which of these properties the user holds the permission on. */
  async propertyIdsWhere(userId: string, permission: Permission, propertyIds: number[]): Promise<Set<number>> {
    if (!propertyIds.length) return new Set();
    const rows = await this.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, propertyIds), propertiesWhere(userId, permission)));
    return new Set(rows.map((r) => r.id));
  }

  /** Which of these library photos the user may use: those of properties where they hold the permission. */
  async mediaIdsWhere(userId: string, permission: Permission, mediaIds: number[]): Promise<Set<number>> {
    if (!mediaIds.length) return new Set();
    const rows = await this.db
      .select({ id: media.id })
      .from(media)
      .innerJoin(properties, eq(media.propertyId, properties.id))
      .where(and(inArray(media.id, mediaIds), propertiesWhere(userId, permission)));
    return new Set(rows.map((r) => r.id));
  }

  /** A schedule's author and property (null: for all the author's own properties). */
  async schedule(scheduleId: number): Promise<{ userId: string; propertyId: number | null } | null> {
    const [row] = await this.db
      .select({ userId: messageSchedules.userId, propertyId: messageSchedules.propertyId })
      .from(messageSchedules)
      .where(eq(messageSchedules.id, scheduleId));
    return row ?? null;
  }

  /** Whether a template sends through a schedule on a property the user owns. */
  async templateSendsOnOwnedProperty(userId: string, templateId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ yes: sql<number>`1` })
      .from(properties)
      .where(
        and(
          eq(properties.ownerUserId, userId),
          eq(properties.isDeleted, false),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(messageSchedules)
              .where(
                and(
                  eq(messageSchedules.templateId, templateId),
                  isNotNull(messageSchedules.propertyId),
                  eq(messageSchedules.propertyId, properties.id),
                ),
              ),
          ),
        ),
      )
      .limit(1);
    return !!row;
  }
}
