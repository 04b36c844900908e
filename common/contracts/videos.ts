import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { localizedText } from './property';

/**
 * A property's video collection (issue 16): YouTube and Vimeo links, or uploaded MP4/WebM files.
 *
 *   GET    {apiBase}/videos/property/{propertyId}          -> Video[] (oldest first)
 *   POST   {apiBase}/videos        VideoLinkInput          -> Video (a YouTube or Vimeo link)
 *   POST   {apiBase}/videos/upload/{propertyId}  multipart, one `file` part (MP4 or WebM) -> Video
 *   PUT    {apiBase}/videos        VideoUpdate             -> Video (title, poster; a link's url)
 *   DELETE {apiBase}/videos/{videoId}                      -> { videoId } (devices and sections drop it)
 *
 * Owner or co-host of the property; anyone else gets 404. Links are normalised to the provider's
 * video id and played in privacy-enhanced embeds (youtube-nocookie.com, Vimeo with dnt=1); any other
 * address (javascript:, another site) is a 400 on `url`. Uploads are checked by content (an ISO BMFF
 * `ftyp` box or an EBML header), size-limited by VIDEO_MAX_BYTES and served with range requests.
 */

export const VIDEO_LIMITS = {
  title: 120,
  url: 2048,
  /** Default byte limit of an uploaded video (the server's VIDEO_MAX_BYTES may differ). */
  defaultMaxBytes: 200 * 1024 * 1024,
  perProperty: 100,
} as const;

export const VIDEO_KINDS = ['youtube', 'vimeo', 'file'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** The content types an upload may have (decided from the bytes, never from the name). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm'] as const;

export const VideoSchema = z.object({
  videoId: z.number().int(),
  propertyId: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  providerVideoId: z.string().nullable().describe('YouTube or Vimeo video id (links only)'),
  url: z
    .string()
    .describe(
      'Watch address for links (https://www.youtube.com/watch?v=ID, https://vimeo.com/ID); the file URL for uploads',
    ),
  embedUrl: z.string().nullable().describe('Privacy-enhanced player address (links only)'),
  fileUrl: z.string().nullable().describe('Site path of an uploaded file (served with range requests)'),
  contentType: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  title: localizedText(VIDEO_LIMITS.title),
  posterMediaId: z.number().int().nullable(),
  posterUrl: z.string().nullable().describe('Small variant of the poster photo, when set'),
  createDate: z.string(),
  modifyDate: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

const titleInput = z.object({
  en: z.string().trim().max(VIDEO_LIMITS.title).optional(),
  es: z.string().trim().max(VIDEO_LIMITS.title).optional(),
});

export const VideoLinkInputSchema = z.object({
  propertyId: dbId(),
  url: z
    .string()
    .trim()
    .min(1)
    .max(VIDEO_LIMITS.url)
    .describe('YouTube (watch?v=, youtu.be/, /shorts/, /embed/) or Vimeo (vimeo.com/ID, player.vimeo.com/video/ID)'),
  title: titleInput.default({}),
  posterMediaId: dbId().nullable().default(null).describe('A library photo of a property the caller hosts'),
});
export type VideoLinkInput = z.input<typeof VideoLinkInputSchema>;

export const VideoUpdateSchema = z.object({
  videoId: dbId(),
  url: z.string().trim().min(1).max(VIDEO_LIMITS.url).optional().describe('Links only: a new address'),
  title: titleInput,
  posterMediaId: dbId().nullable(),
});
export type VideoUpdate = z.input<typeof VideoUpdateSchema>;

export const VideoIdParamsSchema = z.object({ videoId: dbIdParam() });
export const VideoPropertyParamsSchema = z.object({ propertyId: dbIdParam() });

export const VideoResponseSchema = wrapped(VideoSchema);
export const VideoListResponseSchema = wrapped(z.array(VideoSchema));
export const DeletedVideoResponseSchema = wrapped(z.object({ videoId: z.number().int() }));

export const VIDEO_ERROR_KEYS = {
  unsupportedUrl: 'host.videos.errors.unsupportedUrl',
  notAVideo: 'host.videos.errors.notAVideo',
  tooLarge: 'host.videos.errors.tooLarge',
  noFile: 'host.videos.errors.noFile',
  urlOnlyForLinks: 'host.videos.errors.urlOnlyForLinks',
  tooMany: 'host.videos.errors.tooMany',
  unknownPoster: 'host.videos.errors.unknownPoster',
} as const;

/** A video link's provider and id, or null when the address is not one we play. */
export function parseVideoUrl(input: string): { kind: 'youtube' | 'vimeo'; id: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim().match(/^[a-z][a-z0-9+.-]*:/i) ? input.trim() : `https://${input.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const youtubeId = (id: string | null | undefined) =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { kind: 'youtube' as const, id } : null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch' && segments.length === 1) return youtubeId(url.searchParams.get('v'));
    if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2)
      return youtubeId(segments[1]);
    return null;
  }
  if (host === 'youtu.be') return segments.length === 1 ? youtubeId(segments[0]) : null;
  const vimeoId = (id: string | undefined) => (id && /^\d{1,12}$/.test(id) ? { kind: 'vimeo' as const, id } : null);
  if (host === 'vimeo.com') return segments.length === 1 ? vimeoId(segments[0]) : null;
  if (host === 'player.vimeo.com')
    return segments[0] === 'video' && segments.length === 2 ? vimeoId(segments[1]) : null;
  return null;
}

/** Where a link is watched, and its privacy-enhanced player (no cookies, no tracking where the provider offers it). */
export const videoLinkUrls = (kind: 'youtube' | 'vimeo', id: string) =>
  kind === 'youtube'
    ? { url: `https://www.youtube.com/watch?v=${id}`, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : { url: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` };
