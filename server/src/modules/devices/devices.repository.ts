import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DeviceRow, devices, media, type MediaRow, type NewDeviceRow } from '../../db/schema';

/** The devices table; who may see a device is decided by the property's visibility to the caller. */
export class DevicesRepository {
  constructor(private readonly db: Db) {}

  list(propertyId: number): Promise<DeviceRow[]> {
    return this.db.select().from(devices).where(eq(devices.propertyId, propertyId)).orderBy(asc(devices.id));
  }

  async countFor(propertyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(devices).where(eq(devices.propertyId, propertyId));
    return Number(row?.n ?? 0);
  }

  /** A device by id (the access policy has checked the caller first). */
  async byId(deviceId: number): Promise<DeviceRow | null> {
    const [row] = await this.db.select().from(devices).where(eq(devices.id, deviceId));
    return row ?? null;
  }

  async insert(values: NewDeviceRow): Promise<DeviceRow> {
    const [row] = await this.db.insert(devices).values(values).returning();
    return row!;
  }

  async update(deviceId: number, values: Partial<NewDeviceRow>): Promise<DeviceRow> {
    const [row] = await this.db.update(devices).set(values).where(eq(devices.id, deviceId)).returning();
    return row!;
  }

  async delete(deviceId: number): Promise<void> {
    await this.db.delete(devices).where(eq(devices.id, deviceId));
  }

  async mediaRows(ids: number[]): Promise<MediaRow[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    return this.db.select().from(media).where(inArray(media.id, unique));
  }
}
