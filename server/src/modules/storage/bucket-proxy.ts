import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { AppError } from '../../lib/errors';
import { type ForwardedHeaders, S3RequestError, type S3Response, S3UnreachableError } from './bucket';

/** Request headers passed on to the bucket: ranges and revalidation (it answers 206, 304, 412, 416 itself). */
const FORWARDED_REQUEST = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'] as const;
/** Bucket answer headers passed back, taken from the object (error answers carry the bucket's own). */
const FORWARDED_RESPONSE = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

export interface BucketObject {
  /** The key in the store's own terms (logged when the bucket fails). */
  key: string;
  /** GetObject or HeadObject with the forwarded headers; null when the object is missing. */
  open: (headers: ForwardedHeaders, method: 'GET' | 'HEAD') => Promise<S3Response | null>;
  /** The object's size (HeadObject), for a 416 that must say it. */
  size: () => Promise<number | null>;
  /** Also pass the object's Content-Type back (images); else `headers` sets it. */
  forwardContentType: boolean;
  /** The route's own headers; `isObject` is false on error answers (412, 416). */
  headers: (reply: FastifyReply, isObject: boolean) => void;
  /** What the log line says when the bucket fails ("image bucket did not serve an image"). */
  failureMessage: string;
}

/**
 * Streams an object from the bucket as the answer to a GET or HEAD, never buffered whole: Range and
 * conditional headers go to the bucket (206, 304, 412; 416 with `content-range: bytes * /{size}`, RFC
 * 9110 15.5.17), a missing object is the JSON 404, an unreachable or refusing bucket a 503 with
 * Retry-After (the cause logged).
 */
export async function sendBucketObject(
  request: FastifyRequest,
  reply: FastifyReply,
  o: BucketObject,
): Promise<FastifyReply | void> {
  const headers: ForwardedHeaders = {};
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  const unavailable = (error: unknown) => {
    request.log.warn({ err: error, key: o.key }, o.failureMessage);
    return new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.storageUnavailable, {
      headers: { 'retry-after': '30' },
    });
  };
  const attempt = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      // Unreachable, or an answer the operator must act on (403 wrong keys or rights, 5xx).
      if (error instanceof S3UnreachableError || error instanceof S3RequestError) throw unavailable(error);
      throw error;
    }
  };
  const object = await attempt(() => o.open(headers, method));
  if (!object) {
    reply.callNotFound();
    return;
  }
  const status = object.statusCode;
  const isObject = status === 200 || status === 206 || status === 304;
  const forwarded: readonly string[] = isObject
    ? [...FORWARDED_RESPONSE, ...(o.forwardContentType ? ['content-type'] : [])]
    : [];
  for (const name of forwarded) {
    const value = object.headers[name];
    if (typeof value === 'string') void reply.header(name, value);
  }
  void reply.header('accept-ranges', 'bytes');
  o.headers(reply, isObject);
  if (status === 304 || status === 412 || status === 416) {
    object.body.resume();
    if (status === 416) {
      // The bucket's 416 need not say the size; the answer must.
      const size = await attempt(o.size);
      if (size !== null) void reply.header('content-range', `bytes */${size}`);
    }
    return reply.code(status).send();
  }
  // HEAD: an empty stream keeps the object's Content-Length (Fastify drops a HEAD body, and would count an empty one as 0).
  if (method === 'HEAD') return reply.code(status).send(Readable.from([]));
  return reply.code(status).send(object.body);
}
