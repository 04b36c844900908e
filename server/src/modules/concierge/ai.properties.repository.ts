import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attractionTypes,
  countries,
  emergencyInfoTypes,
  properties,
  type PropertyRow,
  states,
  strTypes,
} from '../../db/schema';
import { propertiesWhere } from '../access';
import { ensureLookups } from '../list';

/** Properties the user owns or co-hosts (any role; the access policy's rule). */
const visibleTo = (userId: string) => propertiesWhere(userId, 'property.read');

/** The properties as the concierge reads them: the host's own (access policy), a published guide, names of lookups. */
export class PropertyReadRepository {
  constructor(private readonly db: Db) {}

  /** Properties the host owns or co-hosts (not deleted), with the AI state of each. */
  async listVisible(userId: string) {
    return this.db
      .select({ row: getTableColumns(properties), isCoHost: sql<boolean>`${properties.ownerUserId} <> ${userId}` })
      .from(properties)
      .where(visibleTo(userId))
      .orderBy(sql`${properties.ownerUserId} <> ${userId}`, asc(properties.id));
  }

  async findVisible(userId: string, propertyId: number): Promise<{ row: PropertyRow; isCoHost: boolean } | null> {
    const [found] = await this.db
      .select({ row: getTableColumns(properties), isCoHost: sql<boolean>`${properties.ownerUserId} <> ${userId}` })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(userId)));
    return found ?? null;
  }

  async findById(propertyId: number): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
    return row ?? null;
  }

  /** A published, not deleted guide by its guest link slug. */
  async findPublishedBySlug(slug: string): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.slug, slug),
          eq(properties.published, true),
          eq(properties.isDeleted, false),
          eq(properties.isActive, true),
        ),
      );
    return row ?? null;
  }

  /** Names used by the passages: lookups in both languages (seeded on first use, like the list routes do). */
  async lookupNames(row: PropertyRow) {
    await ensureLookups(this.db);
    const emergencyIds = [...new Set(row.emergencyInfos.map((e) => e.emergencyInfoTypeId))];
    const attractionIds = [...new Set(row.guide.attractions.map((a) => a.attractionTypeId))];
    const [emergency, attraction, str, country, state] = await Promise.all([
      emergencyIds.length
        ? this.db.select().from(emergencyInfoTypes).where(inArray(emergencyInfoTypes.id, emergencyIds))
        : [],
      attractionIds.length
        ? this.db.select().from(attractionTypes).where(inArray(attractionTypes.id, attractionIds))
        : [],
      row.strTypeIds[0] ? this.db.select().from(strTypes).where(eq(strTypes.id, row.strTypeIds[0])) : [],
      row.countryId ? this.db.select().from(countries).where(eq(countries.id, row.countryId)) : [],
      row.stateId ? this.db.select().from(states).where(eq(states.id, row.stateId)) : [],
    ]);
    const names = (r: { nameEn: string; nameEs: string }) => ({ en: r.nameEn, es: r.nameEs });
    return {
      emergencyTypeNames: new Map(emergency.map((r) => [r.id, names(r)])),
      attractionTypeNames: new Map(attraction.map((r) => [r.id, names(r)])),
      rentalType: str[0] ? names(str[0]) : null,
      country: country[0] ? names(country[0]) : null,
      region: state[0] ? names(state[0]) : null,
    };
  }
}
