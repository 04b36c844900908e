/** The offline banner and the service worker that keeps the guide on the phone. */
import { flush } from './events';
import { $, $$, data } from './page-data';

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

/** Keeps this guide (both languages), its photos and its script on the phone for offline use. */
export async function initServiceWorker() {
  const sw = data?.sw;
  if (!data || !sw || !data.paths || !('serviceWorker' in navigator)) return;
  try {
    const scopes = ['/g/', '/es/g/'];
    const registrations = await Promise.all(scopes.map((scope) => navigator.serviceWorker.register(sw, { scope })));
    const mine = registrations[location.pathname.startsWith('/es/') ? 1 : 0]!;
    const worker = await waitActive(mine);
    if (!worker) return;
    const images = new Set<string>();
    for (const photo of data.photos ?? []) {
      images.add(photo.l);
      if (photo.s) images.add(photo.s);
    }
    for (const img of $$<HTMLImageElement>('img'))
      if (img.currentSrc) images.add(new URL(img.currentSrc, location.href).pathname);
    const assets = $$<HTMLScriptElement>('script[src]').map((s) => new URL(s.src, location.href).pathname);
    const links = $$<HTMLLinkElement>('link[rel="manifest"], link[rel="apple-touch-icon"], link[rel="icon"]').map(
      (l) => new URL(l.href, location.href).pathname,
    );
    const message = {
      type: 'cache-guide',
      pages: [data.paths.self, data.paths.other, data.paths.print],
      assets: [...assets, ...links],
      images: [...images].filter((src) => src.startsWith('/')),
    };
    const done = await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ ok: boolean }>) => resolve(Boolean(event.data?.ok));
      worker.postMessage(message, [channel.port2]);
      window.setTimeout(() => resolve(false), 60_000);
    });
    if (done) {
      document.documentElement.dataset.offlineReady = '1';
      const ready = $('[data-offline-ready]');
      if (ready) ready.hidden = false;
    }
  } catch {
    // No service worker (private mode, old browser): the guide works online as before.
  }
}
