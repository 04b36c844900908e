import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { DEVICES_QUERY_KEY } from './device-keys';

/** DELETE /devices/{deviceId}: the device and its manual. */
export function deleteDevice(deviceId: number): Promise<{ deviceId: number }> {
  return apiOrThrow<{ deviceId: number }>('DELETE', `/devices/${deviceId}`);
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.devices.deleted' });
    },
  });
}
