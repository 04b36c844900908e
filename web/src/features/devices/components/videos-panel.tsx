import {
  ActionIcon,
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLink, IconPencil, IconPhoto, IconPlayerPlay, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ApiError } from '@common/contracts/api';
import { type PropertyListItem } from '@common/contracts/property';
import { VIDEO_LIMITS, type Video } from '@common/contracts/videos';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { ApiCallError } from '@web/lib/api-call';
import { useVideos } from '../api/get-videos';
import { useDeleteVideo, useSaveVideo, useUploadVideo } from '../api/save-video';
import { chosenProperty, PropertySelect } from './property-select';

const useFieldErrors = () => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ApiError[]>([]);
  const fieldError = (field: string) => {
    const found = errors.find((e) => e.field === field);
    return found ? t(found.description, found.params) : undefined;
  };
  const capture = (error: unknown) => setErrors(error instanceof ApiCallError ? error.errors : []);
  return { fieldError, setErrors, capture };
};

/** A YouTube or Vimeo link with its titles. */
function AddLink({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const save = useSaveVideo();
  const { fieldError, setErrors, capture } = useFieldErrors();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState({ en: '', es: '' });
  const submit = async () => {
    setErrors([]);
    try {
      await save.mutateAsync({
        propertyId,
        url,
        title: { en: title.en || undefined, es: title.es || undefined },
        posterMediaId: null,
      });
      setUrl('');
      setTitle({ en: '', es: '' });
    } catch (error) {
      capture(error);
    }
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TextInput
        label={t('host.videos.url')}
        placeholder={t('host.videos.urlPlaceholder')}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        maxLength={VIDEO_LIMITS.url}
        required
        error={fieldError('url')}
      />
      <Group grow>
        <TextInput
          label={t('host.videos.titleEn')}
          value={title.en}
          onChange={(e) => setTitle({ ...title, en: e.currentTarget.value })}
          maxLength={VIDEO_LIMITS.title}
        />
        <TextInput
          label={t('host.videos.titleEs')}
          value={title.es}
          onChange={(e) => setTitle({ ...title, es: e.currentTarget.value })}
          maxLength={VIDEO_LIMITS.title}
        />
      </Group>
      <Group>
        <Button type="submit" leftSection={<IconLink size={16} aria-hidden />} loading={save.isPending}>
          {t('host.videos.addLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Titles, poster and (for links) the address of one video. */
function EditVideo({ video, onClose }: { video: Video; onClose: () => void }) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  const save = useSaveVideo();
  const { fieldError, setErrors, capture } = useFieldErrors();
  const [url, setUrl] = useState(video.kind === 'file' ? '' : video.url);
  const [title, setTitle] = useState({ en: video.title.en ?? '', es: video.title.es ?? '' });
  const [poster, setPoster] = useState<{ mediaId: number; url: string } | null>(
    video.posterMediaId && video.posterUrl ? { mediaId: video.posterMediaId, url: video.posterUrl } : null,
  );
  const submit = async () => {
    setErrors([]);
    try {
      await save.mutateAsync({
        videoId: video.videoId,
        ...(video.kind === 'file' ? {} : { url }),
        title: { en: title.en || undefined, es: title.es || undefined },
        posterMediaId: poster?.mediaId ?? null,
      });
      onClose();
    } catch (error) {
      capture(error);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('host.videos.edit')}>
      <Stack gap="sm">
        {video.kind === 'file' ? null : (
          <TextInput
            label={t('host.videos.url')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            required
            error={fieldError('url')}
          />
        )}
        <TextInput
          label={t('host.videos.titleEn')}
          value={title.en}
          onChange={(e) => setTitle({ ...title, en: e.currentTarget.value })}
          maxLength={VIDEO_LIMITS.title}
          data-autofocus
        />
        <TextInput
          label={t('host.videos.titleEs')}
          value={title.es}
          onChange={(e) => setTitle({ ...title, es: e.currentTarget.value })}
          maxLength={VIDEO_LIMITS.title}
        />
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t('host.videos.poster')}
          </Text>
          {poster ? <Image src={poster.url} alt="" radius="sm" h={120} w={200} fit="cover" /> : null}
          <Group gap="xs" mt="xs">
            {drawer.canAssign ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPhoto size={16} aria-hidden />}
                onClick={() =>
                  drawer.open(poster?.url, {
                    onAssign: (photo) =>
                      photo.mediaId !== null && setPoster({ mediaId: photo.mediaId, url: photo.url }),
                  })
                }
              >
                {t('host.videos.choosePoster')}
              </Button>
            ) : null}
            {poster ? (
              <Button variant="subtle" color="red" size="xs" onClick={() => setPoster(null)}>
                {t('host.videos.removePoster')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('host.videos.posterHint')}
          </Text>
          {fieldError('posterMediaId') ? (
            <Text c="red" size="sm">
              {fieldError('posterMediaId')}
            </Text>
          ) : null}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('host.videos.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('host.videos.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function VideoCard({ video, onEdit, onDelete }: { video: Video; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const title = video.title.en || video.title.es || t('host.videos.untitled');
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {video.posterUrl ? (
            <Image src={video.posterUrl} alt="" fit="cover" />
          ) : (
            <Box bg="teal.8" c="white" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPlayerPlay size={40} aria-hidden />
            </Box>
          )}
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{t(`host.videos.kinds.${video.kind}`)}</Badge>
            <Text component="a" href={video.url} target="_blank" rel="noopener noreferrer" size="xs" c="blue.8">
              {t('host.videos.open')}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('host.videos.editNamed', { name: title })}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('host.videos.deleteNamed', { name: title })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** The video collection of one property: add a link, upload a file, edit titles and poster, delete. */
export function VideosPanel({ properties }: { properties: PropertyListItem[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const propertyId = chosenProperty(properties, chosen);
  const videos = useVideos(propertyId);
  const upload = useUploadVideo();
  const remove = useDeleteVideo();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);

  if (propertyId === null) return <Alert variant="light">{t('host.videos.noProperties')}</Alert>;
  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    try {
      await upload.mutateAsync({ propertyId, file });
    } catch (error) {
      const first = error instanceof ApiCallError ? error.errors[0] : undefined;
      setUploadError(first ? t(first.description, first.params) : null);
    }
  };
  return (
    <Stack gap="lg">
      <PropertySelect
        properties={properties}
        value={propertyId}
        onChange={setChosen}
        label={t('host.videos.property')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <AddLink key={propertyId} propertyId={propertyId} />
        </Card>
        <Card withBorder radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={3} size="h5">
              {t('host.videos.upload')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('host.videos.uploadHint', { maxMb: VIDEO_LIMITS.defaultMaxBytes / 1_048_576 })}
            </Text>
            <FileButton onChange={(file) => void onFile(file)} accept="video/mp4,video/webm">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t('host.videos.upload')}
                </Button>
              )}
            </FileButton>
            {uploadError ? (
              <Text c="red" size="sm" role="alert">
                {uploadError}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
      {videos.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : videos.isError ? (
        <Alert color="red" variant="light">
          {t('host.videos.loadFailed')}
        </Alert>
      ) : videos.data.length === 0 ? (
        <Text c="dimmed">{t('host.videos.empty')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {videos.data.map((video) => (
            <VideoCard
              key={video.videoId}
              video={video}
              onEdit={() => setEditing(video)}
              onDelete={() => setDeleting(video)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing ? <EditVideo key={editing.videoId} video={editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('host.videos.delete')}>
        <Text>
          {t('host.videos.deleteConfirm', {
            name: deleting ? deleting.title.en || deleting.title.es || t('host.videos.untitled') : '',
          })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('host.videos.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => deleting && void remove.mutateAsync(deleting.videoId).then(() => setDeleting(null))}
          >
            {t('host.videos.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
