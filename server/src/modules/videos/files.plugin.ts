import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { UPLOADED_FILE_CSP } from '../../plugins/security-headers';
import { FILES_ROUTE_PREFIX, filesDir, isStoredFileKey } from './stored-files';

/**
 * Uploaded videos and device manuals as static files at /files/: random 128-bit names never reused,
 * so public (the guest guide links them) and cached as immutable. Range requests (206, 416) come
 * from @fastify/static, so a phone can seek in a video without loading all of it. Only regular
 * files: no listing, no index, dot-files (half-written uploads) never served. PDFs are sent
 * `inline` with their readable name; nothing is ever content-sniffed.
 */
export async function storedFilesPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const root = filesDir(opts.config);
  mkdirSync(root, { recursive: true });
  // A range past the end is a 416 that must say how long the file is (RFC 9110 15.5.17); the static
  // plugin computes it but answers its error without the header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 416 || reply.getHeader('content-range')) return payload;
    const key = decodeURIComponent(request.url.split('?')[0]!.slice(FILES_ROUTE_PREFIX.length));
    if (!isStoredFileKey(key)) return payload;
    const size = await stat(path.join(root, key)).then((s) => s.size, () => null);
    if (size !== null) void reply.header('content-range', `bytes */${size}`);
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    prefix: FILES_ROUTE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    cacheControl: false,
    allowedPath: (pathName) => /^\/(videos\/[^/]+\/[^/]+\.(mp4|webm)|manuals\/[^/]+\/[^/]+\/[^/]+\.pdf)$/.test(pathName),
    setHeaders(reply, filePath) {
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      void reply.header('x-content-type-options', 'nosniff');
      // A video opened as a page runs nothing (PDFs keep the app's policy: a sandbox stops the browser's PDF viewer).
      if (!filePath.endsWith('.pdf')) void reply.header('content-security-policy', UPLOADED_FILE_CSP);
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      if (filePath.endsWith('.pdf')) {
        void reply.header('content-type', 'application/pdf');
        void reply.header('content-disposition', `inline; filename="${path.basename(filePath)}"`);
      }
    },
  });
}
