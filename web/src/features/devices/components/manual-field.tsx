import { Anchor, Button, FileButton, FileInput, Group, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DEVICE_ERROR_KEYS, DEVICE_LIMITS, type Device } from '@common/contracts/devices';
import { useTranslation } from '@web/lib/i18n/react';
import { ApiCallError } from '@web/lib/api-call';
import { useDeleteManual, useUploadManual } from '../api/device-manual';

const MAX_MB = DEVICE_LIMITS.defaultManualMaxBytes / 1_048_576;

/** A first look at the file's content before it is sent: a PDF starts "%PDF-" (the server checks the whole file). */
async function startsLikePdf(file: File): Promise<boolean> {
  return (await file.slice(0, 5).text()) === '%PDF-';
}

/** The translated reason a call was refused (the network when no answer came). */
export function refusalText(t: (key: string, params?: Record<string, unknown>) => string, error: ApiCallError) {
  const first = error.errors[0];
  if (first) return t(first.description, { ...first.params });
  return t(error.status === null ? 'errors.network' : 'errors.internal');
}

/**
 * The manual of a device being added: a labelled file field holding the chosen PDF until the
 * dialog's Save uploads it to the new device. `error` says why the last upload was refused.
 */
export function NewManualField({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [notPdf, setNotPdf] = useState(false);
  const pick = async (next: File | null) => {
    const refused = next !== null && !(await startsLikePdf(next));
    setNotPdf(refused);
    onChange(refused ? null : next);
  };
  return (
    <FileInput
      label={t('host.devices.manual')}
      description={t('host.devices.manualHintNew', { maxMb: MAX_MB })}
      placeholder={t('host.devices.chooseManual')}
      accept="application/pdf"
      value={file}
      onChange={(next) => void pick(next)}
      clearable
      clearButtonProps={{ 'aria-label': t('host.devices.clearManual') }}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      error={notPdf ? t(DEVICE_ERROR_KEYS.notAPdf) : error}
    />
  );
}

/** The manual of a saved device: open it, replace it (uploaded at once) or remove it. */
export function SavedManualField({ device }: { device: Device }) {
  const { t } = useTranslation();
  const uploadManual = useUploadManual();
  const deleteManual = useDeleteManual();
  const [manual, setManual] = useState(device.manual);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();

  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(await startsLikePdf(file))) {
      setError(t(DEVICE_ERROR_KEYS.notAPdf));
      return;
    }
    try {
      setManual((await uploadManual.mutateAsync({ deviceId: device.deviceId, file })).manual);
    } catch (failure) {
      if (failure instanceof ApiCallError) setError(refusalText(t, failure));
      else throw failure;
    }
  };
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} size="sm" mb={4}>
        {t('host.devices.manual')}
      </Text>
      <Group gap="xs">
        {manual ? (
          <Anchor href={manual.url} target="_blank" rel="noopener" size="sm">
            <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: -3 }} /> {manual.fileName}
          </Anchor>
        ) : null}
        <FileButton onChange={(file) => void onFile(file)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploadManual.isPending}
              aria-describedby={describedBy}
            >
              {manual ? t('host.devices.replaceManual') : t('host.devices.uploadManual')}
            </Button>
          )}
        </FileButton>
        {manual ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={deleteManual.isPending}
            onClick={() =>
              void deleteManual.mutateAsync(device.deviceId).then(
                (saved) => setManual(saved.manual),
                () => undefined, // the api client's toast says why
              )
            }
          >
            {t('host.devices.removeManual')}
          </Button>
        ) : null}
      </Group>
      <Text id={hintId} size="xs" c="dimmed">
        {t('host.devices.manualHint', { maxMb: MAX_MB })}
      </Text>
      {error ? (
        <Text id={errorId} c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
