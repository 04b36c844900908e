import '@mantine/dropzone/styles.css';
import { Button, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconCheck, IconPhotoPlus, IconPhotoX } from '@tabler/icons-react';
import { type ApiError } from '@common/contracts/api';
import { MEDIA_ERROR_KEYS, MEDIA_LIMITS } from '@common/contracts/media';
import { useTranslation } from '@web/lib/i18n/react';
import { type UploadEntry } from '../hooks/use-uploads';

/**
 * What the picker offers and the drop area takes: the image types the server decodes, by MIME type or
 * extension. HEIC is left out on purpose: the server cannot decode it (see MEDIA_ACCEPTED_TYPES), and
 * a picker that does not ask for HEIC makes iPhones hand over JPEG. The server still checks content.
 */
export const UPLOAD_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
};

/** A file the picker refused, described with the key the server would have sent. */
export const rejectionErrors = (rejection: FileRejection): ApiError[] => [
  {
    code: rejection.errors[0]?.code === 'file-too-large' ? 'payload_too_large' : 'unsupported_media',
    description: MEDIA_ERROR_KEYS.unsupportedType,
    params: { fileName: rejection.file.name },
  },
];

function useUploadErrorText() {
  const { t } = useTranslation();
  return (entry: UploadEntry) => {
    const error = entry.errors[0];
    if (error) return t(error.description, { fileName: entry.fileName, ...error.params });
    if (entry.httpStatus === null) return t('errors.network');
    if (entry.httpStatus === 413) return t('errors.payloadTooLarge');
    return `${entry.httpStatus}: ${t('errors.internal')}`;
  };
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  if (entry.status === 'failed') {
    return (
      <List.Item
        icon={
          <ThemeIcon color="red" variant="light" size="sm" radius="xl">
            <IconAlertCircle size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {entry.fileName}
        </Text>
        <Text size="sm" c="red.8" role="alert">
          {errorText(entry)}
        </Text>
      </List.Item>
    );
  }
  if (entry.status === 'done') {
    return (
      <List.Item
        icon={
          <ThemeIcon color="teal" variant="light" size="sm" radius="xl">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {entry.fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('host.photos.upload.done')}
        </Text>
      </List.Item>
    );
  }
  const status =
    entry.status === 'queued'
      ? t('host.photos.upload.queued')
      : entry.status === 'processing'
        ? t('host.photos.upload.processing')
        : t('host.photos.upload.uploading', { percent: entry.percent });
  return (
    <List.Item
      icon={
        <ThemeIcon color="gray" variant="light" size="sm" radius="xl">
          <IconPhotoPlus size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {entry.fileName}
      </Text>
      <Progress
        value={entry.percent}
        animated={entry.status === 'processing'}
        striped={entry.status === 'processing'}
        size="sm"
        mt={4}
        aria-label={t('host.photos.upload.progressLabel', { fileName: entry.fileName })}
      />
      <Text size="xs" c="dimmed">
        {status}
      </Text>
    </List.Item>
  );
}

/**
 * Drag-and-drop area and file picker of the library tab: several files at once, each listed with its
 * own progress and, when refused, the server's translated reason.
 */
export function UploadDropzone({
  guideName,
  disabled,
  entries,
  onFiles,
  onRejected,
  onClear,
}: {
  guideName: string | null;
  disabled: boolean;
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  onRejected: (rejected: Array<{ fileName: string; errors: ApiError[] }>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const finished = entries.some((entry) => entry.status === 'done' || entry.status === 'failed');
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onFiles}
        onReject={(rejections) =>
          onRejected(
            rejections.map((rejection) => ({ fileName: rejection.file.name, errors: rejectionErrors(rejection) })),
          )
        }
        accept={UPLOAD_ACCEPT}
        multiple
        disabled={disabled}
        p="md"
        inputProps={{ 'aria-label': t('host.photos.upload.drop') }}
      >
        <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Reject>
            <IconPhotoX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoPlus size={32} aria-hidden />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconPhotoPlus size={32} aria-hidden />
          </Dropzone.Accept>
          <div>
            <Text size="sm" fw={600}>
              <Dropzone.Reject>{t('host.photos.upload.reject')}</Dropzone.Reject>
              <Dropzone.Idle>
                {disabled ? t('host.photos.upload.noProperty') : t('host.photos.upload.drop')}
              </Dropzone.Idle>
              <Dropzone.Accept>{t('host.photos.upload.drop')}</Dropzone.Accept>
            </Text>
            {guideName ? (
              <Text size="xs" c="dimmed">
                {t('host.photos.upload.hint', {
                  maxMegabytes: MEDIA_LIMITS.defaultMaxBytes / (1024 * 1024),
                  guide: guideName,
                })}
              </Text>
            ) : null}
          </div>
        </Group>
      </Dropzone>
      {entries.length > 0 ? (
        <>
          <List spacing="xs" size="sm" aria-label={t('host.photos.upload.listLabel')} center={false}>
            {entries.map((entry) => (
              <UploadRow key={entry.key} entry={entry} />
            ))}
          </List>
          {finished ? (
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" onClick={onClear}>
                {t('host.photos.upload.clear')}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
