import type { Db } from '../../db/client';
import { DevicesRepository } from '../devices';
import type { DeviceSource } from './ai.passage-source';

/** A property's devices as the concierge's indexer reads them (the concierge reads devices; devices know nothing of it) (passages "How things work", cited as device-{id}). */
export const devicesForIndex = (db: Db) => {
  const repo = new DevicesRepository(db);
  return async (propertyId: number): Promise<DeviceSource[]> =>
    (await repo.list(propertyId)).map((d) => ({
      id: `device-${d.id}`,
      name: d.name,
      category: d.category,
      location: d.location,
      brand: d.brand,
      model: d.model,
      howTo: d.howTo ?? {},
      troubleshooting: d.troubleshooting ?? {},
      edited: d.textEdited ?? {},
    }));
};
