import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@web/components/layouts/default-layout';
import { MainLayout } from '@web/components/layouts/main-layout';
import { NofooterLayout } from '@web/components/layouts/nofooter-layout';
import { LOCALE_PREFIXES } from '@web/lib/i18n/locale-path';
import { AppRoot } from './app-root';
import { BootSplash } from './boot-splash';
import { RootErrorBoundary } from './root-error-boundary';
import { PAGES, type LayoutName, type RouteHandle } from './route-table';
import { NotFoundPage } from './routes/not-found-page';

/** Public layouts ship with the first page; the dashboards load with their first page. */
const LAYOUTS: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy'>> = {
  main: { Component: MainLayout },
  nofooter: { Component: NofooterLayout },
  default: { Component: DefaultLayout },
  guide: { lazy: async () => ({ Component: (await import('@web/components/layouts/guide-layout')).GuideLayout }) },
  admin: { lazy: async () => ({ Component: (await import('@web/components/layouts/admin-layout')).AdminLayout }) },
};

function pagesOf(layout: LayoutName): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map((page): RouteObject => {
    const handle: RouteHandle = { titleKey: page.titleKey, descriptionKey: page.descriptionKey };
    const lazy = async () => ({ Component: await page.page() });
    return page.path === '' ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
  });
}

/** One locale's copy of every route, under its prefix ('' for en, '/es' for es). */
function localeRoutes(prefix: string): RouteObject {
  const layouts: LayoutName[] = ['main', 'nofooter', 'guide', 'admin'];
  return {
    path: prefix || '/',
    children: [
      ...layouts.map((layout): RouteObject => ({ ...LAYOUTS[layout], children: pagesOf(layout) })),
      {
        ...LAYOUTS.default,
        children: [...pagesOf('default'), { path: '*', Component: NotFoundPage }],
      },
    ],
  };
}

/** The route tree: the app root (language, guards, title) above both locales' routes. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: BootSplash,
      children: LOCALE_PREFIXES.map(({ prefix }) => localeRoutes(prefix)),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

/**
 * For a page served as prerendered HTML: the matched routes' code is loaded before the router exists,
 * so the first render is the page itself (not the HydrateFallback) and hydrates the server's markup.
 */
export async function createHydratingAppRouter() {
  const routes = createAppRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
}
