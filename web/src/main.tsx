import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { reportBootFailure } from './lib/boot-failed';
import { markBoot } from './lib/boot-marks';
import { writeLocaleCookie } from './lib/i18n/locale-cookie';
import { decideLocaleRedirect } from './lib/i18n/locale-detection';

/**
 * The entry every page loads: small on purpose. The app itself (React, Mantine, the routes) is
 * app/boot.tsx, loaded on demand:
 *  - a page that is not prerendered (dashboards, sign-in...) starts it at once; a host's dashboard the
 *    server rendered with its data shows meanwhile, and a button pressed on it is pressed again after;
 *  - a prerendered public page is complete without it (links are plain links), so it is hydrated at
 *    the visitor's first sign of intent (pointer, touch, key, focus), or at once when there is
 *    something to do now: a signed-in visitor (the header shows their dashboard), analytics consented
 *    (the tag counts this view) or to be asked (the question is shown). A phone that only reads the
 *    page never pays for the app's script.
 *  - a visitor whose language is the other one goes to that language's twin of the page first.
 */
markBoot('entry');

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  return element;
}
const container = rootElement();
const prerendered = container.hasAttribute('data-prerendered');
// A signed-in host's page the server rendered with its data (decision 077): the app renders over it.
const serverView = container.hasAttribute('data-server-view');

// Keys of lib/session.ts (SESSION_STORAGE_KEY) and features/analytics/consent.ts (ANALYTICS_CONSENT_KEY):
// read here without importing those modules, which bring React with them.
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
const signedIn = () => storedToken() !== null;

/**
 * The runtime config the server wrote into the app shell (`{ result, errors }`, as GET /api/config
 * answers it), or null on a page without it (a prerendered page) or with an unreadable one.
 */
function inlineConfig(): string | null {
  const text = document.getElementById('public-config')?.textContent;
  if (!text) return null;
  try {
    const apiBase = (JSON.parse(text) as { result?: { apiBase?: unknown } }).result?.apiBase;
    return typeof apiBase === 'string' ? text : null;
  } catch {
    return null;
  }
}
const inline = inlineConfig();
const configResponse = (): Promise<Response> =>
  inline !== null
    ? Promise.resolve(new Response(inline, { headers: { 'Content-Type': 'application/json' } }))
    : fetch('/api/config', { headers: { Accept: 'application/json' } });

/** The stored session's access token (lib/session.ts keeps `{ token, ... }` under SESSION_STORAGE_KEY). */
function storedToken(): string | null {
  try {
    const token = (JSON.parse(stored('user') ?? 'null') as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/** Whether the runtime config names an analytics id (then an unanswered visitor is asked at once). */
async function analyticsConfigured(): Promise<boolean> {
  try {
    const response = await configResponse();
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
  const config = configResponse();
  config.catch(() => undefined);
  // A signed-in host's first queries are on their way already: the page's HTML sent them (index.html).
  for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  if (prerendered || serverView) document.addEventListener('click', rememberClick, true);
  import('./app/boot')
    .then(({ boot }) =>
      boot(container, {
        config,
        hydrate: prerendered,
        onReady: () => {
          // A server view of a form (the editor) is inert until now (server/src/plugins/host-view.ts).
          container.removeAttribute('inert');
          document.removeEventListener('click', rememberClick, true);
          const button = pendingButton;
          pendingButton = null;
          if (button?.isConnected) button.click();
        },
      }),
    )
    .catch((error: unknown) => {
      // The app's code did not arrive: index.html's watchdog reloads or says so (a prerendered page
      // stays as it is, its links work without the app).
      console.error(error);
      container.removeAttribute('inert');
      reportBootFailure();
    });
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
