/**
 * The guest guide's only script. The server sends the whole page already rendered; this adds what
 * needs a script: copy the Wi-Fi password, unlock sensitive sections, search, keep the position when
 * switching language, the map, counting what guests use (no cookies, no identifiers) and the
 * service worker that keeps the guide on the phone. No framework: the page must stay light.
 *
 * Each part lives in its own file; this one starts them and routes the page's clicks.
 */
import { initGuestAnalytics } from './analytics';
import { onCopy } from './copy';
import { initDevices, playVideo } from './devices';
import { countVisit, flush, observeSectionViews, track } from './events';
import { drawIcons } from './icons';
import { linkManifest } from './install';
import { jumpAndFocus, jumpTo } from './jump';
import { initMap } from './map';
import { initOfflineBanner, initServiceWorker } from './offline';
import { $, $$, data, type GuideData, storage } from './page-data';
import { initSearch } from './search';
import { initStay, onStayAction, stayToken } from './stay';
import { inSteps, later } from './startup';
import { codeKey, onUnlock, restoreUnlocked } from './unlock';
import './guest.css';

function initPrintPage() {
  $('[data-print]')?.addEventListener('click', () => window.print());
  window.addEventListener('beforeprint', () => {
    track('print');
    flush();
  });
}

/** Puts the QR code of an opened Wi-Fi box in place of its template. */
function drawQr(box: HTMLElement) {
  if (!(box instanceof HTMLDetailsElement) || !box.open || !box.matches('[data-qr]')) return;
  const template = box.querySelector('template');
  if (template) template.replaceWith(template.content.cloneNode(true));
}

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

/** What the page's clicks do (a tap held by the starter is replayed once this is in place). */
function onPageClick(event: MouseEvent) {
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
}

/**
 * The guide page's start-up, one step per task (startup.ts: inSteps), so that this script never
 * makes one long task after the first paint; the starter replays what the guest did meanwhile once
 * every step has run (`started`).
 */
function guidePageSteps(data: GuideData): (() => void)[] {
  return [
    // The icons below the first screen (from their sprite file); what the guest can tap: the page's
    // clicks, the unlock form, the Wi-Fi QR box.
    () => {
      drawIcons(data.icons);
      document.addEventListener('click', onPageClick);
      document.addEventListener('submit', (event) => {
        const form = (event.target as HTMLElement).closest<HTMLFormElement>('[data-unlock]');
        if (!form) return;
        event.preventDefault();
        void onUnlock(form);
      });
      // The Wi-Fi QR code is drawn when its box opens (it waits in a template until then).
      document.addEventListener('toggle', (event) => drawQr(event.target as HTMLElement), true);
      // A box the guest opened before this script ran.
      for (const box of $$('details[data-qr][open]')) drawQr(box);
      window.addEventListener('appinstalled', () => track('install'));
      window.addEventListener('beforeprint', () => track('print'));
    },
    // Counting the visit: the first read of the device's storage is the slowest call of the start-up
    // (the browser loads the site's storage for it), so it has a task of its own.
    () => {
      track('open', undefined, data.locale);
      countVisit();
    },
    // What this device unlocked or was given; the web app manifest, now that the cover is on screen.
    () => {
      linkManifest(data.manifest);
      initOfflineBanner();
      void restoreUnlocked();
      void initStay();
    },
    () => {
      // Opened with an anchor (a shared link, the language switch): land on it once laid out.
      const opened =
        location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (opened && opened.closest('main')) requestAnimationFrame(() => jumpTo(opened));
      // A link to a device opens it at once; the rest waits until the first screen is up.
      if (location.hash.startsWith('#s-device')) initDevices();
      else later(initDevices);
      later(initSearch);
      later(initMap);
      later(observeSectionViews);
      later(() => initGuestAnalytics(data.analytics));
      // The service worker starts at idle a few seconds after load: it never competes with the first screen.
      initServiceWorker();
      // The AI concierge (web/guest/concierge): a chat button in its own small chunk, fetched at idle
      // after load; the conversation is another chunk, fetched only when the guest opens it.
      later(
        () =>
          void import('../concierge/launcher').then((m) =>
            m.startConcierge({
              slug: data.slug,
              locale: data.locale,
              apiBase: data.apiBase,
              getCode: () => storage.get(codeKey()),
              getStayToken: stayToken,
            }),
          ),
      );
    },
  ];
}

/** Resolves once the page's start-up has run: the starter (starter.ts) replays held taps then. */
export const started: Promise<void> =
  data?.page === 'print' ? inSteps([initPrintPage]) : data ? inSteps(guidePageSteps(data)) : Promise.resolve();
