import { randomInt } from 'node:crypto';
import { and, eq, inArray, or, type Placeholder, sql } from 'drizzle-orm';
import { GUIDE_LIMITS, SHORT_CODE_ALPHABET } from '@common/contracts/guide';
import type { Db } from '../../db/client';
import {
  guideEventCounts,
  guideShortCodes,
  media,
  type MediaRow,
  properties,
  type PropertyRow,
  type UserRow,
  users,
} from '../../db/schema';
import { type GuideStamp, guideStampsFor } from './guide-stamps';

/** A new short code: GUIDE_LIMITS.shortCodeLength characters of the unambiguous alphabet (~34 bits). */
export function newShortCode(): string {
  return Array.from(
    { length: GUIDE_LIMITS.shortCodeLength },
    () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)],
  ).join('');
}

export type { GuideStamp };

export interface EventIncrement {
  eventType: string;
  sectionId: string;
  count: number;
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The guest side of the properties table (read through the schema of the property module) and the
 * guide's own tables: short codes and event counters. Ownership is decided by the service.
 */
export class GuideRepository {
  constructor(private readonly db: Db) {}

  /** The property behind a slug, if it is not deleted (published or not: the service decides). */
  async findBySlug(slug: string): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(and(eq(properties.slug, slug), eq(properties.isDeleted, false)));
    return row ?? null;
  }

  /** The property by id, if it is not deleted. */
  async findById(propertyId: number): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select()
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
    return row ?? null;
  }

  /**
   * What every guest read checks first (one look-up by the slug index): the property, whether it is
   * public, its access code and the revision of everything its guide shows.
   */
  async stampBySlug(slug: string): Promise<GuideStamp | null> {
    // On the embedded database this process hears of every commit that changes a property, so a
    // stamp read once stays true until its notice drops it (decision 026): no query at all.
    const stamps = guideStampsFor(this.db);
    const known = stamps?.get(slug);
    if (known) return known;
    // Requests for one slug that arrive while its read is in flight share that read: a busy guide
    // costs one query at a time instead of one per request (decision 026). A joiner can miss only a
    // commit that lands during the read's own round trip, i.e. one that is concurrent with it.
    const pending = this.stampReads.get(slug);
    if (pending) return pending;
    const readAt = stamps?.current ?? 0;
    const read = this.readStamp(slug)
      .then((stamp) => {
        if (stamp) stamps?.keep(slug, stamp, readAt);
        return stamp;
      })
      .finally(() => this.stampReads.delete(slug));
    this.stampReads.set(slug, read);
    return read;
  }

  private readonly stampReads = new Map<string, Promise<GuideStamp | null>>();

  private async readStamp(slug: string): Promise<GuideStamp | null> {
    // A prepared statement: the hottest query of the guest side is planned once per connection.
    this.stampStatement ??= this.stampBySlugQuery(sql.placeholder('slug')).prepare('guide_stamp_by_slug');
    const [row] = await this.stampStatement.execute({ slug });
    return row ?? null;
  }

  private stampStatement: ReturnType<ReturnType<GuideRepository['stampBySlugQuery']>['prepare']> | null = null;

  /** The query of stampBySlug (its plan is checked by a test). */
  stampBySlugQuery(slug: string | Placeholder) {
    return this.db
      .select({
        id: properties.id,
        name: properties.name,
        published: properties.published,
        accessCode: properties.accessCode,
        defaultLocale: properties.defaultLocale,
        guideRevision: properties.guideRevision,
      })
      .from(properties)
      .where(and(eq(properties.slug, slug), eq(properties.isDeleted, false)));
  }

  /** Who hears about the guide's security: its owner's address, names and language. */
  async ownerOf(propertyId: number): Promise<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'locale'> | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerUserId))
      .where(eq(properties.id, propertyId));
    return row ?? null;
  }

  /** Library photos of one property by id or by large-variant path (for srcset and sizes). */
  async photos(propertyId: number, mediaIds: number[], largePaths: string[]): Promise<MediaRow[]> {
    const ids = [...new Set(mediaIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    const paths = [...new Set(largePaths)];
    if (ids.length === 0 && paths.length === 0) return [];
    const match = [
      ids.length ? inArray(media.id, ids) : undefined,
      paths.length ? inArray(media.largePath, paths) : undefined,
    ].filter(Boolean);
    return this.db
      .select()
      .from(media)
      .where(and(eq(media.propertyId, propertyId), or(...match)));
  }

  /** The guide's short code, created on first use. */
  async shortCodeFor(propertyId: number): Promise<string> {
    const [existing] = await this.db
      .select({ code: guideShortCodes.code })
      .from(guideShortCodes)
      .where(eq(guideShortCodes.propertyId, propertyId));
    if (existing) return existing.code;
    for (let attempt = 0; attempt < 8; attempt++) {
      const [inserted] = await this.db
        .insert(guideShortCodes)
        .values({ code: newShortCode(), propertyId })
        .onConflictDoNothing()
        .returning({ code: guideShortCodes.code });
      if (inserted) return inserted.code;
      // Either another request created this property's code meanwhile, or the code was taken.
      const [raced] = await this.db
        .select({ code: guideShortCodes.code })
        .from(guideShortCodes)
        .where(eq(guideShortCodes.propertyId, propertyId));
      if (raced) return raced.code;
    }
    throw new Error('could not allocate a short code');
  }

  /** The property a short code leads to (not deleted; published or not). */
  async findByShortCode(code: string): Promise<PropertyRow | null> {
    const [row] = await this.db
      .select({ property: properties })
      .from(guideShortCodes)
      .innerJoin(properties, eq(properties.id, guideShortCodes.propertyId))
      .where(and(eq(guideShortCodes.code, code), eq(properties.isDeleted, false)));
    return row?.property ?? null;
  }

  /**
   * Replaces the slug and the short code in one transaction: from the commit on, the old ones lead
   * nowhere. The property's modifyDate is left alone (the slug is not part of what the editor saves,
   * so an open editor must not get a stale-save conflict because of it).
   */
  async rotate(propertyId: number, newSlug: () => string): Promise<{ slug: string; shortCode: string }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = newSlug();
      const shortCode = newShortCode();
      try {
        await this.db.transaction(async (tx) => {
          await tx.update(properties).set({ slug }).where(eq(properties.id, propertyId));
          await tx.delete(guideShortCodes).where(eq(guideShortCodes.propertyId, propertyId));
          await tx.insert(guideShortCodes).values({ code: shortCode, propertyId });
        });
        return { slug, shortCode };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not rotate the slug');
  }

  /** Adds the increments to the day's counters (one upsert per distinct counter). */
  async countEvents(propertyId: number, day: string, increments: EventIncrement[]): Promise<void> {
    if (increments.length === 0) return;
    await this.db
      .insert(guideEventCounts)
      .values(
        increments.map((inc) => ({
          propertyId,
          day,
          eventType: inc.eventType,
          sectionId: inc.sectionId,
          count: inc.count,
        })),
      )
      .onConflictDoUpdate({
        target: [
          guideEventCounts.propertyId,
          guideEventCounts.day,
          guideEventCounts.eventType,
          guideEventCounts.sectionId,
        ],
        set: { count: sql`${guideEventCounts.count} + excluded.count` },
      });
  }

  /** Every counter of a guide (reports read these; tests too). */
  async eventCounts(propertyId: number) {
    return this.db.select().from(guideEventCounts).where(eq(guideEventCounts.propertyId, propertyId));
  }
}
