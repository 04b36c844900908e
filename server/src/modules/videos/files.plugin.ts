import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { UPLOADED_FILE_CSP } from '../../plugins/security-headers';
import {
  FILES_ROUTE_PREFIX,
  fileStoreFor,
  filesDir,
  isStoredFileKey,
  type S3FileStore,
  sendBucketObject,
  storedFileType,
} from '../storage';

/** The headers every answer for a stored file carries, local or from the bucket. */
function fileHeaders(reply: FastifyReply, filePath: string): void {
  void reply.header('cache-control', 'public, max-age=31536000, immutable');
  void reply.header('x-content-type-options', 'nosniff');
  // A video opened as a page runs nothing (PDFs keep the app's policy: a sandbox stops the browser's PDF viewer).
  if (!filePath.endsWith('.pdf')) void reply.header('content-security-policy', UPLOADED_FILE_CSP);
  void reply.header('cross-origin-resource-policy', 'cross-origin');
  if (filePath.endsWith('.pdf')) {
    void reply.header('content-type', 'application/pdf');
    void reply.header('content-disposition', `inline; filename="${path.basename(filePath)}"`);
  }
}

/**
 * Uploaded videos and device manuals as static files at /files/: random 128-bit names never reused,
 * so public (the guest guide links them) and cached as immutable. Range requests (206, 416) come
 * from @fastify/static, so a phone can seek in a video without loading all of it. Only regular
 * files: no listing, no index, dot-files (half-written uploads) never served. PDFs are sent
 * `inline` with their readable name; nothing is ever content-sniffed.
 */
export async function storedFilesPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const store = fileStoreFor(opts.config, (details, message) => app.log.warn(details, message));
  if (store.kind === 's3') return bucketFiles(app, store);
  const root = filesDir(opts.config);
  mkdirSync(root, { recursive: true });
  // A range past the end is a 416 that must say how long the file is (RFC 9110 15.5.17); the static
  // plugin computes it but answers its error without the header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 416 || reply.getHeader('content-range')) return payload;
    const key = decodeURIComponent(request.url.split('?')[0]!.slice(FILES_ROUTE_PREFIX.length));
    if (!isStoredFileKey(key)) return payload;
    const size = await stat(path.join(root, key)).then(
      (s) => s.size,
      () => null,
    );
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
    allowedPath: (pathName) =>
      /^\/(videos\/[^/]+\/[^/]+\.(mp4|webm)|manuals\/[^/]+\/[^/]+\/[^/]+\.pdf)$/.test(pathName),
    setHeaders(reply, filePath) {
      fileHeaders(reply as unknown as FastifyReply, filePath);
    },
  });
}

/**
 * Videos and manuals in the bucket, at the same /files/ URLs and with the same headers as local
 * files (sendBucketObject: streamed, never buffered; Range passed to GetObject so a phone can seek; a
 * missing object the JSON 404, a bucket that cannot answer a 503).
 */
async function bucketFiles(app: FastifyInstance, store: S3FileStore): Promise<void> {
  app.addHook('onClose', async () => store.client.close());
  app.get<{ Params: { '*': string } }>(`${FILES_ROUTE_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isStoredFileKey(key)) return reply.callNotFound();
    return sendBucketObject(request, reply, {
      key,
      open: (headers, method) => store.open(key, headers, method),
      size: () => store.size(key),
      forwardContentType: false,
      headers: (r, isObject) => {
        fileHeaders(r, key);
        if (isObject) void r.header('content-type', storedFileType(key));
      },
      failureMessage: 'file bucket did not serve a file',
    });
  });
}
