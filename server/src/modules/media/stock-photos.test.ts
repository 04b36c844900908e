import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_ERROR_KEYS, MEDIA_LIMITS, type MediaLibraryItem, type StockSearchResult } from '@common/contracts/media';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { makeImage } from './media.fixtures';

/**
 * A stand-in for the Pexels API on 127.0.0.1, answering its documented JSON and headers
 * (https://www.pexels.com/api/documentation/#photos-search): /v1/search, /v1/photos/{id}, and the
 * image files that the answers point to.
 */
const API_KEY = 'test-pexels-key-123';
let provider: Server;
let origin: string;
let hits: { path: string; authorization: string | undefined }[] = [];
let searchStatus = 200;
let jpeg: Buffer;

function photo(id: number) {
  const file = `${origin}/photos/${id}/pexels-photo-${id}.jpeg`;
  return {
    id,
    width: 3066,
    height: 3968,
    url: `https://www.pexels.com/photo/trees-during-day-${id}/`,
    photographer: 'Lukas Rodriguez',
    photographer_url: 'https://www.pexels.com/@lukas-rodriguez-1845331',
    photographer_id: 1845331,
    avg_color: '#374824',
    src: {
      original: file,
      large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
      small: `${file}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt: 'Brown Rocks During Golden Hour',
  };
}

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, origin);
  hits.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const quota = { 'X-Ratelimit-Limit': '20000', 'X-Ratelimit-Remaining': '19684', 'X-Ratelimit-Reset': '1590529646' };
  if (url.pathname.startsWith('/v1/') && req.headers.authorization !== API_KEY)
    return json(401, { error: 'Unauthorized' });

  if (url.pathname === '/v1/search') {
    if (searchStatus === 429)
      return json(
        429,
        { error: 'Rate limit exceeded' },
        {
          'X-Ratelimit-Limit': '20000',
          'X-Ratelimit-Remaining': '0',
          'X-Ratelimit-Reset': String(Math.floor(Date.now() / 1000) + 120),
        },
      );
    if (searchStatus !== 200) return json(searchStatus, { error: 'boom' });
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const query = url.searchParams.get('query')!;
    const total = 60;
    const ids = Array.from(
      { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
      (_, i) => 1000 + (page - 1) * perPage + i,
    );
    return json(
      200,
      {
        total_results: total,
        page,
        per_page: perPage,
        photos: ids.map(photo),
        ...(page * perPage < total
          ? {
              next_page: `https://api.pexels.com/v1/search/?page=${page + 1}&per_page=${perPage}&query=${encodeURIComponent(query)}`,
            }
          : {}),
        ...(page > 1
          ? {
              prev_page: `https://api.pexels.com/v1/search/?page=${page - 1}&per_page=${perPage}&query=${encodeURIComponent(query)}`,
            }
          : {}),
      },
      quota,
    );
  }
  const single = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
  if (single)
    return Number(single[1]) === 404 ? json(404, { error: 'Not Found' }) : json(200, photo(Number(single[1])), quota);
  if (/^\/photos\/\d+\/pexels-photo-\d+\.jpeg$/.test(url.pathname)) {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
    return res.end(jpeg);
  }
  if (url.pathname === '/redirect-away') {
    res.writeHead(302, {
      location: `http://localhost:${(provider.address() as AddressInfo).port}/photos/7/pexels-photo-7.jpeg`,
    });
    return res.end();
  }
  if (url.pathname === '/redirect-home') {
    res.writeHead(302, { location: '/photos/8/pexels-photo-8.jpeg' });
    return res.end();
  }
  if (url.pathname === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<html>not an image</html>');
  }
  if (url.pathname === '/fake.jpeg') {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return res.end('plain text served as a jpeg');
  }
  res.writeHead(404).end();
}

let t: TestApp;
let host: TestHost;
let propertyId: number;

const search = (term: string, page: number, who: TestHost | null = host) =>
  t.app.inject({
    method: 'GET',
    url: `/api/media/photos/${encodeURIComponent(term)}/${page}`,
    headers: who?.headers ?? {},
  });
