import { type ReactNode, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { reportBootFailure } from '../lib/boot-failed';
import { markBoot } from '../lib/boot-marks';
import { isChunkLoadError } from '../lib/chunk-reload';
import { initI18n } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale-path';
import { loadPublicConfig } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';
import { earlyRefresh } from '../lib/early-requests';
import { decodeJwtPayload, getToken, hydrateAsUser, writeViewCookie } from '../lib/session';
import { SERVER_ANSWERS_ID, type ServerAnswers } from '@common/host-view';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { prefetchRouteData, seedRouteData } from './route-prefetch';
import { createPreparedAppRouter } from './router';

/**
 * Calls `onDone` once the first render (or hydration) of `children` has been committed. It wraps the
 * app rather than standing beside it: React derives `useId`'s ids from the tree's shape, and a sibling
 * at the root would give every id in the app another value than the server's render of the app alone
 * (prerender/), so the hydrated markup's ids (a label's `for`, a tab's panel) would not be React's.
 */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useLayoutEffect(() => markBoot('committed'), []);
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * The server's answers to the page's first queries (a page the server rendered for its host, decision
 * 077) into the query cache, when they are for the session this browser holds. Answers whether it did.
 */
function seedServerAnswers(container: HTMLElement, queryClient: ReturnType<typeof createQueryClient>): boolean {
  if (!container.hasAttribute('data-server-view')) return false;
  let data: ServerAnswers | null = null;
  try {
    data = JSON.parse(document.getElementById(SERVER_ANSWERS_ID)?.textContent || 'null') as ServerAnswers | null;
  } catch {
    return false;
  }
  const token = getToken();
  const holder = token ? decodeJwtPayload(token)?.sub : undefined;
  if (!data || typeof data.userId !== 'string' || data.userId !== holder) return false;
  if (!seedRouteData(queryClient, window.location.pathname, data.answers ?? {})) return false;
  hydrateAsUser({ ...data.user, token: token ?? undefined });
  return true;
}

/**
 * Starts the app in #root. Everything the first page needs starts at once and in parallel: the
 * runtime config (already requested by main.tsx when it passes `config`), the page's code and texts
 * (its route chunks and locale bundles) and, once the config names the API, the page's first queries.
 * Meanwhile the splash, the prerendered page or the server's view of a host's page shows; then a
 * prerendered page or a server view (with the server's answers) is hydrated, any other rendered
 * afresh. Loaded on demand by main.tsx.
 */
export async function boot(
  container: HTMLElement,
  options: { hydrate: boolean; onReady?: () => void; config?: Promise<Response> },
): Promise<void> {
  markBoot('code');
  const locale = localeFromPath(window.location.pathname);
  initI18n(locale);
  document.documentElement.lang = locale;
  const ready = () => options.onReady?.();
  const queryClient = createQueryClient();
  const seeded = seedServerAnswers(container, queryClient);
  // The view cookie follows the stored token, also after the page's own early refresh (index.html).
  void Promise.resolve(earlyRefresh()).then(() => writeViewCookie(getToken()));
  let root: Root | null = null;
  let early = options.config;

  const start = async (): Promise<void> => {
    try {
      // The request main.tsx started serves the first attempt only; a retry asks again.
      const response = early;
      early = undefined;
      const configLoaded = loadPublicConfig(response ? ((() => response) as typeof fetch) : fetch);
      void configLoaded.then(
        () => !seeded && getToken() && prefetchRouteData(queryClient, window.location.pathname),
        () => undefined,
      );
      const [config, router] = await Promise.all([
        configLoaded,
        createPreparedAppRouter({ hydrate: (options.hydrate || seeded) && !root }),
      ]);
      markBoot('ready');
      if (!root && (options.hydrate || seeded)) {
        root = hydrateRoot(
          container,
          <StrictMode>
            <Committed onDone={ready}>
              <App config={config} router={router} queryClient={queryClient} />
            </Committed>
          </StrictMode>,
        );
        return;
      }
      root ??= createRoot(container);
      root.render(
        <StrictMode>
          <Committed onDone={ready}>
            <App config={config} router={router} queryClient={queryClient} />
          </Committed>
        </StrictMode>,
      );
    } catch (error) {
      console.error(error);
      const missingCode = isChunkLoadError(error);
      // A part of the app that did not download: index.html's watchdog reloads the page or says so.
      if (missingCode && !root && reportBootFailure()) return;
      // A server view may be inert until the app takes it over: the message replaces it, usable.
      container.removeAttribute('inert');
      root ??= createRoot(container);
      // A module that failed to load stays failed in this page: only a reload fetches it again.
      root.render(<BootFailure onRetry={() => (missingCode ? window.location.reload() : void start())} />);
    }
  };
  await start();
}
