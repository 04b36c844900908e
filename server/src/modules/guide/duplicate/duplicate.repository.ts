import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type DeviceRow,
  devices,
  media,
  type MediaRow,
  type NewDeviceRow,
  type NewMediaRow,
  type NewVideoRow,
  type VideoRow,
  videos,
} from '../../../db/schema';

/**
 * The rows a guide is made of outside the property row (library photos, videos, devices), read from
 * the source property and written for its copy (docs/decisions/046-duplicating-a-guide.md).
 */
export class DuplicateRepository {
  constructor(private readonly db: Db) {}

  /** The source's library and any other photo its guide names by id (a photo of another library of the host's). */
  mediaToCopy(propertyId: number, alsoIds: number[]): Promise<MediaRow[]> {
    const ids = [...new Set(alsoIds)];
    return this.db
      .select()
      .from(media)
      .where(
        ids.length ? or(eq(media.propertyId, propertyId), inArray(media.id, ids)) : eq(media.propertyId, propertyId),
      )
      .orderBy(asc(media.id));
  }

  videosOf(propertyId: number): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.propertyId, propertyId)).orderBy(asc(videos.id));
  }

  devicesOf(propertyId: number): Promise<DeviceRow[]> {
    return this.db.select().from(devices).where(eq(devices.propertyId, propertyId)).orderBy(asc(devices.id));
  }

  /** Inserts the photos; answers the new id of each by its (new, unique) large file key. */
  async insertMedia(rows: NewMediaRow[]): Promise<Map<string, number>> {
    if (!rows.length) return new Map();
    const inserted = await this.db.insert(media).values(rows).returning({ id: media.id, largePath: media.largePath });
    return new Map(inserted.map((row) => [row.largePath, row.id]));
  }

  /** Inserts one video, answering its id (one at a time: link videos have no unique column to match on). */
  async insertVideo(row: NewVideoRow): Promise<number> {
    const [inserted] = await this.db.insert(videos).values(row).returning({ id: videos.id });
    return inserted!.id;
  }

  async insertDevices(rows: NewDeviceRow[]): Promise<void> {
    if (rows.length) await this.db.insert(devices).values(rows);
  }
}
