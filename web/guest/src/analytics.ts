/**
 * Page analytics on a guest guide, only where the host opted in (the server then renders the consent
 * question and puts { id, script } in the page data; the Content-Security-Policy of such a page, and
 * only of such a page, allows the analytics server). The tag loads only after the guest accepts; the
 * answer is remembered on this device for every guide (GUEST_CONSENT_KEY), and a button in the
 * footer asks again.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GUEST_CONSENT_KEY = 'guestAnalyticsConsent';
type Consent = 'granted' | 'denied';

function remembered(): Consent | null {
  try {
    const value = localStorage.getItem(GUEST_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function remember(consent: Consent) {
  try {
    localStorage.setItem(GUEST_CONSENT_KEY, consent);
  } catch {
    // Blocked storage: the answer lasts for this page only.
  }
}

let loaded = false;

/** The standard gtag.js bootstrap (as a script, not inline, so the policy needs no 'unsafe-inline'). */
function loadTag(id: string, scriptUrl: string) {
  if (loaded) return;
  loaded = true;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  window.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the dataLayer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // No advertising features; the one page view of this guide page is sent below, as the host app does.
  window.gtag('config', id, {
    send_page_view: false,
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  window.gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
}

export function initGuestAnalytics(config: { id: string; script: string } | null | undefined): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  if (!config || !banner) return;
  const show = () => {
    banner.hidden = false;
    banner.querySelector<HTMLButtonElement>('[data-consent-answer]')?.focus({ preventScroll: true });
  };
  const answer = (consent: Consent) => {
    remember(consent);
    banner.hidden = true;
    if (consent === 'granted') loadTag(config.id, config.script);
  };
  banner.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-consent-answer]');
    if (button) answer(button.dataset.consentAnswer === 'granted' ? 'granted' : 'denied');
  });
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') banner.hidden = true;
  });
  // A tag already loaded stays for this page; a new "no" takes effect from the next page.
  document.querySelector('[data-consent-change]')?.addEventListener('click', show);

  const consent = remembered();
  if (consent === 'granted') loadTag(config.id, config.script);
  else if (consent === null) banner.hidden = false;
}
