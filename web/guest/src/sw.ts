/**
 * The guest guide's service worker (registered for /g/ and /es/g/ only, never for the host app).
 *
 * - Guide pages: network first (so an updated guide replaces the saved one on the next online
 *   visit), the saved copy when the network fails or is too slow; a guide that is gone (404) is
 *   dropped from the phone too. A stay page (`?s=`) waits for the network while online, so a revoked
 *   link reaches the phone on the next load (see sw-network.ts).
 * - Photos and the hashed script: cache first (their URLs never change content); every photo the
 *   page shows goes through here, so a photo the guest has seen is kept. Offline, a photo missing in
 *   the variant asked for is answered with another saved variant of it.
 * - What is saved ahead of use is up to the page (decision 050, sw-save.ts): a budgeted background
 *   save a few seconds after load (none on Save-Data or a slow connection), and everything when the
 *   guest taps "Save photos for offline".
 * Nothing here identifies the guest; no cookie is ever set.
 */
import { NETWORK_TIMEOUT_MS, networkFirst, pageTimeout } from './sw-network';
import { ASSETS, IMAGES, PAGES, savedVariant, saveForOffline, type SaveRequest, VARIANTS } from './sw-save';

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

const KEEP = new Set([PAGES, IMAGES, ASSETS, VARIANTS]);
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
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const other = cacheName === IMAGES ? await savedVariant(new URL(request.url)) : undefined;
    if (other) return other;
    throw error;
  }
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

self.addEventListener('message', (event) => {
  const message = event.data as SaveRequest | null;
  if (!message || message.type !== 'cache-guide') return;
  const port = event.ports[0];
  event.waitUntil(
    saveForOffline(message)
      .then((result) => {
        void trimImages();
        port?.postMessage(result);
      })
      .catch(() =>
        port?.postMessage({ ok: false, photosSaved: 0, photosTotal: message.images.length, bytes: 0, stopped: false }),
      ),
  );
});
