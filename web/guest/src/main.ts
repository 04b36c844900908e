/**
 * The guest guide's only script. The server sends the whole page already rendered; this adds what
 * needs a script: copy the Wi-Fi password, unlock sensitive sections, search, keep the position when
 * switching language, the map, counting what guests use (no cookies, no identifiers) and the
 * service worker that keeps the guide on the phone. No framework: the page must stay light.
 */
import { initGuestAnalytics } from './analytics';
import { jumpAndFocus, jumpTo } from './jump';
import './guest.css';

type Locale = 'en' | 'es';

interface MapData {
  tiles: string;
  attribution: string;
  origin: [number, number] | null;
  places: { n: number; id: string; name: string; at: [number, number] }[];
}

interface GuideData {
  slug: string;
  locale: Locale;
  apiBase: string;
  page?: 'print';
  version?: string;
  paths?: { self: string; other: string; print: string; otherPrint: string };
  sw?: string | null;
  hasAccessCode?: boolean;
  /** Opened from a stay link: its token, and whether the private details show now. */
  stay?: { token: string; unlocked: boolean } | null;
  /** Page analytics, only on a guide whose host opted in (loaded after the guest's consent). */
  analytics?: { id: string; script: string } | null;
  map?: MapData | null;
  photos?: { s: string | null; l: string; w: number | null }[];
  strings: Record<string, string>;
}

interface UnlockedSection {
  sectionId: string;
  locked: boolean;
  body: string | null;
  wifi: { network: string; password: string } | null;
  photos: {
    src: string;
    srcSmall: string | null;
    width: number | null;
    height: number | null;
    smallWidth: number | null;
    alt: string;
  }[];
}

interface UnlockedGuide {
  sections: UnlockedSection[];
  wifi: { network: string; password: string } | null;
}

const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  root.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<T>(selector));

const island = document.getElementById('guide-data');
const data: GuideData | null = island?.textContent ? (JSON.parse(island.textContent) as GuideData) : null;

