import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, media, type MediaRow, type NewVideoRow, type VideoRow, videos } from '../../db/schema';

/** The videos table; who may see a video is decided by the property's visibility to the caller. */
export class VideosRepository {
  constructor(private readonly db: Db) {}

  list(propertyId: number): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.propertyId, propertyId)).orderBy(asc(videos.id));
  }

  /** Videos by id, of one property only (the guest page and the devices check with it). */
  async ofProperty(propertyId: number, ids: number[]): Promise<VideoRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(videos)
      .where(and(eq(videos.propertyId, propertyId), inArray(videos.id, [...new Set(ids)])));
  }

  async countFor(propertyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(videos).where(eq(videos.propertyId, propertyId));
    return Number(row?.n ?? 0);
  }

  /** A video by id (the access policy has checked the caller first). */
  async byId(videoId: number): Promise<VideoRow | null> {
    const [row] = await this.db.select().from(videos).where(eq(videos.id, videoId));
    return row ?? null;
  }

  async insert(values: NewVideoRow): Promise<VideoRow> {
    const [row] = await this.db.insert(videos).values(values).returning();
    return row!;
  }

  async update(videoId: number, values: Partial<NewVideoRow>): Promise<VideoRow> {
    const [row] = await this.db.update(videos).set(values).where(eq(videos.id, videoId)).returning();
    return row!;
  }

  async delete(videoId: number): Promise<void> {
    await this.db.delete(videos).where(eq(videos.id, videoId));
  }

  /** The keys of the `limit` newest uploaded video files and the `limit` newest device manuals (start-up check). */
  async newestFileKeys(limit: number): Promise<string[]> {
    const videoKeys = await this.db
      .select({ key: videos.fileKey })
      .from(videos)
      .where(and(eq(videos.kind, 'file'), isNotNull(videos.fileKey)))
      .orderBy(desc(videos.id))
      .limit(limit);
    const manualKeys = await this.db
      .select({ key: devices.manualKey })
      .from(devices)
      .where(isNotNull(devices.manualKey))
      .orderBy(desc(devices.id))
      .limit(limit);
    return [...videoKeys, ...manualKeys].map((r) => r.key!);
  }

  async mediaRows(ids: number[]): Promise<MediaRow[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    return this.db.select().from(media).where(inArray(media.id, unique));
  }
}
