import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type DeviceRow,
  devices,
  type GuideContent,
  type NewDeviceRow,
  type NewSharedBlockRow,
  properties,
  type SharedBlockRow,
  sharedBlocks,
} from '../../db/schema';

/** The lists of a guide that hold copies of blocks: sections (kind `section`) and places (kind `place`). */
export type GuideList = 'sections' | 'attractions';

/** A property of the owner whose guide holds copies of a block. */
export interface GuideHolding {
  propertyId: number;
  name: string;
  modifyDate: Date;
  guide: GuideContent;
}

/** One copy of a block in a guide: the listing of "used by". */
export interface CopySite {
  propertyId: number;
  name: string;
  /** The copy: its section id, place id or device id. */
  itemId: string;
  sharedBlockId: number;
}

/** Items of a guide list that are copies of the block (`sharedBlockId` in `guide.sections` or `guide.attractions`). */
const holds = (list: GuideList, sharedBlockId: number) =>
  list === 'sections'
    ? sql`${properties.guide} -> 'sections' @> ${JSON.stringify([{ sharedBlockId }])}::jsonb`
    : sql`${properties.guide} -> 'attractions' @> ${JSON.stringify([{ sharedBlockId }])}::jsonb`;

/** The host's library of shared blocks and the guide copies they are written through to (decision 047). */
export class SharedBlocksRepository {
  constructor(private readonly db: Db) {}

  listOwned(ownerUserId: string): Promise<SharedBlockRow[]> {
    return this.db
      .select()
      .from(sharedBlocks)
      .where(eq(sharedBlocks.ownerUserId, ownerUserId))
      .orderBy(asc(sharedBlocks.name), asc(sharedBlocks.id));
  }

