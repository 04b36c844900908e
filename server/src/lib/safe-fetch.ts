import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import type { Config } from '../config';

/**
 * The one server-side fetcher for addresses a user typed (calendar feeds, ...). A user-supplied URL
 * must not reach the server's own network: only http(s), only public addresses, re-checked on every
 * redirect, and the connection goes to the very address that was checked (a custom `lookup`, so a
 * DNS answer that changes between the check and the connect - DNS rebinding - changes nothing).
 * Time and size are bounded; conditional requests (ETag / Last-Modified) are supported.
 */

export type SafeFetchErrorKind = 'refused' | 'timeout' | 'tooLarge' | 'unreachable' | 'badStatus';

/** A fetch that failed; `kind` is what callers map to their error keys, `message` is safe to log. */
export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (dns.lookup by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchPolicy {
  /** Host names or IP addresses allowed even when private (lower-case, IPv6 without brackets). */
  allowHosts?: readonly string[];
  /**
   * Origins (scheme://host[:port], as `new URL(x).origin` writes them) of service endpoints the
   * operator configured (AI_BASE_URL, PEXELS_API_URL, ...): their addresses are not checked, so a
   * local model or a local fake works. Only that exact origin; a redirect elsewhere is checked.
   */
  trustedOrigins?: readonly string[];
  /** Total time for all hops, including DNS and the body. */
  timeoutMs?: number;
  /** Largest body accepted (after decompression). */
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
}

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
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// ---------------------------------------------------------------------------------------------
// Address rules

/** 32-bit value of a dotted IPv4 address (already validated by isIP). */
const ipv4ToInt = (ip: string) => ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** [network, prefix length] of every IPv4 range that is not the public internet. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including 255.255.255.255 broadcast
];
const BLOCKED_V4_RANGES = BLOCKED_V4.map(([network, bits]) => {
  const size = 2 ** (32 - bits);
  const start = ipv4ToInt(network);
  return { start, end: start + size - 1 };
});

const isBlockedV4 = (ip: string) => {
  const value = ipv4ToInt(ip);
  return BLOCKED_V4_RANGES.some((r) => value >= r.start && value <= r.end);
};

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 expanded). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToInt(v4[1]!);
    text = `${text.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((g) => parseInt(g, 16) || 0);
}

const groupsToV4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

function isBlockedV6(ip: string): boolean {
  const g = ipv6Groups(ip);
  const first = g[0]!;
  const allZeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::/128 unspecified, ::1 loopback, ::a.b.c.d (deprecated IPv4-compatible): all of ::/96.
  if (allZeroUntil(6)) return true;
  // ::ffff:a.b.c.d (IPv4-mapped): judged as the IPv4 address it maps to.
  if (allZeroUntil(5) && g[5] === 0xffff) return isBlockedV4(groupsToV4(g[6]!, g[7]!));
  // 64:ff9b::a.b.c.d (NAT64): judged as the embedded IPv4 address.
  if (first === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return isBlockedV4(groupsToV4(g[6]!, g[7]!));
  // 2002:aabb:ccdd::/48 (6to4): judged as the embedded IPv4 address.
  if (first === 0x2002) return isBlockedV4(groupsToV4(g[1]!, g[2]!));
  if (first === 0x2001 && g[1] === 0) return true; // Teredo (2001::/32): tunnels to arbitrary IPv4
  if (first === 0x2001 && g[1] === 0xdb8) return true; // documentation
  if (first === 0x100 && g.slice(1, 4).every((x) => x === 0)) return true; // discard-only 100::/64
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return true; // site-local fec0::/10 (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast ff00::/8
  return false;
}

/** True for every address that is not on the public internet (loopback, private, link-local, ...). */
export function isBlockedAddress(ip: string): boolean {
  const version = isIP(ip.split('%')[0]!);
  if (version === 4) return isBlockedV4(ip);
  if (version === 6) return isBlockedV6(ip);
  return true;
}

/** Canonical form for allow-list comparisons: lower case, IPv6 without brackets. */
const canonicalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');

/** Parses FETCH_ALLOW_HOSTS-style text (comma-separated host names or addresses). */
export const parseAllowHosts = (value: string | undefined): string[] =>
  (value ?? '').split(',').map(canonicalHost).filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Vetting

export interface VettedTarget {
  url: URL;
  /** Host name as written in the URL (brackets removed). */
  hostname: string;
  /** The address the connection must go to. */
  address: ResolvedAddress;
}

const defaultResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Checks a URL before any connection: http(s) only, and every address its host name resolves to is
 * public (or allowed by the allow list). Literal IPs in any form the URL parser accepts (decimal,
 * hex, IPv4-mapped IPv6, ...) are normalised by `new URL` first, then judged the same way.
 */
export async function vetUrl(input: string | URL, policy: SafeFetchPolicy = {}): Promise<VettedTarget> {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    throw new SafeFetchError('refused', 'not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('refused', `protocol ${url.protocol} is not allowed`);
  const hostname = canonicalHost(url.hostname);
  if (!hostname) throw new SafeFetchError('refused', 'no host');
  const allow = new Set(policy.allowHosts ?? []);
  const hostAllowed = allow.has(hostname) || (policy.trustedOrigins ?? []).includes(url.origin);

  let addresses: ResolvedAddress[];
  const literal = isIP(hostname);
  if (literal) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? defaultResolver)(hostname);
    } catch {
      throw new SafeFetchError('unreachable', 'host name does not resolve');
    }
    if (!addresses.length) throw new SafeFetchError('unreachable', 'host name does not resolve');
  }
  // Every address must pass: a name that resolves to a public and a private address is refused.
  const blocked = addresses.find(
    (a) => isBlockedAddress(a.address) && !hostAllowed && !allow.has(canonicalHost(a.address)),
  );
  if (blocked) throw new SafeFetchError('refused', 'the address is not a public internet address');
  return { url, hostname, address: addresses[0]! };
}

// ---------------------------------------------------------------------------------------------
// Fetching

/** A `lookup` for http.request that answers with the vetted address only. */
const pinnedLookup =
  (address: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };

function decoder(encoding: string | undefined): Transform | null {
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

const header = (response: IncomingMessage, name: string): string | null => {
  const value = response.headers[name];
  return typeof value === 'string' ? value : null;
};

interface Hop {
  response: IncomingMessage;
  target: VettedTarget;
}

function request(
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

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
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

const errorCode = (error: unknown) => (error as { code?: string }).code ?? (error as Error).name ?? 'error';

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

/** A stream that ends in a `tooLarge` error once more than `maxBytes` went through. */
function capped(source: NodeJS.ReadableStream, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
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
