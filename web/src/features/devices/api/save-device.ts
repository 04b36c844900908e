import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Device, type DeviceInput, type DeviceUpdate } from '@common/contracts/devices';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { DEVICES_QUERY_KEY } from './device-keys';

/** POST /devices (new) or PUT /devices (with deviceId). A 400 rejects with ApiCallError naming the fields. */
export function saveDevice(input: DeviceInput | DeviceUpdate): Promise<Device> {
  return 'deviceId' in input
    ? apiOrThrow<Device>('PUT', '/devices', { body: input })
    : apiOrThrow<Device>('POST', '/devices', { body: input, idempotent: true });
}

/** Saves a device; the property's list reloads. */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDevice,
    onSuccess: (_device, input) => {
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'deviceId' in input ? 'host.devices.saved' : 'host.devices.created' });
    },
  });
}
