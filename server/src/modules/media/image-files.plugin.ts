import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { imagesDir } from './media.routes';

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
 * Photos as static files. Their names are random 128-bit ids and never reused, so they are public
 * (the guest guide shows them) and cached for a year as immutable. Library listing and deletion stay
 * behind the owner checks of the /media calls. Only regular files: no directory listing, no index,
 * dot-files (half-written temporaries) never served; a missing file is the JSON 404.
 */
export async function imageFilesPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
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
    setHeaders(reply) {
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      // Guides on other domains (one per language) may show the photos.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
