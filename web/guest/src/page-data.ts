/**
 * What every part of the guest script shares: the page's data island (read once), its strings,
 * small DOM helpers, the device's storage (which may refuse) and a live region for announcements.
 */
export type Locale = 'en' | 'es';

export interface MapData {
  tiles: string;
  attribution: string;
  origin: [number, number] | null;
  places: { n: number; id: string; at: [number, number] }[];
}

export interface GuideData {
  slug: string;
  locale: Locale;
  apiBase: string;
  page?: 'print';
  version?: string;
  paths?: { self: string; other: string; print: string; otherPrint: string };
  /** The external sprite of the icons below the first screen, pointed into by the script (icons.ts). */
  icons?: string | null;
  /** The guide's web app manifest, linked by the script after the first screen (install.ts). */
  manifest?: string;
  sw?: string | null;
  hasAccessCode?: boolean;
  /** Opened from a stay link: its token, and whether the private details show now. */
  stay?: { token: string; unlocked: boolean } | null;
  /** Page analytics, only on a guide whose host opted in (loaded after the guest's consent). */
  analytics?: { id: string; script: string } | null;
  map?: MapData | null;
  strings: Record<string, string>;
}

export const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  root.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<T>(selector));

const island = document.getElementById('guide-data');
export const data: GuideData | null = island?.textContent ? (JSON.parse(island.textContent) as GuideData) : null;

export function t(key: string, params: Record<string, string | number> = {}): string {
  const text = data?.strings[key] ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A visually hidden live region, so screen readers hear what a tap did. */
const live = document.createElement('p');
live.className = 'sr-only';
live.setAttribute('aria-live', 'polite');
document.body.append(live);
export const announce = (text: string) => {
  live.textContent = '';
  window.setTimeout(() => (live.textContent = text), 50);
};

export const storage = {
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

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Lower case without accents, so "cafe" finds "Café". */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
