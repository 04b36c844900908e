import { isIP } from 'node:net';

/**
 * Which addresses count as the public internet, for the SSRF-safe fetcher (safe-fetch.ts): every
 * IPv4 and IPv6 range that reaches the server's own network or is not routable is blocked. Also the
 * allow-list parsing the configuration uses (FETCH_ALLOW_HOSTS), so config.ts needs no fetcher.
 */

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
export const canonicalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');

/** Parses FETCH_ALLOW_HOSTS-style text (comma-separated host names or addresses). */
export const parseAllowHosts = (value: string | undefined): string[] =>
  (value ?? '').split(',').map(canonicalHost).filter(Boolean);
