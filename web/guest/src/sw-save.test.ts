import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES, PAGES, savedVariant, saveForOffline, type SaveRequest } from './sw-save';

/** A Cache Storage fake: one map of URL -> body per cache name (URLs as the worker resolves them). */
function fakeCaches() {
  const stores = new Map<string, Map<string, ArrayBuffer>>();
  const key = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, ArrayBuffer>();
    stores.set(name, store);
    return {
      put: async (request: Request | string, response: Response) =>
        void store.set(key(request), await response.arrayBuffer()),
      match: async (request: Request | string) => {
        const body = store.get(key(request));
        return body === undefined ? undefined : new Response(body);
      },
    };
  };
  return { stores, api: { open } };
}

const ORIGIN = 'https://guide.test';
let caches: ReturnType<typeof fakeCaches>;
let fetched: string[];

/** The network: every URL answers `size` bytes (with a Content-Length unless told not to), or fails when offline. */
function network({ size = 100_000, contentLength = true, offline = false } = {}) {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (offline) throw new TypeError('Failed to fetch');
      const headers: Record<string, string> = contentLength ? { 'content-length': String(size) } : {};
      return new Response(new Uint8Array(size), { status: 200, headers });
    }),
  );
}

beforeEach(() => {
  caches = fakeCaches();
  vi.stubGlobal('caches', caches.api);
});
afterEach(() => vi.unstubAllGlobals());

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/images/p${i}-s.webp`);
const request = (images: string[], budget: number | null): SaveRequest => ({
  type: 'cache-guide',
  pages: ['/g/AbCdEfGhIjKl', '/es/g/AbCdEfGhIjKl'],
  assets: ['/guest/assets/main-abc.js'],
  images,
  budget,
});

describe('saveForOffline', () => {
  it('stays within the background budget: pages and script first, then photos until the budget is spent', async () => {
    network({ size: 100_000 });
    const result = await saveForOffline(request(photos(20), 1_000_000));
    expect(result.ok).toBe(true);
    expect(result.bytes).toBeLessThanOrEqual(1_000_000);
    expect(result.stopped).toBe(true);
    // 2 pages + 1 script + 7 photos make 1 MB; the 8th photo is not downloaded.
    expect(result.photosSaved).toBe(7);
    expect(caches.stores.get(IMAGES)!.size).toBe(7);
    expect(fetched.slice(0, 3)).toEqual(['/g/AbCdEfGhIjKl', '/es/g/AbCdEfGhIjKl', '/guest/assets/main-abc.js']);
  });

  it('counts the body when there is no Content-Length, and stops after the answer that spent the budget', async () => {
    network({ size: 300_000, contentLength: false });
    const result = await saveForOffline(request(photos(10), 1_000_000));
    expect(result.stopped).toBe(true);
    expect(result.bytes).toBe(1_200_000);
    expect(result.photosSaved).toBe(1);
  });

  it('saves every photo when the guest asked (no budget), and photos already saved cost nothing', async () => {
    network({ size: 100_000 });
    await saveForOffline(request(photos(3), 1_000_000));
    network({ size: 100_000 });
    const result = await saveForOffline(request(photos(20), null));
    expect(result).toMatchObject({ ok: true, photosSaved: 20, photosTotal: 20, stopped: false });
    expect(fetched.filter((url) => url.startsWith('/images/'))).toHaveLength(17);
    // Pages are fetched again every time (an updated guide replaces the saved copy).
    expect(caches.stores.get(PAGES)!.size).toBe(2);
  });

  it('offline: answers a photo not saved in the variant asked for with another saved variant of it', async () => {
    network({ size: 1000 });
    await saveForOffline({
      ...request(['/images/p0-s.webp'], null),
      variants: [['/images/p0-s.webp', '/images/p0-l.jpg']],
    });
    expect(await savedVariant(new URL('/images/p0-l.jpg', ORIGIN))).toBeInstanceOf(Response);
    expect(await savedVariant(new URL('/images/p1-l.jpg', ORIGIN))).toBeUndefined();
  });

  it('reports the guide as not saved when its page could not be fetched', async () => {
    network({ offline: true });
    const result = await saveForOffline(request(photos(2), null));
    expect(result).toMatchObject({ ok: false, photosSaved: 0, bytes: 0 });
  });
});
