/**
 * The guide's web app manifest ("Add to home screen": name, icons, start address) is linked by this
 * script, not by the page's head (decision 071). A browser fetches a page's manifest, and then the
 * icons it names, as soon as the page is parsed: while the cover photo is still downloading, on the
 * same slow link. The starter loads this script once the cover is on screen, so linked from here the
 * manifest never competes with the first screen. The service worker keeps it for offline use like
 * the page's other files (it reads the link from the page, offline.ts).
 */
export function linkManifest(href: string | null | undefined, doc: Document = document): void {
  if (!href || doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  doc.head.append(link);
}