function t(key: string, params: Record<string, string | number> = {}): string {
  const text = data?.strings[key] ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A visually hidden live region, so screen readers hear what a tap did. */
const live = document.createElement('p');
live.className = 'sr-only';
live.setAttribute('aria-live', 'polite');
document.body.append(live);
const announce = (text: string) => {
  live.textContent = '';
  window.setTimeout(() => (live.textContent = text), 50);
};

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or full storage: the guide still works, it just forgets.
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/* ------------------------------------------------------------------ events */

const queue: { type: string; sectionId?: string; locale?: string }[] = [];
let flushTimer = 0;

function flush() {
  window.clearTimeout(flushTimer);
  if (!data || queue.length === 0 || !navigator.onLine) return;
  while (queue.length) {
    const events = queue.splice(0, 20);
    void fetch(`${data.apiBase}/guide/${data.slug}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
}

/** Counts what guests use, per guide and day; never who they are or what they typed. */
function track(type: string, sectionId?: string, locale?: string) {
  queue.push(sectionId ? { type, sectionId } : locale ? { type, locale } : { type });
  window.clearTimeout(flushTimer);
  flushTimer = window.setTimeout(flush, 5000);
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});

/**
 * Unique opens without identifiers: the browser remembers, in its own storage, the last day it
 * opened this guide, and sends `visit` only on the first open of a day. The server gets a count,
 * never who. Private windows or cleared storage count again.
 */
function countVisit() {
  const key = `gb-visit:${data!.slug}`;
  const now = new Date();
  const today = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  if (storage.get(key) === today) return;
  storage.set(key, today);
  track('visit');
}

/* ------------------------------------------------------------------ print page */

function initPrintPage() {
  $('[data-print]')?.addEventListener('click', () => window.print());
  window.addEventListener('beforeprint', () => {
    track('print');
    flush();
  });
}

/* ------------------------------------------------------------------ copy */

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

async function onCopy(button: HTMLElement) {
  const target = document.getElementById(button.dataset.copy ?? '');
  if (!target) return;
  const ok = await copyText(target.textContent ?? '');
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  button.textContent = ok ? `✓ ${t('copied')}` : label;
  announce(ok ? t('copied') : t('copyFailed'));
  if (!ok) {
    const range = document.createRange();
    range.selectNodeContents(target);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  } else {
    track('copy_wifi');
  }
  window.setTimeout(() => (button.textContent = label), 2500);
}

/* ------------------------------------------------------------------ unlock */

const codeKey = () => `guide:${data!.slug}:code`;
const unlockedKey = () => `guide:${data!.slug}:${data!.locale}:unlocked`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function wifiNodes(wifi: { network: string; password: string }, id: string): Node[] {
  const list = el('dl', { class: 'wifi', 'data-wifi': '' });
  const row = (label: string, value: string, valueId?: string) => {
    const div = el('div');
    div.append(el('dt', {}, label), el('dd', { class: 'mono', ...(valueId ? { id: valueId } : {}) }, value));
    list.append(div);
  };
  row(t('network'), wifi.network);
  row(t('password'), wifi.password, id);
  const nodes: Node[] = [list];
  if (wifi.password)
    nodes.push(el('button', { type: 'button', class: 'btn btn-block', 'data-copy': id }, t('copyPassword')));
  return nodes;
}

function photoNode(photo: UnlockedSection['photos'][number], single: boolean): HTMLImageElement {
  const img = el('img', { class: 'photo', alt: photo.alt, loading: 'lazy', decoding: 'async' });
  img.src = photo.srcSmall ?? photo.src;
  if (photo.srcSmall && photo.smallWidth && photo.width) {
    img.srcset = `${photo.srcSmall} ${photo.smallWidth}w, ${photo.src} ${photo.width}w`;
    img.sizes = single ? '(min-width: 46rem) 42rem, 100vw' : '(min-width: 46rem) 21rem, 50vw';
  }
  if (photo.smallWidth && photo.width && photo.height) {
    img.width = photo.smallWidth;
    img.height = Math.round((photo.smallWidth * photo.height) / photo.width);
  }
  return img;
}

/** Puts the unlocked content into the locked cards (bodies were sanitised by the server). */
function applyUnlocked(guide: UnlockedGuide): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const section of guide.sections) {
    if (section.locked) continue;
    const card = document.querySelector<HTMLElement>(
      `[data-locked-section][data-section="${CSS.escape(section.sectionId)}"]`,
    );
    if (!card) continue;
    const body = $('.section-body', card);
    if (!body) continue;
    body.replaceChildren();
    if (section.wifi) body.append(...wifiNodes(section.wifi, `w-${section.sectionId}`));
    const rich = el('div', { class: 'rich' });
    rich.innerHTML = section.body ?? '';
    body.append(rich);
    if (section.photos.length) {
      const strip = el('div', { class: `photos${section.photos.length === 1 ? ' single' : ''}` });
      strip.append(...section.photos.map((p) => photoNode(p, section.photos.length === 1)));
      body.append(strip);
    }
    $('.badge', card)?.remove();
    card.removeAttribute('data-locked-section');
    first ??= card;
  }
  const lockedWifi = $('[data-wifi-locked]');
  if (lockedWifi && guide.wifi) {
    const heading = $('h2', lockedWifi);
    lockedWifi.replaceChildren(...(heading ? [heading] : []), ...wifiNodes(guide.wifi, 'wifi-password'));
    lockedWifi.removeAttribute('data-wifi-locked');
  }
  return first;
}

async function fetchUnlocked(code: string): Promise<{ status: number; guide?: UnlockedGuide; retryAfter?: number }> {
  const res = await fetch(`${data!.apiBase}/guide/${data!.slug}?locale=${data!.locale}`, {
    headers: { 'x-guide-code': code, accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  });
  if (res.status === 200) return { status: 200, guide: ((await res.json()) as { result: UnlockedGuide }).result };
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? '0') };
}

async function onUnlock(form: HTMLFormElement) {
  const input = $<HTMLInputElement>('input', form)!;
  const error = $('.form-error', form)!;
  const button = $<HTMLButtonElement>('button', form)!;
  const code = input.value.trim();
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (!code) {
    input.focus();
    return;
  }
  if (!navigator.onLine) {
    error.textContent = t('unlockOffline');
    return;
  }
  button.disabled = true;
  announce(t('unlocking'));
  try {
    const answer = await fetchUnlocked(code);
    if (answer.status === 200 && answer.guide) {
      storage.set(codeKey(), code);
      storage.set(unlockedKey(), JSON.stringify(answer.guide));
      const first = applyUnlocked(answer.guide);
      announce(t('unlocked'));
      track('unlock');
      const heading = first ? $('h2', first) : null;
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
      return;
    }
    input.setAttribute('aria-invalid', 'true');
    error.textContent =
      answer.status === 403
        ? t('wrongCode')
        : answer.status === 429
          ? t('tooManyCodes', { minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) })
          : t('unlockFailed');
    input.focus();
  } catch {
    error.textContent = navigator.onLine ? t('unlockFailed') : t('unlockOffline');
  } finally {
    button.disabled = false;
  }
}

/** A guest who unlocked before gets the sections back: fresh when online, the saved copy offline. */
async function restoreUnlocked() {
  if (!data?.hasAccessCode) return;
  const code = storage.get(codeKey());
  if (!code) return;
  const saved = storage.get(unlockedKey());
  if (saved) {
    try {
      applyUnlocked(JSON.parse(saved) as UnlockedGuide);
    } catch {
      storage.remove(unlockedKey());
    }
  }
  if (!navigator.onLine) return;
  try {
    const answer = await fetchUnlocked(code);
    if (answer.status === 200 && answer.guide) {
      storage.set(unlockedKey(), JSON.stringify(answer.guide));
      if (!saved) applyUnlocked(answer.guide);
    } else if (answer.status === 403) {
      // The host changed the code: forget it (a reload shows the locked sections again).
      storage.remove(codeKey());
      storage.remove(unlockedKey());
    }
  } catch {
    // Offline after all: the saved copy stays.
  }
}

/* ------------------------------------------------------------------ stay link */

/** The stay token this device was given (the concierge sends it too), kept for the guide's later visits. */
const stayKey = () => `guide:${data!.slug}:stay`;
const stayToken = () => data?.stay?.token ?? storage.get(stayKey());

/** A stay link inside its window shows the private sections: fetched with the token, never cached in the page. */
async function initStay() {
  if (!data?.stay) return;
  storage.set(stayKey(), data.stay.token);
  if (!data.stay.unlocked || !navigator.onLine) return;
  try {
    const res = await fetch(`${data.apiBase}/guide/${data.slug}?locale=${data.locale}`, {
      headers: { 'x-stay-token': data.stay.token, accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
    });
    if (res.status === 200) applyUnlocked(((await res.json()) as { result: UnlockedGuide }).result);
  } catch {
    // Offline: the locked cards stay; the access code form still works.
  }
}

/** "I've arrived" / "I've checked out": tells the host, then says so in place of the button. */
async function onStayAction(button: HTMLButtonElement) {
  const kind = button.dataset.stayAction === 'arrived' ? 'arrived' : 'checkedOut';
  const message = $('[data-stay-message]');
  const token = stayToken();
  if (!token) return;
  button.disabled = true;
  try {
    const res = await fetch(
      `${data!.apiBase}/guide/${data!.slug}/stay/${kind === 'arrived' ? 'arrived' : 'checkedout'}`,
      {
        method: 'POST',
        headers: { 'x-stay-token': token, accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
      },
    );
    if (res.status !== 200) throw new Error(String(res.status));
    const done = el('p', { class: 'stay-done' }, t(kind === 'arrived' ? 'stayArrivedDone' : 'stayCheckedOutDone'));
    button.replaceWith(done);
    if (message) message.textContent = '';
    announce(done.textContent ?? '');
  } catch {
    button.disabled = false;
    if (message) message.textContent = t('stayActionFailed');
  }
}

/* ------------------------------------------------------------------ videos and devices */

/** The only players a poster may open (the page's Content-Security-Policy frames nothing else). */
const VIDEO_PLAYERS = new Set(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);

/**
 * Puts the privacy-enhanced player in place of a video poster. The page loads nothing from YouTube or
 * Vimeo before this tap; the player gets the page's origin as referrer (YouTube refuses to play without one).
 */
function playVideo(button: HTMLButtonElement) {
  let url: URL;
  try {
    url = new URL(button.dataset.videoEmbed ?? '');
  } catch {
    return;
  }
  if (!VIDEO_PLAYERS.has(url.origin)) return;
  url.searchParams.set('autoplay', '1');
  const frame = el('iframe', {
    src: url.href,
    title: button.dataset.videoTitle ?? '',
    allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
    allowfullscreen: '',
    referrerpolicy: 'strict-origin-when-cross-origin',
    class: 'video-frame',
  });
  const box = el('div', { class: 'video-box' });
  box.append(frame);
  button.replaceWith(box);
  frame.focus();
}

/** Opens the device a link or a shared address points at (#s-device-{id}). */
function openDeviceFromHash() {
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const details = target?.matches('[data-device]') ? target.querySelector('details') : null;
  if (details) details.open = true;
}

/** "How things work": the search box shows the devices whose text has every word typed (and opens them). */
function initDevices() {
  openDeviceFromHash();
  window.addEventListener('hashchange', openDeviceFromHash);
  const input = $<HTMLInputElement>('[data-device-search]');
  if (!input) return;
  const items = $$('[data-device]');
  const none = $('[data-device-none]');
  const texts = new Map(items.map((item) => [item, fold(item.textContent ?? '')]));
  input.addEventListener('input', () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of items) {
      const hit = words.every((w) => texts.get(item)!.includes(w));
      item.hidden = !hit;
      if (hit) shown++;
      const details = item.querySelector('details');
      if (details && words.length) details.open = hit;
    }
    if (none) none.hidden = shown > 0;
  });
}

/* ------------------------------------------------------------------ search */

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function initSearch() {
  const box = $('[data-search]');
  const input = $<HTMLInputElement>('#q');
  if (!box || !input) return;
  const status = $('.search-status', box)!;
  const clear = $<HTMLButtonElement>('[data-clear]', box)!;
  const cards = $$('main > [data-section], #places, #devices, #emergency');
  const places = $$('.place');
  const index = new Map<HTMLElement, string>();
  const textOf = (node: HTMLElement) => {
    let text = index.get(node);
    if (text === undefined) {
      text = fold(node.textContent ?? '');
      index.set(node, text);
    }
    return text;
  };
  let timer = 0;
  let lastTracked = '';
  const run = () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    clear.hidden = words.length === 0;
    if (words.length === 0) {
      for (const node of [...cards, ...places]) node.hidden = false;
      status.textContent = '';
      return;
    }
    const matches = (node: HTMLElement) => words.every((w) => textOf(node).includes(w));
    let count = 0;
    for (const place of places) place.hidden = !matches(place);
    for (const card of cards) {
      const hit = card.id === 'places' ? places.some((p) => !p.hidden) : matches(card);
      card.hidden = !hit;
      if (hit) count++;
    }
    status.textContent =
      count === 0 ? t('searchNone') : t(count === 1 ? 'searchResults_one' : 'searchResults_other', { count });
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const term = words.join(' ');
      if (term !== lastTracked && !term.startsWith(lastTracked || '\u0000')) {
        track('search');
        if (count === 0) track('search_empty');
      }
      lastTracked = term;
    }, 1500);
  };
  input.addEventListener('input', run);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      run();
    }
  });
  clear.addEventListener('click', () => {
    input.value = '';
    run();
    input.focus();
  });
}

/* ------------------------------------------------------------------ language switch */

/** The id of the part of the guide the guest is reading, so the other language opens there. */
function currentAnchor(): string | null {
  const marks = $$('main > section[id], main > nav[id], main > [data-section]');
  let current: string | null = null;
  for (const mark of marks) {
    if (mark.hidden || !mark.id) continue;
    if (mark.getBoundingClientRect().top <= window.innerHeight * 0.3) current = mark.id;
  }
  return current;
}

/* ------------------------------------------------------------------ map */

const TILE = 256;
const project = (lat: number, lon: number, zoom: number) => {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
};

/** A light tile map (no library): fits every place, numbered pins that match the list. */
function drawMap(container: HTMLElement, map: MapData) {
  const points = [...(map.origin ? [{ n: 0, at: map.origin, id: '', name: '' }] : []), ...map.places];
  if (points.length === 0) return;
  const width = container.clientWidth || 360;
  const height = container.clientHeight || 350;
  let zoom = 16;
  for (; zoom > 2; zoom--) {
    const xy = points.map((p) => project(p.at[0], p.at[1], zoom));
    const spanX = Math.max(...xy.map((p) => p.x)) - Math.min(...xy.map((p) => p.x));
    const spanY = Math.max(...xy.map((p) => p.y)) - Math.min(...xy.map((p) => p.y));
    if (spanX <= width - 60 && spanY <= height - 70) break;
  }
  const xy = points.map((p) => project(p.at[0], p.at[1], zoom));
  const centerX = (Math.max(...xy.map((p) => p.x)) + Math.min(...xy.map((p) => p.x))) / 2;
  const centerY = (Math.max(...xy.map((p) => p.y)) + Math.min(...xy.map((p) => p.y))) / 2 + 15;
  const left = centerX - width / 2;
  const top = centerY - height / 2;
  const count = 2 ** zoom;
  container.replaceChildren();
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
      if (ty < 0 || ty >= count) continue;
      const img = el('img', { alt: '', draggable: 'false' });
      img.src = map.tiles
        .replace('{z}', String(zoom))
        .replace('{x}', String(((tx % count) + count) % count))
        .replace('{y}', String(ty));
      img.style.left = `${tx * TILE - left}px`;
      img.style.top = `${ty * TILE - top}px`;
      img.onerror = () => img.remove();
      container.append(img);
    }
  }
  points.forEach((point, i) => {
    const pin =
      point.n === 0
        ? el('span', { class: 'pin home' }, '⌂')
        : el('a', { class: 'pin', href: `#p-${point.id}`, tabindex: '-1', title: point.name }, String(point.n));
    pin.style.left = `${xy[i]!.x - left}px`;
    pin.style.top = `${xy[i]!.y - top}px`;
    container.append(pin);
  });
  container.append(el('span', { class: 'attribution' }, map.attribution));
}

function initMap() {
  const toggle = $<HTMLButtonElement>('[data-map-toggle]');
  const container = $('#map');
  const note = $('[data-map-note]');
  if (!toggle || !container || !data?.map) return;
  // The list is the accessible version; the map is a picture of it.
  container.setAttribute('role', 'img');
  container.setAttribute('aria-label', t('mapLabel'));
  // Number the list like the pins.
  data.map.places.forEach((p) => {
    const heading = $(`#p-${CSS.escape(p.id)} h4`);
    if (heading && !heading.dataset.n) {
      heading.dataset.n = String(p.n);
      heading.prepend(`${p.n}. `);
    }
  });
  let drawn = false;
  toggle.addEventListener('click', () => {
    const open = container.hidden;
    if (open && !navigator.onLine) {
      note!.hidden = false;
      note!.textContent = t('mapOffline');
      return;
    }
    container.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? t('hideMap') : t('showMap');
    if (open && !drawn) {
      drawMap(container, data.map!);
      drawn = true;
      track('map_open');
    }
  });
}

/* ------------------------------------------------------------------ offline */

function initOfflineBanner() {
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
async function initServiceWorker() {
  if (!data?.sw || !data.paths || !('serviceWorker' in navigator)) return;
  try {
    const scopes = ['/g/', '/es/g/'];
    const registrations = await Promise.all(
      scopes.map((scope) => navigator.serviceWorker.register(data.sw!, { scope })),
    );
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

/* ------------------------------------------------------------------ start */

function initGuidePage() {
  if (!data) return;
  track('open', undefined, data.locale);
  countVisit();
  initOfflineBanner();
  initSearch();
  initDevices();
  initMap();
  void restoreUnlocked();
  void initStay();
  initGuestAnalytics(data.analytics);

  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const poster = target.closest<HTMLButtonElement>('[data-video-embed]');
    if (poster) {
      playVideo(poster);
      return;
    }
    const stayAction = target.closest<HTMLButtonElement>('[data-stay-action]');
    if (stayAction) {
      void onStayAction(stayAction);
      return;
    }
    const copy = target.closest<HTMLElement>('[data-copy]');
    if (copy) {
      void onCopy(copy);
      return;
    }
    const lang = target.closest<HTMLAnchorElement>('[data-lang-switch]');
    if (lang) {
      const anchor = currentAnchor();
      lang.href = `${lang.pathname}${anchor ? `#${anchor}` : ''}`;
      return;
    }
    const counted = target.closest<HTMLElement>('[data-event]');
    if (counted) track(counted.dataset.event!);
    // In-page links (contents, Emergency button): land on the card even when it is far down.
    const inPage = target.closest<HTMLAnchorElement>('a[href^="#s-"], a[href="#places"], a[href="#emergency"]');
    const card = inPage ? document.getElementById(inPage.getAttribute('href')!.slice(1)) : null;
    if (inPage && card && !event.defaultPrevented) {
      event.preventDefault();
      history.pushState(null, '', inPage.getAttribute('href')!);
      jumpAndFocus(card);
    }
  });
  // Opened with an anchor (a shared link, the language switch): the same correction once laid out.
  const opened = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (opened && opened.closest('main')) requestAnimationFrame(() => jumpTo(opened));
  document.addEventListener('submit', (event) => {
    const form = (event.target as HTMLElement).closest<HTMLFormElement>('[data-unlock]');
    if (!form) return;
    event.preventDefault();
    void onUnlock(form);
  });

  if ('IntersectionObserver' in window) {
    const seen = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.section;
          if (!entry.isIntersecting || !id || seen.has(id)) continue;
          seen.add(id);
          observer.unobserve(entry.target);
          track('section_view', id);
        }
      },
      { threshold: 0.4 },
    );
    for (const card of $$('[data-section]')) observer.observe(card);
  }
  window.addEventListener('appinstalled', () => track('install'));
  window.addEventListener('beforeprint', () => track('print'));

  // After the page is up: the service worker must never compete with the first paint.
  if (document.readyState === 'complete') void initServiceWorker();
  else window.addEventListener('load', () => void initServiceWorker(), { once: true });

  // The AI concierge (web/guest/concierge): a chat button in its own small chunk, fetched after load;
  // the conversation is another chunk, fetched only when the guest opens it.
  const startConcierge = () =>
    void import('../concierge/launcher').then((m) =>
      m.startConcierge({
        slug: data.slug,
        locale: data.locale,
        apiBase: data.apiBase,
        getCode: () => storage.get(codeKey()),
        getStayToken: stayToken,
      }),
    );
  if (document.readyState === 'complete') startConcierge();
  else window.addEventListener('load', startConcierge, { once: true });
}

if (data?.page === 'print') initPrintPage();
else initGuidePage();
