/**
 * The offline banner and the service worker that keeps the guide on the phone (decision 050):
 * registered at idle a few seconds after load; then, unless the guest is on Save-Data or a slow
 * connection, a budgeted background save of the guide's pages, its script and the photos on screen.
 * Photos the guest scrolls to are kept by the worker as they load; "Save photos for offline" saves
 * every photo in the variant this screen shows.
 */
import { flush } from './events';
import { $, $$, data, t } from './page-data';
import {
  BACKGROUND_BUDGET_BYTES,
  backgroundAllowed,
  type ConnectionInfo,
  pickCandidate,
  srcsetUrls,
} from './offline-policy';
import { whenIdle } from './startup';
// Types only: the worker's code must not become a chunk shared with the page (a worker cannot import it).
import type { SaveRequest, SaveResult } from './sw-save';

/** How long after load the worker starts (so it never competes with the first screen). */
const START_AFTER_MS = 4000;

export function initOfflineBanner() {
  const banner = $('[data-offline-banner]');
  if (!banner) return;
  const update = () => {
    banner.hidden = navigator.onLine;
  };
  window.addEventListener('online', () => {
    update();
    flush();
  });
  window.addEventListener('offline', update);
  update();
}

const waitActive = (registration: ServiceWorkerRegistration) =>
  new Promise<ServiceWorker | null>((resolve) => {
    if (registration.active) return resolve(registration.active);
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return resolve(null);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    });
  });

let active: Promise<ServiceWorker | null> | null = null;

/** Registers the worker for both languages (once) and answers this page's active worker. */
function worker(sw: string): Promise<ServiceWorker | null> {
  active ??= (async () => {
    const scopes = ['/g/', '/es/g/'];
    const registrations = await Promise.all(scopes.map((scope) => navigator.serviceWorker.register(sw, { scope })));
    return waitActive(registrations[location.pathname.startsWith('/es/') ? 1 : 0]!);
  })().catch(() => null);
  return active;
}

/** A same-origin URL as a path (the worker saves nothing from other sites), else null. */
function local(src: string | null | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, location.href);
    return url.origin === location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

const unique = (urls: (string | null)[]) => [...new Set(urls.filter((u): u is string => !!u))];
const photoImages = () => $$<HTMLImageElement>('img').filter((img) => !img.closest('#map'));

/** The photos on screen now (loaded), in the variant the browser chose. */
const shownPhotos = () =>
  unique(photoImages().map((img) => (img.complete && img.naturalWidth > 0 ? local(img.currentSrc) : null)));

/** Every photo of the page, in the variant this screen shows (or would show once scrolled to). */
function everyPhoto(): string[] {
  const dpr = window.devicePixelRatio || 1;
  const fromPage = photoImages().map((img) => {
    const width = img.getBoundingClientRect().width || window.innerWidth;
    return local(img.currentSrc || pickCandidate(img.srcset, width, dpr) || img.getAttribute('src'));
  });
  return unique(fromPage);
}

/** Which URLs are the same photo, so that offline a saved variant stands in for another. */
function variantGroups(): string[][] {
  const groups = photoImages().map((img) => unique([img.getAttribute('src'), ...srcsetUrls(img.srcset)].map(local)));
  return groups.filter((g) => g.length > 1);
}

function request(images: string[], budget: number | null): SaveRequest {
  // The page script: named by its starter (written into the page), or by a script tag.
  const assets = $$<HTMLScriptElement>('script[src], script[data-guest-script]').map((s) =>
    local(s.dataset.guestScript ?? s.src),
  );
  const links = $$<HTMLLinkElement>(
    'link[rel="manifest"], link[rel="apple-touch-icon"], link[rel="icon"], link[rel="modulepreload"]',
  ).map((l) => local(l.href));
  // The icon sprite the page's icons point into (one file, named by its content).
  const sprites = $$<SVGUseElement>('svg use').map((use) => local(use.getAttribute('href')?.split('#')[0]));
  return {
    type: 'cache-guide',
    pages: data?.paths ? [data.paths.self, data.paths.other, data.paths.print] : [],
    assets: unique([...assets, ...links, ...sprites]),
    images,
    budget,
    variants: variantGroups(),
  };
}

async function ask(sw: string, message: SaveRequest, timeoutMs: number): Promise<SaveResult | null> {
  const target = await worker(sw);
  if (!target) return null;
  return new Promise<SaveResult | null>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SaveResult>) => resolve(event.data ?? null);
    target.postMessage(message, [channel.port2]);
    window.setTimeout(() => resolve(null), timeoutMs);
  });
}

function markReady() {
  document.documentElement.dataset.offlineReady = '1';
  const ready = $('[data-offline-ready]');
  if (ready) ready.hidden = false;
}

/** "Save photos for offline": every photo, no budget (the guest asked), with its progress said aloud. */
async function saveEverything(sw: string, button: HTMLButtonElement) {
  const status = $('[data-save-offline-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  if (!navigator.onLine) return say(t('saveOfflineOffline'));
  button.disabled = true;
  say(t('saveOfflineSaving'));
  const result = await ask(sw, request(everyPhoto(), null), 10 * 60_000);
  button.disabled = false;
  if (result?.ok) markReady();
  if (result && result.photosSaved === result.photosTotal) say(t('saveOfflineDone', { count: result.photosTotal }));
  else say(t('saveOfflinePartial', { saved: result?.photosSaved ?? 0, total: result?.photosTotal ?? 0 }));
}

/** Keeps this guide on the phone for offline use: see the file's comment for what, and when. */
export function initServiceWorker() {
  const sw = data?.sw;
  if (!data || !sw || !data.paths || !('serviceWorker' in navigator)) return;
  const button = $<HTMLButtonElement>('[data-save-offline]');
  if (button) {
    button.hidden = false;
    button.addEventListener('click', () => void saveEverything(sw, button));
  }
  const start = () =>
    window.setTimeout(
      () =>
        whenIdle(() => {
          const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
          // Save-Data or a slow connection: the worker only keeps what the guest opens from now on.
          if (!backgroundAllowed(connection)) return void worker(sw);
          void ask(sw, request(shownPhotos(), BACKGROUND_BUDGET_BYTES), 120_000).then((r) => r?.ok && markReady());
        }),
      START_AFTER_MS,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
