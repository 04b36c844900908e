import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Device } from '@common/contracts/devices';
import { api } from '@web/lib/api-client';
import { devicesQueryKey } from './device-keys';

/** GET /devices/property/{propertyId}: the property's devices, oldest first. */
export async function getDevices(propertyId: number, signal?: AbortSignal): Promise<Device[]> {
  const result = await api<Device[]>('GET', `/devices/property/${propertyId}`, { signal, listCall: true });
  if (!result) throw new Error('Devices could not be loaded');
  return result;
}

export const devicesQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: devicesQueryKey(propertyId), queryFn: ({ signal }) => getDevices(propertyId, signal) });

/** A property's devices (nothing is fetched while no property is chosen). */
export function useDevices(propertyId: number | null) {
  return useQuery({ ...devicesQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