  async countOwned(ownerUserId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sharedBlocks)
      .where(eq(sharedBlocks.ownerUserId, ownerUserId));
    return row?.n ?? 0;
  }

  /** The block when it is the user's; `lock` holds it (FOR UPDATE) until the transaction ends. */
  async findOwned(sharedBlockId: number, ownerUserId: string, lock = false): Promise<SharedBlockRow | null> {
    const query = this.db
      .select()
      .from(sharedBlocks)
      .where(and(eq(sharedBlocks.id, sharedBlockId), eq(sharedBlocks.ownerUserId, ownerUserId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async insert(values: NewSharedBlockRow): Promise<SharedBlockRow> {
    const [row] = await this.db.insert(sharedBlocks).values(values).returning();
    return row!;
  }

  async update(sharedBlockId: number, values: Partial<NewSharedBlockRow>): Promise<SharedBlockRow> {
    const [row] = await this.db.update(sharedBlocks).set(values).where(eq(sharedBlocks.id, sharedBlockId)).returning();
    return row!;
  }

  async delete(sharedBlockId: number): Promise<void> {
    await this.db.delete(sharedBlocks).where(eq(sharedBlocks.id, sharedBlockId));
  }

  /**
   * Every copy of the owner's blocks in their not deleted guides, by property id then position (sections,
   * then places, then devices): one query over the owner's properties (indexed by owner), the guide's
   * lists unnested in the database.
   */
  async copySites(ownerUserId: string): Promise<CopySite[]> {
    const result = (await this.db.execute(
      sql`select * from (
            select p.id as property_id, p.name, s.value ->> 'sectionId' as item_id,
              (s.value ->> 'sharedBlockId')::int as block_id, 0 as list, s.n as n
            from ${properties} p, jsonb_array_elements(p.guide -> 'sections') with ordinality as s(value, n)
            where p.owner_user_id = ${ownerUserId} and p.is_deleted = false
              and jsonb_typeof(s.value -> 'sharedBlockId') = 'number'
            union all
            select p.id, p.name, a.value ->> 'attractionId', (a.value ->> 'sharedBlockId')::int, 1, a.n
            from ${properties} p, jsonb_array_elements(p.guide -> 'attractions') with ordinality as a(value, n)
            where p.owner_user_id = ${ownerUserId} and p.is_deleted = false
              and jsonb_typeof(a.value -> 'sharedBlockId') = 'number'
            union all
            select p.id, p.name, d.id::text, d.shared_block_id, 2, d.id
            from ${properties} p join ${devices} d on d.property_id = p.id
            where p.owner_user_id = ${ownerUserId} and p.is_deleted = false and d.shared_block_id is not null
          ) sites order by property_id, list, n`,
    )) as unknown as { rows: { property_id: number; name: string; item_id: string; block_id: number }[] };
    return result.rows.map((r) => ({
      propertyId: Number(r.property_id),
      name: r.name,
      itemId: r.item_id,
      sharedBlockId: Number(r.block_id),
    }));
  }

  /** The owner's not deleted guides holding copies of the block in `list`, locked for the rewrite. */
  guidesHolding(ownerUserId: string, sharedBlockId: number, list: GuideList): Promise<GuideHolding[]> {
    return this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        modifyDate: properties.modifyDate,
        guide: properties.guide,
      })
      .from(properties)
      .where(and(eq(properties.ownerUserId, ownerUserId), eq(properties.isDeleted, false), holds(list, sharedBlockId)))
      .orderBy(asc(properties.id))
      .for('update');
  }

  /** One not deleted property's guide, locked for a rewrite (null when missing or deleted). */
  async guideForUpdate(propertyId: number): Promise<GuideHolding | null> {
    const [row] = await this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        modifyDate: properties.modifyDate,
        guide: properties.guide,
      })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)))
      .for('update');
    return row ?? null;
  }

  /**
   * Writes a guide rewritten from a block: a new modifyDate (an editor holding the old one gets its
   * 409 and reloads). The block's text was sanitised before it was stored, so a guide whose rich
   * text was all sanitised stays so (`sanitized_stamp` moves on), and one that was not stays not.
   */
  async writeGuide(propertyId: number, guide: GuideContent, modifyDate: Date): Promise<void> {
    await this.db
      .update(properties)
      .set({
        guide,
        modifyDate,
        sanitizedStamp: sql`case when ${properties.sanitizedStamp} > 0 then ${properties.sanitizedStamp} + 1 else 0 end`,
      })
      .where(eq(properties.id, propertyId));
  }

  /** The device copies of the block in the owner's not deleted properties (one property's when given), locked. */
  devicesHolding(ownerUserId: string, sharedBlockId: number, propertyId?: number): Promise<DeviceRow[]> {
    return this.db
      .select({ device: devices })
      .from(devices)
      .innerJoin(properties, eq(properties.id, devices.propertyId))
      .where(
        and(
          eq(devices.sharedBlockId, sharedBlockId),
          eq(properties.ownerUserId, ownerUserId),
          eq(properties.isDeleted, false),
          propertyId === undefined ? undefined : eq(devices.propertyId, propertyId),
        ),
      )
      .orderBy(asc(devices.id))
      .for('update', { of: devices })
      .then((rows) => rows.map((r) => r.device));
  }

  /** One property's device copies of the block, whoever owns the property (detach is checked by the access policy). */
  devicesOfProperty(propertyId: number, sharedBlockId: number): Promise<DeviceRow[]> {
    return this.db
      .select()
      .from(devices)
      .where(and(eq(devices.propertyId, propertyId), eq(devices.sharedBlockId, sharedBlockId)))
      .for('update');
  }

  async countDevices(propertyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(devices).where(eq(devices.propertyId, propertyId));
    return Number(row?.n ?? 0);
  }

  async insertDevice(values: NewDeviceRow): Promise<DeviceRow> {
    const [row] = await this.db.insert(devices).values(values).returning();
    return row!;
  }

  async updateDevice(deviceId: number, values: Partial<NewDeviceRow>): Promise<void> {
    await this.db.update(devices).set(values).where(eq(devices.id, deviceId));
  }
}
