/**
 * The guest guide's service worker (registered for /g/ and /es/g/ only, never for the host app).
 *
 * - Guide pages: network first (so an updated guide replaces the saved one on the next online
 *   visit), the saved copy when the network fails or is too slow; a guide that is gone (404) is
 *   dropped from the phone too. A stay page (`?s=`) waits for the network while online, so a revoked
 *   link reaches the phone on the next load (see sw-network.ts).
 * - Photos and the hashed script: cache first (their URLs never change content).
 * - After the first visit the page asks for the whole guide to be saved: both languages, the
 *   print page, every photo, the script, the manifest and icons.
 * Nothing here identifies the guest; no cookie is ever set.
 */
import { NETWORK_TIMEOUT_MS, networkFirst, pageTimeout } from './sw-network';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

declare const self: WorkerScope;

const PAGES = 'guest-pages-v1';
const IMAGES = 'guest-images-v1';
const ASSETS = 'guest-assets-v1';
const KEEP = new Set([PAGES, IMAGES, ASSETS]);
/** Photos kept at most (oldest dropped first), so guides visited long ago do not pile up. */
const MAX_IMAGES = 400;

const isGuidePage = (path: string) => /^\/(es\/)?g\/[^/]+(\/print)?\/?$/.test(path);
const isGuideData = (url: URL) => /^\/[^?]*\/guide\/[A-Za-z0-9_-]{10,64}$/.test(url.pathname);
const isAsset = (path: string) => path.startsWith('/guest/') || path === '/favicon.svg';
const isImage = (request: Request, path: string) => request.destination === 'image' || path.startsWith('/images/');
const isGuideExtra = (path: string) => /^\/(es\/)?g\/[^/]+\/(manifest\.webmanifest|icon-\d+\.png)$/.test(path);

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('guest-') && !KEEP.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const offlinePage = () =>
  new Response(
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline / Sin conexión</title></head>' +
      '<body style="font:18px/1.5 system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem">' +
      '<h1>You are offline</h1><p>This page was not saved on this phone yet. Connect to the internet and open the guide once.</p>' +
      '<h1 lang="es">No tienes conexión</h1><p lang="es">Esta página aún no está guardada en este teléfono. Conéctate a internet y abre la guía una vez.</p></body></html>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

async function trimImages() {
  const cache = await caches.open(IMAGES);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_IMAGES))) await cache.delete(key);
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    if (cacheName === IMAGES) void trimImages();
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Map tiles and anything else on other sites: straight to the network (they are not guide data).
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate' || isGuidePage(path)) {
    event.respondWith(networkFirst(request, PAGES, { timeoutMs: pageTimeout(url), fallback: offlinePage }));
  } else if (isGuideData(url)) {
    // The guide answer without a code is the same for everyone; with a code or a stay token it is never saved here.
    if (request.headers.has('x-guide-code') || request.headers.has('x-stay-token')) return;
    event.respondWith(networkFirst(request, PAGES, { timeoutMs: NETWORK_TIMEOUT_MS }));
  } else if (isGuideExtra(path)) {
    event.respondWith(networkFirst(request, PAGES, { timeoutMs: NETWORK_TIMEOUT_MS }));
  } else if (isAsset(path)) {
    event.respondWith(cacheFirst(request, ASSETS));
  } else if (isImage(request, path)) {
    event.respondWith(cacheFirst(request, IMAGES));
  }
});

interface CacheGuideMessage {
  type: 'cache-guide';
  pages: string[];
  assets: string[];
  images: string[];
}

async function saveAll(message: CacheGuideMessage): Promise<boolean> {
  const [pages, assets, images] = await Promise.all([caches.open(PAGES), caches.open(ASSETS), caches.open(IMAGES)]);
  const save = async (cache: Cache, url: string, refresh: boolean) => {
    if (!refresh && (await cache.match(url))) return true;
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (response.status !== 200) return false;
      await cache.put(url, response);
      return true;
    } catch {
      return false;
    }
  };
  const results = await Promise.all([
    ...message.pages.map((url) => save(pages, url, true)),
    ...message.assets.map((url) =>
      save(url.startsWith('/guest/') || url === '/favicon.svg' ? assets : pages, url, !url.startsWith('/guest/')),
    ),
  ]);
  // Photos a few at a time, so a slow connection is not swamped.
  const photoResults: boolean[] = [];
  for (let i = 0; i < message.images.length; i += 4)
    photoResults.push(...(await Promise.all(message.images.slice(i, i + 4).map((url) => save(images, url, false)))));
  void trimImages();
  // The page counts as saved when its own copy and script are; a missing photo only shows as a gap.
  const scriptsSaved = message.assets.every(
    (url, i) => !url.startsWith('/guest/assets/') || results[message.pages.length + i],
  );
  return results[0] === true && scriptsSaved;
}

self.addEventListener('message', (event) => {
  const message = event.data as CacheGuideMessage | null;
  if (!message || message.type !== 'cache-guide') return;
  const port = event.ports[0];
  event.waitUntil(
    saveAll(message)
      .then((ok) => port?.postMessage({ ok }))
      .catch(() => port?.postMessage({ ok: false })),
  );
});
