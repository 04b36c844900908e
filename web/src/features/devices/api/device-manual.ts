import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Device } from '@common/contracts/devices';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { DEVICES_QUERY_KEY } from './device-keys';

/** POST /devices/{deviceId}/manual (multipart `file`): the PDF manual, checked by content on the server. */
export function uploadManual({ deviceId, file }: { deviceId: number; file: File }): Promise<Device> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiOrThrow<Device>('POST', `/devices/${deviceId}/manual`, { body });
}

/** DELETE /devices/{deviceId}/manual. */
export function deleteManual(deviceId: number): Promise<Device> {
  return apiOrThrow<Device>('DELETE', `/devices/${deviceId}/manual`);
}

export function useUploadManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadManual,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.devices.manualUploaded' });
    },
  });
}

export function useDeleteManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManual,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.devices.manualRemoved' });
    },
  });
}
