import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type GuideContent,
  type NewSharedBlockRow,
  properties,
  type SharedBlockRow,
  sharedBlocks,
} from '../../db/schema';

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
  sectionId: string;
  sharedBlockId: number;
}

/** Sections of a guide that are copies of the block (`sharedBlockId` in `guide.sections`). */
const holds = (sharedBlockId: number) =>
  sql`${properties.guide} -> 'sections' @> ${JSON.stringify([{ sharedBlockId }])}::jsonb`;

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
   * Every copy of the owner's blocks in their not deleted guides, by property id then position: one
   * query over the owner's properties (indexed by owner), the sections unnested in the database.
   */
  async copySites(ownerUserId: string): Promise<CopySite[]> {
    const result = (await this.db.execute(
      sql`select p.id as property_id, p.name, s.value ->> 'sectionId' as section_id,
            (s.value ->> 'sharedBlockId')::int as block_id
          from ${properties} p, jsonb_array_elements(p.guide -> 'sections') with ordinality as s(value, n)
          where p.owner_user_id = ${ownerUserId} and p.is_deleted = false
            and jsonb_typeof(s.value -> 'sharedBlockId') = 'number'
          order by p.id, s.n`,
    )) as unknown as { rows: { property_id: number; name: string; section_id: string; block_id: number }[] };
    return result.rows.map((r) => ({
      propertyId: Number(r.property_id),
      name: r.name,
      sectionId: r.section_id,
      sharedBlockId: Number(r.block_id),
    }));
  }

  /** The owner's not deleted guides holding copies of the block, locked for the rewrite. */
  guidesHolding(ownerUserId: string, sharedBlockId: number): Promise<GuideHolding[]> {
    return this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        modifyDate: properties.modifyDate,
        guide: properties.guide,
      })
      .from(properties)
      .where(and(eq(properties.ownerUserId, ownerUserId), eq(properties.isDeleted, false), holds(sharedBlockId)))
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
}
