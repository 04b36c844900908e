import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkFirst, NETWORK_TIMEOUT_MS, pageTimeout } from './sw-network';

/** A Cache Storage fake: one map of URL -> body per cache name. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return {
      put: async (request: Request, response: Response) => void store.set(request.url, await response.text()),
      delete: async (request: Request) => store.delete(request.url),
      match: async (request: Request) => {
        const body = store.get(request.url);
        return body === undefined ? undefined : new Response(body);
      },
    };
  };
  return { stores, api: { open } };
}

const STAY = 'https://guide.test/g/AbCdEfGhIjKl?s=stay-token-123';
const PAGE = 'https://guide.test/g/AbCdEfGhIjKl';
let caches: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  vi.useFakeTimers();
  caches = fakeCaches();
  vi.stubGlobal('caches', caches.api);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The network answers `body` after `delayMs` (or fails: offline). */
const network = (body: string | null, delayMs = 0) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve, reject) =>
          setTimeout(() => (body === null ? reject(new TypeError('offline')) : resolve(new Response(body))), delayMs),
        ),
    ),
  );

async function load(url: string) {
  const answer = networkFirst(new Request(url), 'guest-pages-v1', { timeoutMs: pageTimeout(new URL(url)) });
  await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS * 3);
  return (await answer).text();
}

describe('guest service worker: pages', () => {
  it('shows a revoked stay link on the next online load, even over a slow network, and keeps that instead', async () => {
    network('<p>Hello Marta, door code 4471</p>');
    expect(await load(STAY)).toContain('Hello Marta');
    // The host revokes the link; the phone is online but slow.
    network('<p>This link no longer works</p>', NETWORK_TIMEOUT_MS * 2);
    expect(await load(STAY)).toBe('<p>This link no longer works</p>');
    expect(caches.stores.get('guest-pages-v1')!.get(STAY)).toBe('<p>This link no longer works</p>');
  });

  it('falls back to the saved stay page only when there is no network', async () => {
    network('<p>Hello Marta</p>');
    await load(STAY);
    network(null);
    expect(await load(STAY)).toBe('<p>Hello Marta</p>');
  });

  it('shows the saved public guide page when the network is slow', async () => {
    network('<p>Guide v1</p>');
    await load(PAGE);
    network('<p>Guide v2</p>', NETWORK_TIMEOUT_MS * 2);
    expect(await load(PAGE)).toBe('<p>Guide v1</p>');
  });
});
