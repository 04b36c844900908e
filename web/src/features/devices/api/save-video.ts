import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Video, type VideoLinkInput, type VideoUpdate } from '@common/contracts/videos';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { DEVICES_QUERY_KEY, VIDEOS_QUERY_KEY } from './device-keys';

/** POST /videos (a new YouTube or Vimeo link) or PUT /videos (with videoId: titles, poster, a link's address). */
export function saveVideo(input: VideoLinkInput | VideoUpdate): Promise<Video> {
  return 'videoId' in input
    ? apiOrThrow<Video>('PUT', '/videos', { body: input })
    : apiOrThrow<Video>('POST', '/videos', { body: input, idempotent: true });
}

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: (_video, input) => {
      void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'videoId' in input ? 'host.videos.saved' : 'host.videos.created' });
    },
  });
}

/** POST /videos/upload/{propertyId} (multipart `file`): an MP4 or WebM, checked by content on the server. */
export function uploadVideo({ propertyId, file }: { propertyId: number; file: File }): Promise<Video> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiOrThrow<Video>('POST', `/videos/upload/${propertyId}`, { body });
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.videos.created' });
    },
  });
}

/** DELETE /videos/{videoId}: devices showing it drop it. */
export function deleteVideo(videoId: number): Promise<{ videoId: number }> {
  return apiOrThrow<{ videoId: number }>('DELETE', `/videos/${videoId}`);
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.videos.deleted' });
    },
  });
}