const save = (body: unknown, property = propertyId, who: TestHost = host) =>
  t.app.inject({
    method: 'POST',
    url: `/api/media/library/stock/${property}`,
    headers: who.headers,
    payload: body as object,
  });

beforeAll(async () => {
  jpeg = await makeImage('jpeg', 1880, 1253);
  provider = createServer(answer);
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await buildTestApp({ PEXELS_API_KEY: API_KEY, PEXELS_API_URL: `${origin}/v1` });
  host = await createHost(t);
  const created = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
  propertyId = created.json().result.propertyId as number;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});
beforeEach(() => {
  hits = [];
  searchStatus = 200;
});

describe('GET /media/photos/{searchTerm}/{page}', () => {
  it('asks the provider with the key and answers its shape plus rate_limits', async () => {
    const res = await search('beach house', 1);
    expect(res.statusCode).toBe(200);
    expect(hits).toHaveLength(1);
    const sent = new URL(hits[0]!.path, origin);
    expect(sent.pathname).toBe('/v1/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      query: 'beach house',
      page: '1',
      per_page: String(MEDIA_LIMITS.stockPageSize),
    });
    expect(hits[0]!.authorization).toBe(API_KEY);

    const { result, errors } = res.json() as { result: StockSearchResult; errors: unknown[] };
    expect(errors).toEqual([]);
    expect(result).toMatchObject({
      page: 1,
      per_page: 24,
      total_results: 60,
      rate_limits: { limit: 20000, remaining: 19684, reset: 1590529646 },
    });
    expect(result.next_page).toContain('page=2');
    expect(result.photos).toHaveLength(24);
    // Everything the drawer uses, in the provider's field names ("liked" is about the key's owner: dropped).
    const { liked: _liked, ...expected } = photo(1000);
    expect(result.photos[0]).toEqual(expected);
    expect(res.body).not.toContain(API_KEY);
  });

  it('serves a repeated search from the cache without asking the provider again', async () => {
    await search('mountain cabin', 2);
    const again = await search('  Mountain   Cabin ', 2);
    expect(hits).toHaveLength(1);
    expect(again.statusCode).toBe(200);
    expect((again.json().result as StockSearchResult).photos[0]!.id).toBe(1024);
    await search('mountain cabin', 3);
    expect(hits).toHaveLength(2);
  });

  it('answers the last page with next_page null', async () => {
    const res = await search('lake', 3);
    const result = res.json().result as StockSearchResult;
    expect(result.photos).toHaveLength(12);
    expect(result.next_page).toBeNull();
  });

  it('answers 429 when the provider quota is spent and 502 when the provider fails, caching neither', async () => {
    searchStatus = 429;
    const limited = await search('forest', 1);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toMatchObject({
      code: 'rate_limited',
      description: MEDIA_ERROR_KEYS.stockRateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    searchStatus = 500;
    const failed = await search('forest', 1);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors[0]).toMatchObject({
      code: 'unavailable',
      description: MEDIA_ERROR_KEYS.stockUnavailable,
    });
    searchStatus = 200;
    expect((await search('forest', 1)).statusCode).toBe(200);
    expect(hits).toHaveLength(3);
  });

  it('answers 400 naming bad parameters and 401 without a user', async () => {
    const bad = await search('x', 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('page');
    const long = await search('a'.repeat(101), 1);
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().errors[0].field).toBe('searchTerm');
    expect((await search('beach', 1, null)).statusCode).toBe(401);
    expect(hits).toHaveLength(0);
  });
});

describe('GET /media/photos without PEXELS_API_KEY', () => {
  it('answers 200 with an empty result and the "not configured" description', async () => {
    const plain = await buildTestApp({}, t.database);
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/media/photos/beach/2', headers: host.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: {
          photos: [],
          page: 2,
          per_page: MEDIA_LIMITS.stockPageSize,
          total_results: 0,
          next_page: null,
          rate_limits: null,
        },
        errors: [{ code: 'unavailable', description: MEDIA_ERROR_KEYS.stockNotConfigured }],
      });
    } finally {
      await plain.close();
    }
  });
});

