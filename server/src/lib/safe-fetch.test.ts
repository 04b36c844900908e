import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isBlockedAddress, parseAllowHosts } from './public-address';
import { fetchPolicyFromConfig, safeFetch, SafeFetchError, vetUrl, type SafeFetchErrorKind } from './safe-fetch';

/** A local server whose answers each test sets; it counts connections and keeps the requests it saw. */
let server: Server;
let port: number;
let connections = 0;
let seen: IncomingMessage[] = [];
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('ok');

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  connections = 0;
  seen = [];
  handler = (_req, res) => res.end('ok');
});

const local = { allowHosts: ['127.0.0.1'] };

async function failure(work: Promise<unknown>): Promise<SafeFetchError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}
const kindOf = async (work: Promise<unknown>): Promise<SafeFetchErrorKind> => (await failure(work)).kind;

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:85e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts the public address %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});

describe('safeFetch', () => {
  it('fetches from a host on the allow list', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/calendar');
      res.setHeader('etag', '"v1"');
      res.end('BEGIN:VCALENDAR');
    };
    const result = await safeFetch(`http://127.0.0.1:${port}/feed.ics?token=secret`, local);
    expect(result).toMatchObject({ status: 200, notModified: false, contentType: 'text/calendar', etag: '"v1"' });
    expect(result.body.toString()).toBe('BEGIN:VCALENDAR');
    expect(seen[0]!.url).toBe('/feed.ics?token=secret');
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://2130706433:PORT/',
    'http://0x7f000001:PORT/',
    'http://0x7f.0.0.1:PORT/',
    'http://017700000001:PORT/',
    'http://127.1:PORT/',
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://0.0.0.0:PORT/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://192.168.0.1/',
  ])('refuses %s before any connection without the allow list', async (template) => {
    const url = template.replace('PORT', String(port));
    expect(await kindOf(safeFetch(url))).toBe('refused');
    expect(connections).toBe(0);
  });

  it('refuses other protocols', async () => {
    expect(await kindOf(safeFetch('file:///etc/passwd', local))).toBe('refused');
    expect(await kindOf(safeFetch('ftp://127.0.0.1/', local))).toBe('refused');
    expect(await kindOf(safeFetch('gopher://127.0.0.1:25/', local))).toBe('refused');
  });

  it('refuses a host name that resolves to a private address, and one with any private address among its answers', async () => {
    const resolve = (name: string) =>
      Promise.resolve(
        name === 'mixed.test'
          ? [
              { address: '93.184.216.34', family: 4 as const },
              { address: '10.1.2.3', family: 4 as const },
            ]
          : [{ address: '192.168.10.10', family: 4 as const }],
      );
    expect(await kindOf(safeFetch('http://internal.test/', { resolve }))).toBe('refused');
    expect(await kindOf(safeFetch('http://mixed.test/', { resolve }))).toBe('refused');
  });

  it('connects to the address it vetted, not to a second DNS answer', async () => {
    let lookups = 0;
    // The first answer is the vetted one; a rebinding resolver would answer differently afterwards.
    const resolve = () =>
      Promise.resolve(
        lookups++ === 0
          ? [{ address: '127.0.0.1', family: 4 as const }]
          : [{ address: '10.9.9.9', family: 4 as const }],
      );
    const result = await safeFetch(`http://calendar.test:${port}/x`, { allowHosts: ['127.0.0.1'], resolve });
    expect(result.body.toString()).toBe('ok');
    expect(lookups).toBe(1);
    expect(seen[0]!.headers.host).toBe(`calendar.test:${port}`);
  });

  it('follows redirects on allowed hosts and refuses one that leads to a refused address', async () => {
    handler = (req, res) => {
      if (req.url === '/a') res.writeHead(302, { location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(301, { location: `http://127.0.0.1:${port}/c` }).end();
      else if (req.url === '/evil') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/evil-decimal') res.writeHead(307, { location: `http://2130706433:${port}/c` }).end();
      else res.end(`final ${req.url}`);
    };
    expect((await safeFetch(`http://127.0.0.1:${port}/a`, local)).body.toString()).toBe('final /c');
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/evil`, local))).toBe('refused');
    // 2130706433 is 127.0.0.1: followed when that address is on the allow list ...
    expect((await safeFetch(`http://127.0.0.1:${port}/evil-decimal`, local)).body.toString()).toBe('final /c');
    // ... and refused when only the first host's name is.
    const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 as const }]);
    seen = [];
    expect(
      await kindOf(safeFetch(`http://calendar.test:${port}/evil-decimal`, { allowHosts: ['calendar.test'], resolve })),
    ).toBe('refused');
    expect(seen.map((r) => r.url)).toEqual(['/evil-decimal']);
  });

  it('gives up after five redirects', async () => {
    handler = (req, res) => res.writeHead(302, { location: `/r${Number(req.url!.slice(2) || 0) + 1}` }).end();
    const error = await failure(safeFetch(`http://127.0.0.1:${port}/r0`, local));
    expect(error.kind).toBe('badStatus');
    expect(seen).toHaveLength(6);
  });

  it('refuses a body larger than the limit, whether declared or streamed', async () => {
    handler = (req, res) => {
      if (req.url === '/declared') {
        res.setHeader('content-length', '5000');
        res.end('x'.repeat(5000));
      } else {
        // Chunked, no length: the limit is found while reading.
        res.write('x'.repeat(3000));
        res.end('y'.repeat(3000));
      }
    };
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/declared`, { ...local, maxBytes: 4096 }))).toBe('tooLarge');
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/chunked`, { ...local, maxBytes: 4096 }))).toBe('tooLarge');
  });

  it('counts the decompressed size of a compressed answer', async () => {
    handler = (_req, res) => {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(Buffer.alloc(100_000, 'a')));
    };
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/bomb`, { ...local, maxBytes: 50_000 }))).toBe('tooLarge');
    const ok = await safeFetch(`http://127.0.0.1:${port}/bomb`, { ...local, maxBytes: 200_000 });
    expect(ok.body.length).toBe(100_000);
  });

  it('times out on a server that never finishes, and on one that never answers', async () => {
    handler = (req, res) => {
      if (req.url === '/half') res.write('BEGIN:VCALENDAR\r\n');
      // otherwise: never answers
    };
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/half`, { ...local, timeoutMs: 150 }))).toBe('timeout');
    expect(await kindOf(safeFetch(`http://127.0.0.1:${port}/silent`, { ...local, timeoutMs: 150 }))).toBe('timeout');
  });

  it('reports an error status and an unreachable server', async () => {
    handler = (_req, res) => res.writeHead(404).end('gone');
    const error = await failure(safeFetch(`http://127.0.0.1:${port}/`, local));
    expect(error).toMatchObject({ kind: 'badStatus', status: 404 });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await kindOf(safeFetch(`http://127.0.0.1:${closedPort}/`, local))).toBe('unreachable');
  });

  it('sends the validators it is given and reports a 304 as not modified', async () => {
    handler = (req, res) => {
      if (
        req.headers['if-none-match'] === '"v1"' &&
        req.headers['if-modified-since'] === 'Wed, 21 Oct 2026 07:28:00 GMT'
      )
        res.writeHead(304).end();
      else res.end('changed');
    };
    const result = await safeFetch(`http://127.0.0.1:${port}/`, {
      ...local,
      etag: '"v1"',
      lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT',
    });
    expect(result).toMatchObject({ status: 304, notModified: true });
    expect(result.body.length).toBe(0);
  });

  it('does not put the URL in its error messages', async () => {
    handler = (_req, res) => res.writeHead(500).end();
    const error = await failure(safeFetch(`http://127.0.0.1:${port}/feed?secret-token=abc123`, local));
    expect(error.message).not.toContain('abc123');
    const refused = await failure(safeFetch('http://10.0.0.1/feed?secret-token=abc123'));
    expect(refused.message).not.toContain('abc123');
  });
});

