/**
 * Counting what guests use, per guide and day: never who they are or what they typed. Events are
 * queued and sent in small batches (and when the page is hidden), never with cookies.
 */
import { data, storage } from './page-data';

const queue: { type: string; sectionId?: string; locale?: string }[] = [];
let flushTimer = 0;

export function flush() {
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
export function track(type: string, sectionId?: string, locale?: string) {
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
export function countVisit() {
  const key = `gb-visit:${data!.slug}`;
  const now = new Date();
  const today = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  if (storage.get(key) === today) return;
  storage.set(key, today);
  track('visit');
}

/** Which sections the guest actually looked at (each counted once per page view). */
export function observeSectionViews() {
  if (!('IntersectionObserver' in window)) return;
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
  for (const card of document.querySelectorAll<HTMLElement>('[data-section]')) observer.observe(card);
}
