import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { type ResolvedAddress, SafeFetchError, type VettedTarget } from './safe-fetch-vet';

/**
 * The wire under the SSRF-safe fetcher (safe-fetch.ts): one request to an already vetted target,
 * connected to the vetted address only, and reading an answer under a byte cap with the usual
 * content encodings undone. Nothing here checks addresses; callers vet every hop first.
 */

export const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A `lookup` for http.request that answers with the vetted address only. */
const pinnedLookup =
  (address: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };

export function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

export const header = (response: IncomingMessage, name: string): string | null => {
  const value = response.headers[name];
  return typeof value === 'string' ? value : null;
};

interface Hop {
  response: IncomingMessage;
  target: VettedTarget;
}

export function request(
  target: VettedTarget,
  headers: Record<string, string>,
  signal: AbortSignal,
  method = 'GET',
  body?: Buffer,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.request(
      {
        protocol: target.url.protocol,
        host: target.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        lookup: pinnedLookup(target.address),
        // TLS still verifies the certificate against the host name the user gave.
        ...(target.url.protocol === 'https:' && !isIP(target.hostname) ? { servername: target.hostname } : {}),
        signal,
        agent: false,
      },
      (response) => resolve({ response, target }),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const decode = decoder(header(response, 'content-encoding') ?? undefined);
    const source = decode ? response.pipe(decode) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      response.destroy();
      decode?.destroy();
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new SafeFetchError('tooLarge', `the answer is larger than ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    source.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    source.on('error', (error) =>
      fail(
        signal.aborted
          ? error
          : new SafeFetchError('unreachable', `the answer could not be read (${errorCode(error)})`),
      ),
    );
    response.on('error', (error) => fail(error));
    response.on('aborted', () => fail(new SafeFetchError('unreachable', 'the connection closed early')));
  });
}

export const errorCode = (error: unknown) => (error as { code?: string }).code ?? (error as Error).name ?? 'error';

/** A stream that ends in a `tooLarge` error once more than `maxBytes` went through. */
export function capped(
  source: NodeJS.ReadableStream,
  maxBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let size = 0;
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) return controller.close();
        size += value.length;
        if (size > maxBytes) {
          onTooLarge();
          controller.error(new SafeFetchError('tooLarge', `the answer is larger than ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        controller.error(
          error instanceof SafeFetchError
            ? error
            : new SafeFetchError('unreachable', `the answer could not be read (${errorCode(error)})`),
        );
      }
    },
    async cancel() {
      onTooLarge();
      await iterator.return?.();
    },
  });
}
