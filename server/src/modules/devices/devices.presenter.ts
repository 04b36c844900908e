import type { Device, DeviceCategory } from '@common/contracts/devices';
import type { DeviceRow, MediaRow } from '../../db/schema';
import { FILES_ROUTE_PREFIX } from '../storage';

/** A device as hosts see it; photos that no longer exist in the library are left out. */
export function presentDevice(row: DeviceRow, photos: Map<number, MediaRow>, imageBaseUrl: string): Device {
  return {
    deviceId: row.id,
    propertyId: row.propertyId,
    name: row.name,
    category: row.category as DeviceCategory,
    location: row.location,
    brand: row.brand,
    model: row.model,
    howTo: row.howTo ?? {},
    troubleshooting: row.troubleshooting ?? {},
    edited: row.textEdited ?? {},
    machine: row.machine ?? {},
    mediaIds: row.mediaIds ?? [],
    photos: (row.mediaIds ?? []).flatMap((id) => {
      const found = photos.get(id);
      return found
        ? [
            {
              mediaId: id,
              smallUrl: `${imageBaseUrl}${found.smallPath}`,
              largeUrl: `${imageBaseUrl}${found.largePath}`,
            },
          ]
        : [];
    }),
    videoId: row.videoId,
    manual: row.manualKey
      ? {
          url: `${FILES_ROUTE_PREFIX}${row.manualKey}`,
          fileName: row.manualFileName ?? 'manual.pdf',
          bytes: row.manualBytes ?? 0,
        }
      : null,
    sharedBlockId: row.sharedBlockId ?? null,
    createDate: row.createDate.toISOString(),
    modifyDate: row.modifyDate.toISOString(),
  };
}
