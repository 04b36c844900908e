import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { writeLocaleCookie } from './lib/i18n/locale-cookie';
import { decideLocaleRedirect } from './lib/i18n/locale-detection';

/**
 * The entry every page loads: small on purpose. The app itself (React, Mantine, the routes) is
 * app/boot.tsx, loaded on demand:
 *  - a page that is not prerendered (dashboards, sign-in...) starts it at once;
 *  - a prerendered public page is complete without it (links are plain links), so it is hydrated at
 *    the visitor's first sign of intent (pointer, touch, key, focus), or at once when there is
 *    something to do now: a signed-in visitor (the header shows their dashboard), analytics consented
 *    (the tag counts this view) or to be asked (the question is shown). A phone that only reads the
 *    page never pays for the app's script.
 *  - a visitor whose language is the other one goes to that language's twin of the page first.
 */
function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  return element;
}
const container = rootElement();
const prerendered = container.hasAttribute('data-prerendered');

// Keys of lib/session.ts (SESSION_STORAGE_KEY) and features/analytics/consent.ts (ANALYTICS_CONSENT_KEY):
// read here without importing those modules, which bring React with them.
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
const signedIn = () => /"token"\s*:\s*"[^"]+"/.test(stored('user') ?? '');

/** Whether the runtime config names an analytics id (then an unanswered visitor is asked at once). */
async function analyticsConfigured(): Promise<boolean> {
  try {
    const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { result?: { analyticsId?: string | null } };
    return Boolean(body.result?.analyticsId);
  } catch {
    return false;
  }
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;
let started = false;
/** A button pressed before the app took over (its click did nothing yet): pressed again once it has. */
let pendingButton: HTMLElement | null = null;
const rememberClick = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (button) pendingButton = button;
};

function start(): void {
  if (started) return;
  started = true;
  // The runtime config is asked for now, while the app's code downloads (boot uses this answer).
  const config = fetch('/api/config', { headers: { Accept: 'application/json' } });
  config.catch(() => undefined);
  for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  if (prerendered) document.addEventListener('click', rememberClick, true);
  void import('./app/boot').then(({ boot }) =>
    boot(container, {
      config,
      hydrate: prerendered,
      onReady: () => {
        document.removeEventListener('click', rememberClick, true);
        const button = pendingButton;
        pendingButton = null;
        if (button?.isConnected) button.click();
      },
    }),
  );
}

if (!prerendered) {
  start();
} else {
  const decision = decideLocaleRedirect(window.location, {
    cookie: document.cookie,
    languages: navigator.languages ?? [navigator.language],
  });
  if (decision.redirectTo) {
    if (decision.remember) writeLocaleCookie(decision.remember, { secure: window.location.protocol === 'https:' });
    window.location.replace(decision.redirectTo);
  } else {
    const consent = stored('analyticsConsent');
    if (signedIn() || consent === 'granted') start();
    else {
      for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
      if (consent === null) void analyticsConfigured().then((configured) => configured && start());
    }
  }
}
