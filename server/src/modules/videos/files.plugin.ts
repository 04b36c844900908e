import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { UPLOADED_FILE_CSP } from '../../plugins/security-headers';
import { S3UnreachableError } from '../media/s3-client';
import { type S3FileStore, storedFileType } from './file-store-s3';
import { fileStoreFor } from './file-store-select';
import { FILES_ROUTE_PREFIX, filesDir, isStoredFileKey } from './stored-files';

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
      fileHeaders(reply as unknown as FastifyReply, filePath);
    },
  });
}

/** Request headers passed on to the bucket: ranges and revalidation (it answers 206, 304, 412, 416 itself). */
const FORWARDED_REQUEST = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'] as const;
/** Bucket answer headers passed back, taken from the object. */
const FORWARDED_RESPONSE = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

/**
 * Videos and manuals in the bucket, at the same /files/ URLs and with the same headers as local
 * files: streamed (never buffered), Range passed to GetObject so a phone can seek (206; 416 with
 * `content-range: bytes * /{size}`), a missing object the JSON 404, a bucket that cannot answer a 503.
 */
async function bucketFiles(app: FastifyInstance, store: S3FileStore): Promise<void> {
  app.addHook('onClose', async () => store.client.close());
  app.get<{ Params: { '*': string } }>(`${FILES_ROUTE_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isStoredFileKey(key)) return reply.callNotFound();
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
    const unavailable = (error: unknown) => {
      request.log.warn({ err: error, key }, 'file bucket did not serve a file');
      return new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.storageUnavailable, { headers: { 'retry-after': '30' } });
    };
    const attempt = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof S3UnreachableError) throw unavailable(error);
        throw error;
      }
    };
    const object = await attempt(() => store.open(key, headers, method));
    const status = object.statusCode;
    if (![200, 206, 304, 412, 416].includes(status)) {
      // 404 is a missing file; anything else (403 wrong keys or rights, 5xx) is the operator's to fix.
      const failure = await store.client.failure('GetObject', object);
      if (status === 404) return reply.callNotFound();
      throw unavailable(failure);
    }
    const isObject = status === 200 || status === 206 || status === 304;
    for (const name of isObject ? FORWARDED_RESPONSE : []) {
      const value = object.headers[name];
      if (typeof value === 'string') void reply.header(name, value);
    }
    void reply.header('accept-ranges', 'bytes');
    fileHeaders(reply, key);
    if (isObject) void reply.header('content-type', storedFileType(key));
    if (status === 304 || status === 412 || status === 416) {
      object.body.resume();
      if (status === 416) {
        // The bucket's 416 need not say the size; the answer must (RFC 9110 15.5.17).
        const size = (await attempt(() => store.client.headObject(store.objectKey(key))))?.['content-length'];
        if (size) void reply.header('content-range', `bytes */${size}`);
      }
      return reply.code(status).send();
    }
    // HEAD: an empty stream keeps the object's Content-Length (Fastify drops a HEAD body, and would count an empty one as 0).
    if (method === 'HEAD') return reply.code(status).send(Readable.from([]));
    return reply.code(status).send(object.body);
  });
}