describe('vetUrl and parseAllowHosts', () => {
  it('resolves host names through the given resolver and returns the address to connect to', async () => {
    const target = await vetUrl('https://calendar.example/ical.ics', {
      resolve: () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]),
    });
    expect(target).toMatchObject({ hostname: 'calendar.example', address: { address: '93.184.216.34', family: 4 } });
  });

  it('takes its policy from the configuration', () => {
    const config = loadConfig({
      PUBLIC_URL: 'http://guidebook.test',
      FETCH_ALLOW_HOSTS: '127.0.0.1, Calendar.Local',
      FETCH_TIMEOUT_MS: '2500',
      FETCH_MAX_BYTES: '65536',
    });
    expect(fetchPolicyFromConfig(config)).toEqual({
      allowHosts: ['127.0.0.1', 'calendar.local'],
      timeoutMs: 2500,
      maxBytes: 65536,
    });
    expect(fetchPolicyFromConfig(loadConfig({ PUBLIC_URL: 'http://guidebook.test' }))).toEqual({
      allowHosts: [],
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    });
  });

  it('parses the allow list in lower case and without IPv6 brackets', () => {
    expect(parseAllowHosts(' 127.0.0.1, LocalHost ,[::1],')).toEqual(['127.0.0.1', 'localhost', '::1']);
    expect(parseAllowHosts(undefined)).toEqual([]);
  });
});
