import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, type MediaRow, type NewMediaRow, stockSearchCache } from '../../db/schema';

/** Library rows. Ownership is decided by the service; these queries take ids it has checked. */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewMediaRow): Promise<MediaRow> {
    const [inserted] = await this.db.insert(media).values(row).returning();
    return inserted!;
  }

  /** Inserts a stock photo unless the property already holds it; answers the row either way. */
  async insertStockOnce(row: NewMediaRow & { stockPhotoId: number }): Promise<{ row: MediaRow; created: boolean }> {
    const [inserted] = await this.db.insert(media).values(row).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await this.findStock(row.propertyId, row.stockPhotoId);
    return { row: existing!, created: false };
  }

  async findStock(propertyId: number, stockPhotoId: number): Promise<MediaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(media)
      .where(and(eq(media.propertyId, propertyId), eq(media.stockPhotoId, stockPhotoId)));
    return row;
  }

  async findById(mediaId: number): Promise<MediaRow | undefined> {
    const [row] = await this.db.select().from(media).where(eq(media.id, mediaId));
    return row;
  }

  /** One page, newest first (ties by id so paging is stable). `page` is 1-based. */
  async page(
    propertyId: number,
    mediaSourceId: number,
    page: number,
    pageSize: number,
  ): Promise<{ rows: MediaRow[]; totalCount: number }> {
    const where = and(eq(media.propertyId, propertyId), eq(media.mediaSourceId, mediaSourceId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(media)
        .where(where)
        .orderBy(desc(media.createDate), desc(media.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(media).where(where),
    ]);
    return { rows, totalCount: Number(total?.value ?? 0) };
  }

  async delete(mediaId: number): Promise<MediaRow | undefined> {
    const [row] = await this.db.delete(media).where(eq(media.id, mediaId)).returning();
    return row;
  }

  /** Which of these image keys a library row (any property) still points at, as small or large variant. */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ smallPath: media.smallPath, largePath: media.largePath })
      .from(media)
      .where(or(inArray(media.smallPath, keys), inArray(media.largePath, keys)));
    return new Set(rows.flatMap((row) => [row.smallPath, row.largePath]));
  }
}

/** Stock search answers shared by every instance for STOCK_CACHE_SECONDS. */
export class StockCacheRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<unknown> {
    const [row] = await this.db
      .select({ answer: stockSearchCache.answer })
      .from(stockSearchCache)
      .where(and(eq(stockSearchCache.key, key), sql`${stockSearchCache.expiresAt} > now()`));
    return row?.answer ?? null;
  }

  async put(key: string, answer: unknown, ttlSeconds: number): Promise<void> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.db
      .insert(stockSearchCache)
      .values({ key, answer, expiresAt })
      .onConflictDoUpdate({ target: stockSearchCache.key, set: { answer, expiresAt, createDate: new Date() } });
  }

  /** Drops expired answers; called now and then by writes so the table stays small. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(stockSearchCache).where(lt(stockSearchCache.expiresAt, new Date()));
  }
}
