import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Device, type DeviceUpdate } from '@common/contracts/devices';
import { type TranslatedDevice, type TranslatedItems, type TranslateItemsRequest } from '@common/contracts/translation';
import { type ItemLanguage } from '@common/guide-languages';
import { apiOrThrow } from '@web/lib/api-call';
import { api } from '@web/lib/api-client';

/**
 * Translation help shared by the guide editor and the devices screen (decision 055): one call for
 * sections, places and devices, and what the guide's "Translate N items" needs of the devices.
 */

/** POST /translation/property/{propertyId}/items: machine translation of the texts sent (nothing is saved). */
export function translateItems(propertyId: number, body: TranslateItemsRequest): Promise<TranslatedItems> {
  return apiOrThrow<TranslatedItems>('POST', `/translation/property/${propertyId}/items`, { body });
}

export const useTranslateItems = (propertyId: number) =>
  useMutation({
    mutationKey: ['translation', propertyId, 'items'],
    mutationFn: (body: TranslateItemsRequest) => translateItems(propertyId, body),
  });

/** The devices screen's query key of a property's devices (kept the same so both screens share the cache). */
const devicesKey = (propertyId: number) => ['devices', propertyId] as const;

/** A property's devices, for counting and translating them with the guide (only while `enabled`). */
export function usePropertyDevices(propertyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: devicesKey(propertyId ?? 0),
    queryFn: async ({ signal }) =>
      (await api<Device[]>('GET', `/devices/property/${propertyId}`, { signal, listCall: true })) ?? [],
    enabled: enabled && propertyId !== null,
  });
}

/** Saves a device with its texts in `to` replaced by a translation and marked machine-translated (PUT /devices). */
export async function saveTranslatedDevice(device: Device, to: ItemLanguage, translated: TranslatedDevice) {
  const update: DeviceUpdate = {
    deviceId: device.deviceId,
    name: device.name,
    category: device.category,
    location: device.location,
    brand: device.brand,
    model: device.model,
    howTo: { ...device.howTo, [to]: translated.howTo },
    troubleshooting: { ...device.troubleshooting, [to]: translated.troubleshooting },
    mediaIds: device.mediaIds,
    videoId: device.videoId,
    machine: { ...device.machine, [to]: translated.machine },
  };
  return apiOrThrow<Device>('PUT', '/devices', { body: update });
}

/** Reloads the devices lists after devices were saved here. */
export function useInvalidateDevices() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['devices'] });
}