describe('POST /media/library/stock/{propertyId}', () => {
  it('saves a stock photo by URL into the Stock photos source, with its credit', async () => {
    const res = await save({
      url: photo(42).src.original,
      alt: 'Rocks',
      photographer: 'Lukas Rodriguez',
      photographerUrl: 'https://www.pexels.com/@lukas',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result as MediaLibraryItem;
    expect(item).toMatchObject({
      mediaSourceId: 2,
      propertyId,
      alt: 'Rocks',
      photographer: 'Lukas Rodriguez',
      width: 1600,
      height: 1066,
      fileName: null,
    });
    expect(hits.map((h) => h.path)).toEqual(['/photos/42/pexels-photo-42.jpeg']);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/media/library/1/2/${propertyId}`, headers: host.headers })
    ).json().result;
    expect(page.items.map((i: MediaLibraryItem) => i.mediaId)).toContain(item.mediaId);
  });

  it('saves a stock photo by id, looking it up at the provider', async () => {
    const res = await save({ photoId: 77 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      mediaSourceId: 2,
      alt: 'Brown Rocks During Golden Hour',
      photographer: 'Lukas Rodriguez',
      photographerUrl: 'https://www.pexels.com/@lukas-rodriguez-1845331',
    });
    expect(hits.map((h) => new URL(h.path, origin).pathname)).toEqual([
      '/v1/photos/77',
      '/photos/77/pexels-photo-77.jpeg',
    ]);
    expect(hits[0]!.authorization).toBe(API_KEY);
  });

  it('answers the first copy when the same photo is saved twice', async () => {
    const first = (await save({ url: photo(55).src.original })).json().result as MediaLibraryItem;
    hits = [];
    const second = await save({ photoId: 55 });
    expect(second.json().result.mediaId).toBe(first.mediaId);
    expect(hits.some((h) => h.path.startsWith('/photos/'))).toBe(false);
  });

  it("refuses hosts that are not the provider's image hosts, without fetching anything", async () => {
    for (const url of [
      'https://evil.example.com/photos/1/pexels-photo-1.jpeg',
      `http://localhost:${new URL(origin).port}/photos/1/pexels-photo-1.jpeg`,
      'http://169.254.169.254/latest/meta-data',
      'https://images.pexels.com@evil.example.com/x.jpeg',
      'file:///etc/passwd',
    ]) {
      const res = await save({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ field: 'url' });
    }
    const https = await save({ url: 'https://evil.example.com/a.jpeg' });
    expect(https.json().errors[0].description).toBe(MEDIA_ERROR_KEYS.stockHostNotAllowed);
    expect(hits).toHaveLength(0);
  });

  it('follows a redirect only within the allowed hosts', async () => {
    const away = await save({ url: `${origin}/redirect-away` });
    expect(away.statusCode).toBe(400);
    expect(away.json().errors[0]).toMatchObject({ field: 'url', description: MEDIA_ERROR_KEYS.stockHostNotAllowed });
    expect(hits.map((h) => h.path)).toEqual(['/redirect-away']);
    const home = await save({ url: `${origin}/redirect-home` });
    expect(home.statusCode, home.body).toBe(200);
  });

  it('refuses content that is not an image', async () => {
    const html = await save({ url: `${origin}/page.html` });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors[0]).toMatchObject({ field: 'url', description: MEDIA_ERROR_KEYS.stockFetchFailed });
    const fake = await save({ url: `${origin}/fake.jpeg` });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0]).toMatchObject({ field: 'url', description: MEDIA_ERROR_KEYS.unsupportedType });
  });

  it("answers 400 without photoId or url, 404 for another host's property, 401 without a user", async () => {
    const empty = await save({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('url');
    const other = await createHost(t);
    expect((await save({ url: photo(1).src.original }, propertyId, other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/media/library/stock/${propertyId}`, payload: { photoId: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(hits).toHaveLength(0);
  });
});
