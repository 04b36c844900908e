import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { capped, decoder, errorCode, header, readBody, REDIRECTS, request } from './safe-fetch-transport';
import { SafeFetchError, type SafeFetchPolicy, vetUrl } from './safe-fetch-vet';

export { SafeFetchError, type SafeFetchErrorKind, type SafeFetchPolicy, vetUrl } from './safe-fetch-vet';

/**
 * The one server-side fetcher for addresses a user typed (calendar feeds, ...). A user-supplied URL
 * must not reach the server's own network: only http(s), only public addresses, re-checked on every
 * redirect, and the connection goes to the very address that was checked (a custom `lookup`, so a
 * DNS answer that changes between the check and the connect - DNS rebinding - changes nothing).
 * Time and size are bounded; conditional requests (ETag / Last-Modified) are supported.
 * Its parts: which addresses are public (public-address.ts), the check every hop runs first
 * (safe-fetch-vet.ts) and the wire (safe-fetch-transport.ts); callers import from here.
 */

export interface SafeFetchOptions extends SafeFetchPolicy {
  /** Validators from a previous answer: sent as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  accept?: string;
}

export interface SafeFetchResult {
  /** 304: the validators matched, `body` is empty. */
  notModified: boolean;
  status: number;
  body: Buffer;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

/** The policy the configuration sets (FETCH_ALLOW_HOSTS, FETCH_TIMEOUT_MS, FETCH_MAX_BYTES). */
export const fetchPolicyFromConfig = (
  config: Pick<Config, 'FETCH_ALLOW_HOSTS' | 'FETCH_TIMEOUT_MS' | 'FETCH_MAX_BYTES'>,
): SafeFetchPolicy => ({
  allowHosts: config.FETCH_ALLOW_HOSTS,
  timeoutMs: config.FETCH_TIMEOUT_MS,
  maxBytes: config.FETCH_MAX_BYTES,
});

const USER_AGENT = 'Guidebook/1.0 (calendar import)';

/**
 * GETs a user-supplied URL under the rules above. Resolves with the body (or notModified on a 304);
 * rejects with a SafeFetchError whose kind says why. Never logs; the URL may carry secrets.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new SafeFetchError('timeout', `no complete answer within ${timeoutMs} ms`);
  const abortable = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (controller.signal.aborted) return reject(timedOut());
      const onAbort = () => reject(timedOut());
      controller.signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => controller.signal.removeEventListener('abort', onAbort));
    });

  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: options.accept ?? '*/*',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SafeFetchError('refused', 'not a valid URL');
    }
    for (let hop = 0; ; hop++) {
      const target = await abortable(vetUrl(url, options));
      let response: IncomingMessage;
      try {
        ({ response } = await abortable(request(target, headers, controller.signal)));
      } catch (error) {
        if (error instanceof SafeFetchError) throw error;
        if (controller.signal.aborted) throw timedOut();
        throw new SafeFetchError('unreachable', `the server could not be reached (${errorCode(error)})`);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = header(response, 'location');
        if (!location) throw new SafeFetchError('badStatus', `redirect ${status} without a location`, status);
        if (hop >= maxRedirects) throw new SafeFetchError('badStatus', `more than ${maxRedirects} redirects`, status);
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError('refused', 'the redirect target is not a valid URL');
        }
        continue;
      }
      const result = {
        status,
        contentType: header(response, 'content-type'),
        etag: header(response, 'etag'),
        lastModified: header(response, 'last-modified'),
      };
      if (status === 304) {
        response.resume();
        return { ...result, notModified: true, body: Buffer.alloc(0) };
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new SafeFetchError('badStatus', `the server answered ${status}`, status);
      }
      const declared = Number(header(response, 'content-length'));
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new SafeFetchError('tooLarge', `the answer declares ${declared} bytes, more than ${maxBytes}`);
      }
      try {
        const body = await abortable(readBody(response, maxBytes, controller.signal));
        return { ...result, notModified: false, body };
      } catch (error) {
        if (error instanceof SafeFetchError) throw error;
        if (controller.signal.aborted) throw timedOut();
        throw new SafeFetchError('unreachable', `the answer could not be read (${errorCode(error)})`);
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

// ---------------------------------------------------------------------------------------------
// fetch-shaped client for service calls (JSON APIs, streams)

/** The part of `RequestInit` the service clients use. */
export interface SafeRequestInit {
  method?: string;
  headers?: ConstructorParameters<typeof Headers>[0];
  body?: string | Uint8Array | null;
  /** 'follow' (default) re-checks every hop; 'manual' hands a 3xx back; 'error' rejects on one. */
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

/** `fetch`, reduced to what the clients use and under the rules of this file. */
export type SafeFetchFn = (input: string | URL, init?: SafeRequestInit) => Promise<Response>;

/** Statuses whose Response must not have a body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` for the server's own service calls (AI provider, stock photos, Google keys, reCAPTCHA,
 * SMS): every hop is vetted like `safeFetch` (public addresses only, unless the origin is one the
 * operator configured in `trustedOrigins` or the host is in `allowHosts`), the connection goes to
 * the vetted address, and the body is capped at `maxBytes` (a longer answer errors `tooLarge` while
 * it is read; a declared Content-Length over the cap rejects at once). Errors are SafeFetchErrors.
 */
export function createSafeFetch(policy: SafeFetchPolicy = {}): SafeFetchFn {
  const maxBytes = policy.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = policy.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  return async (input, init = {}) => {
    const controller = new AbortController();
    const signals = [controller.signal, AbortSignal.timeout(policy.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs)];
    if (init.signal) signals.push(init.signal);
    const signal = AbortSignal.any(signals);
    const failed = (error: unknown): SafeFetchError => {
      if (error instanceof SafeFetchError) return error;
      if (signal.aborted) return new SafeFetchError('timeout', 'no complete answer in time');
      return new SafeFetchError('unreachable', `the server could not be reached (${errorCode(error)})`);
    };
    const headers: Record<string, string> = { 'user-agent': 'Guidebook/1.0', 'accept-encoding': 'gzip, deflate, br' };
    new Headers(init.headers ?? undefined).forEach((value, name) => {
      headers[name] = value;
    });
    let method = (init.method ?? 'GET').toUpperCase();
    let body: Buffer | undefined =
      init.body == null ? undefined : typeof init.body === 'string' ? Buffer.from(init.body) : Buffer.from(init.body);
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SafeFetchError('refused', 'not a valid URL');
    }
    try {
      for (let hop = 0; ; hop++) {
        if (signal.aborted) throw failed(signal.reason);
        const target = await vetUrl(url, policy);
        const { response } = await request(target, headers, signal, method, body);
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && (init.redirect ?? 'follow') !== 'manual') {
          response.resume();
          if (init.redirect === 'error') throw new SafeFetchError('badStatus', `redirect ${status} refused`, status);
          const location = header(response, 'location');
          if (!location) throw new SafeFetchError('badStatus', `redirect ${status} without a location`, status);
          if (hop >= maxRedirects) throw new SafeFetchError('badStatus', `more than ${maxRedirects} redirects`, status);
          try {
            url = new URL(location, url);
          } catch {
            throw new SafeFetchError('refused', 'the redirect target is not a valid URL');
          }
          if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
            method = 'GET';
            body = undefined;
            delete headers['content-type'];
          }
          continue;
        }
        const declared = Number(header(response, 'content-length'));
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          throw new SafeFetchError('tooLarge', `the answer declares ${declared} bytes, more than ${maxBytes}`);
        }
        const out = new Headers();
        for (let i = 0; i + 1 < response.rawHeaders.length; i += 2)
          out.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
        const decode = decoder(header(response, 'content-encoding') ?? undefined);
        if (decode) {
          out.delete('content-encoding');
          out.delete('content-length');
        }
        const stop = () => {
          response.destroy();
          decode?.destroy();
        };
        signal.addEventListener('abort', stop, { once: true });
        if (NULL_BODY.has(status) || method === 'HEAD') {
          response.resume();
          return new Response(null, { status, headers: out });
        }
        const source = decode ? response.pipe(decode) : response;
        response.on('error', (error) => decode?.destroy(error));
        return new Response(capped(source, maxBytes, stop), {
          status,
          statusText: response.statusMessage ?? '',
          headers: out,
        });
      }
    } catch (error) {
      throw failed(error);
    }
  };
}

/** The origin of a configured endpoint URL ("" when it is not a URL). */
export const originOf = (url: string | undefined | null): string => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/**
 * The policy for a service client whose endpoint the operator configured: that endpoint's origin is
 * trusted (a local model, a local fake), everything else - including redirects - is checked, with
 * FETCH_ALLOW_HOSTS applying as everywhere.
 */
export const endpointPolicy = (
  endpoints: readonly (string | undefined | null)[],
  options: { allowHosts?: readonly string[]; timeoutMs?: number; maxBytes?: number } = {},
): SafeFetchPolicy => ({
  allowHosts: options.allowHosts ?? [],
  trustedOrigins: endpoints.map(originOf).filter(Boolean),
  ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
});
