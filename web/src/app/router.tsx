import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { type Locale } from '@common/locales';
import { DefaultLayout } from '@web/components/layouts/default-layout';
import { MainLayout } from '@web/components/layouts/main-layout';
import { NofooterLayout } from '@web/components/layouts/nofooter-layout';
import { loadLocale } from '@web/lib/i18n/i18n';
import { LOCALE_PREFIXES, localeFromPath } from '@web/lib/i18n/locale-path';
import { AppRoot } from './app-root';
import { BootSplash } from './boot-splash';
import { RootErrorBoundary } from './root-error-boundary';
import { PAGES, SURFACES_OF_LAYOUT, type LayoutName, type RouteHandle } from './route-table';
import { NotFoundPage } from './routes/not-found-page';

/** Public layouts ship with the first page; the dashboards load with their first page. */
const LAYOUTS: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy'>> = {
  main: { Component: MainLayout },
  nofooter: { Component: NofooterLayout },
  default: { Component: DefaultLayout },
  guide: { lazy: async () => ({ Component: (await import('@web/components/layouts/guide-layout')).GuideLayout }) },
  admin: { lazy: async () => ({ Component: (await import('@web/components/layouts/admin-layout')).AdminLayout }) },
};

/** A page's code and its texts (the language of its prefix, the surfaces of its layout) load together. */
function pagesOf(layout: LayoutName, locale: Locale): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map((page): RouteObject => {
    const handle: RouteHandle = { titleKey: page.titleKey, descriptionKey: page.descriptionKey };
    const lazy = async () => {
      const [Component] = await Promise.all([
        page.page(),
        loadLocale(locale, [...SURFACES_OF_LAYOUT[layout], ...(page.surfaces ?? [])]),
      ]);
      return { Component };
    };
    return page.path === '' ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
  });
}

/** Unknown paths: the page (in the app's first chunk) once its language's app-wide texts are there. */
const notFound = (locale: Locale) => async () => {
  await loadLocale(locale);
  return { Component: NotFoundPage };
};

/** One locale's copy of every route, under its prefix ('' for en, '/es' for es). */
function localeRoutes(prefix: string, locale: Locale): RouteObject {
  const layouts: LayoutName[] = ['main', 'nofooter', 'guide', 'admin'];
  return {
    path: prefix || '/',
    children: [
      ...layouts.map((layout): RouteObject => ({ ...LAYOUTS[layout], children: pagesOf(layout, locale) })),
      {
        ...LAYOUTS.default,
        children: [...pagesOf('default', locale), { path: '*', lazy: notFound(locale) }],
      },
    ],
  };
}

/** The app root (language, guards, title) above the given languages' routes. */
const appRoot = (children: RouteObject[]): RouteObject => ({
  id: 'root',
  Component: AppRoot,
  ErrorBoundary: RootErrorBoundary,
  HydrateFallback: BootSplash,
  children,
});

/** The route tree: the app root above both locales' routes. */
export function createAppRoutes(): RouteObject[] {
  return [appRoot(LOCALE_PREFIXES.map(({ prefix, locale }) => localeRoutes(prefix, locale)))];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

/**
 * The router for the page the browser opened, with that page's code and texts loaded first (in
 * parallel with whatever the caller starts meanwhile, such as the runtime config): the first render
 * is the page itself, not the HydrateFallback. A prerendered page (`hydrate`) then hydrates the
 * server's markup.
 */
export async function createPreparedAppRouter({ hydrate }: { hydrate: boolean }) {
  const pageLocale = localeFromPath(window.location.pathname);
  const trees = LOCALE_PREFIXES.map(({ prefix, locale }) => ({ locale, routes: localeRoutes(prefix, locale) }));
  const routes = [appRoot(trees.map((tree) => tree.routes))];
  // Matched within the address's own language (the same route objects): the other language's routes
  // cannot be the best match of its prefix, and matching ranks every route it is given (decision 070).
  const own = trees.filter((tree) => tree.locale === pageLocale).map((tree) => tree.routes);
  const matches = matchRoutes([appRoot(own)], window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(
    routes,
    hydrate ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined,
  );
}
