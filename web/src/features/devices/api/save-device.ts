import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Device, type DeviceInput, type DeviceUpdate } from '@common/contracts/devices';
import { apiOrThrow } from '@web/lib/api-call';
import { newIdempotencyKey } from '@web/lib/api-client';
import { toasts } from '@web/lib/toasts';
import { DEVICES_QUERY_KEY } from './device-keys';

/**
 * POST /devices (new) or PUT /devices (with deviceId). A 400 rejects with ApiCallError naming the
 * fields. A create sends `idempotencyKey` (a fresh one when none is given): the new-device dialog
 * passes its own, so a Save repeated after a lost answer gets the device it already made.
 */
export function saveDevice(input: DeviceInput | DeviceUpdate, idempotencyKey?: string): Promise<Device> {
  return 'deviceId' in input
    ? apiOrThrow<Device>('PUT', '/devices', { body: input })
    : apiOrThrow<Device>('POST', '/devices', {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() },
      });
}

/** Saves a device; the property's list reloads. */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: DeviceInput | DeviceUpdate; idempotencyKey?: string }) =>
      saveDevice(input, idempotencyKey),
    onSuccess: (_device, { input }) => {
      toasts.success({ summary: 'saved', detail: 'deviceId' in input ? 'host.devices.saved' : 'host.devices.created' });
    },
    // Also after a failure: a create that got no clear answer may have been stored.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
