import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { UPLOADED_FILE_CSP } from '../../plugins/security-headers';
import {
  IMAGE_CACHE_CONTROL,
  imageStorageFor,
  imagesDir,
  isImageKey,
  type S3ImageStorage,
  sendBucketObject,
} from '../storage';

/**
 * The path at which this server serves the local image storage: the path of IMAGE_BASE_URL
 * (default {PUBLIC_URL}/images/). When IMAGE_BASE_URL is a bucket or CDN address at its root, the
 * local files are still served at /images/ (a CDN can pull from there).
 */
export function imageRoutePrefix(config: Config): string {
  const pathname = new URL(config.imageBaseUrl).pathname;
  const prefix = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const api = `${config.API_BASE_PATH}/`;
  return prefix === '/' || prefix.startsWith(api) ? '/images/' : prefix;
}

/**
 * The only types an image path answers with, by extension (what the image pipeline writes). Any
 * other file under the images directory (an .svg or .html put there by hand) is a 404: a type that
 * can carry script is never served from here, and the type never depends on the bytes.
 */
const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};
const imageTypeOf = (file: string) => IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];

/** Headers every uploaded image answer carries: fixed type, never sniffed, sandboxed if opened as a page. */
const uploadedImageHeaders = (reply: { header: (name: string, value: string) => unknown }, type: string) => {
  void reply.header('content-type', type);
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('content-security-policy', UPLOADED_FILE_CSP);
};

/**
 * Photos as static files. Their names are random 128-bit ids and never reused, so they are public
 * (the guest guide shows them) and cached for a year as immutable. Library listing and deletion stay
 * behind the owner checks of the /media calls. Only regular files: no directory listing, no index,
 * dot-files (half-written temporaries) never served; a missing file is the JSON 404.
 */
export async function imageFilesPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const storage = imageStorageFor(opts.config);
  if (storage.kind === 's3') return bucketImages(app, storage, imageRoutePrefix(opts.config));
  const root = imagesDir(opts.config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: imageRoutePrefix(opts.config),
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    cacheControl: false,
    allowedPath: (pathName) => imageTypeOf(pathName) !== undefined,
    setHeaders(reply, filePath) {
      uploadedImageHeaders(reply, imageTypeOf(filePath)!);
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      // Guides on other domains (one per language) may show the photos.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

/**
 * Images in an S3-compatible bucket, served at the same URLs and with the same headers as local
 * files (sendBucketObject: streamed, ranges and conditional requests passed through, a missing object
 * the JSON 404, an unreachable or refusing bucket a 503 with Retry-After).
 */
async function bucketImages(app: FastifyInstance, storage: S3ImageStorage, prefix: string): Promise<void> {
  app.addHook('onClose', async () => storage.close());
  app.get<{ Params: { shard: string; file: string } }>(`${prefix}:shard/:file`, async (request, reply) => {
    const key = `${request.params.shard}/${request.params.file}`;
    const type = imageTypeOf(key);
    if (!isImageKey(key) || !type) return reply.callNotFound();
    return sendBucketObject(request, reply, {
      key,
      open: (headers, method) => storage.open(key, headers, method),
      size: () => storage.size(key),
      forwardContentType: true,
      headers: (r, isObject) => {
        void r.header('cache-control', IMAGE_CACHE_CONTROL).header('cross-origin-resource-policy', 'cross-origin');
        if (isObject) uploadedImageHeaders(r, type);
      },
      failureMessage: 'image bucket did not serve an image',
    });
  });
}
