import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type PublicConfig } from '@common/contracts/config';
import { AppProviders } from '@web/app/providers';
import { seedRouteData } from '@web/app/route-prefetch';
import { createAppRoutes } from '@web/app/router';
import { i18n, initI18n } from '@web/lib/i18n/i18n';
import { localeFromPath } from '@web/lib/i18n/locale-path';
import { setPublicConfig } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { renderAsUser, type SessionUser } from '@web/lib/session';

/** What the server knows of a signed-in host's page (server/src/plugins/host-view.ts). */
export interface HostViewInput {
  /** The page's path, e.g. /es/home. */
  pathname: string;
  /** The server's runtime config, as the page's shell carries it. */
  config: PublicConfig;
  /** The host as GET /user answers, with the access token the page was asked with. */
  user: SessionUser;
  /** The `result` of each of the page's first queries, by API path (common/first-requests.ts). */
  answers: Record<string, unknown>;
}

/** One render at a time: the language and the session are the module's while a render runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A signed-in host's page rendered on the server with its data (decision 077): the markup of the
 * app's own first render, shown until the app replaces it. Null for a page that has no server view
 * (only the dashboard has one) or whose data is incomplete, or when it would not show the page itself
 * (a redirect, an error).
 */
export function renderHostView(input: HostViewInput): Promise<string | null> {
  const next = queue.then(() => render(input));
  queue = next.catch(() => undefined);
  return next;
}

async function render({ pathname, config, user, answers }: HostViewInput): Promise<string | null> {
  const queryClient = createQueryClient();
  if (!seedRouteData(queryClient, pathname, answers)) return null;
  const locale = localeFromPath(pathname);
  initI18n(locale);
  await i18n.changeLanguage(locale);
  setPublicConfig(config);
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(`http://server-view.invalid${pathname}`));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderAsUser(user, () =>
    renderToString(
      <StrictMode>
        <AppProviders config={config} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  queryClient.clear();
  return html;
}
