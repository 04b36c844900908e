import { useRef } from 'react';
import { type Device, type DeviceInput } from '@common/contracts/devices';
import { ApiCallError } from '@web/lib/api-call';
import { newIdempotencyKey } from '@web/lib/api-client';
import { useUploadManual } from '../api/device-manual';
import { useSaveDevice } from '../api/save-device';

/** How a Save ended: all stored, or which step was refused (the device's fields or its manual). */
type SubmitOutcome = { ok: true; device: Device } | { ok: false; step: 'device' | 'manual'; error: ApiCallError };

const asCallError = (error: unknown): ApiCallError => {
  if (error instanceof ApiCallError) return error;
  throw error;
};

/**
 * The device dialog's one Save (decision 054). A new device is created first (POST /devices with
 * this dialog's own Idempotency-Key), then the manual chosen for it is uploaded to it; the dialog
 * closes only when both worked. Once the device exists, a later Save of the same dialog updates it
 * (PUT, only when the fields changed) and tries the manual again, so Save never makes a second device:
 * - no answer to the create (connection lost): the next Save repeats that create, same key and same
 *   body, and so gets the device the server may already have made; later edits follow as a PUT;
 * - a 5xx or a 409 to the create: the server keeps that key reserved (decision 038), so the next Save
 *   takes a new one; the list behind the dialog has been reloaded to show what was stored.
 */
export function useDeviceSubmit(existing: Device | null) {
  const save = useSaveDevice();
  const upload = useUploadManual();
  /** The device this dialog created, and the fields it was last saved with. */
  const created = useRef<{ device: Device; fields: string } | null>(null);
  /** The create's key (made at the first Save), and the body of a create sent with it that got no answer. */
  const attempt = useRef<{ key: string; unanswered: DeviceInput | null }>({ key: '', unanswered: null });

  const update = async (deviceId: number, input: DeviceInput) => {
    const device = await save.mutateAsync({ input: { ...input, deviceId } });
    if (!existing) created.current = { device, fields: JSON.stringify(input) };
    return device;
  };

  const create = async (input: DeviceInput): Promise<Device> => {
    attempt.current.key ||= newIdempotencyKey();
    const sent = attempt.current.unanswered ?? input;
    let device: Device;
    try {
      device = await save.mutateAsync({ input: sent, idempotencyKey: attempt.current.key });
    } catch (error) {
      const status = asCallError(error).status;
      if (status === null) attempt.current.unanswered = sent;
      else if (status >= 500 || status === 409) attempt.current = { key: newIdempotencyKey(), unanswered: null };
      else attempt.current.unanswered = null;
      throw error;
    }
    attempt.current.unanswered = null;
    created.current = { device, fields: JSON.stringify(sent) };
    return sent === input || created.current.fields === JSON.stringify(input) ? device : update(device.deviceId, input);
  };

  const submit = async (input: DeviceInput, manual: File | null): Promise<SubmitOutcome> => {
    const made = created.current;
    let device: Device;
    try {
      if (existing) device = await update(existing.deviceId, input);
      else if (!made) device = await create(input);
      else if (made.fields !== JSON.stringify(input)) device = await update(made.device.deviceId, input);
      else device = made.device;
    } catch (error) {
      return { ok: false, step: 'device', error: asCallError(error) };
    }
    if (!manual) return { ok: true, device };
    try {
      return { ok: true, device: await upload.mutateAsync({ deviceId: device.deviceId, file: manual }) };
    } catch (error) {
      return { ok: false, step: 'manual', error: asCallError(error) };
    }
  };

  return { submit, pending: save.isPending || upload.isPending };
}
