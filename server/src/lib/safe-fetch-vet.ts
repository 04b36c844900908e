import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { canonicalHost, isBlockedAddress } from './public-address';

/** Errors and the address check of the SSRF-safe fetcher (safe-fetch.ts): the part every hop runs first. */

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
