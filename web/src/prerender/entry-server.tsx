import './../lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type PublicConfig } from '@common/contracts/config';
import { LOCALES, type Locale } from '@common/locales';
import { AppProviders } from '@web/app/providers';
import { PRERENDERED_PATHS, type RouteHandle } from '@web/app/route-table';
import { createAppRoutes } from '@web/app/router';
import { resources } from '@common/locales/index';
import { i18n, initI18n, registerBundles } from '@web/lib/i18n/i18n';
import { withLocale } from '@web/lib/i18n/locale-path';
import { setPublicConfig } from '@web/lib/public-config';

/**
 * Server entry of the build-time prerender (scripts/lib/prerender.mjs): renders one public page to HTML
 * with the same providers and routes as the browser app, so the app hydrates the markup afterwards.
 * Parts that depend on the device or the runtime config (sign-in, the analytics question) wait for
 * hydration (lib/use-hydrated), so this neutral config is all the page needs.
 */
const PRERENDER_CONFIG: PublicConfig = {
  apiBase: '/api',
  publicUrl: '',
  imageBaseUrl: '/images',
  toastLife: 3000,
  toastErrorLife: 6000,
  cookieSecure: false,
  locales: [...LOCALES],
  defaultLocale: 'en',
  googleClientId: null,
  botCheck: { provider: 'altcha', siteKey: null },
  analyticsId: null,
  scriptUrls: { googleIdentity: '', recaptcha: '', analytics: '' },
  stockPhotosEnabled: false,
  aiMode: 'extractive',
  translationProvider: null,
  buildVersion: 'prerender',
};

export interface PrerenderedPage {
  /** Unprefixed path relative to the locale root ('' = home). */
  path: string;
  locale: Locale;
  /** The page's address in this locale, e.g. /es/pricing. */
  url: string;
  /** The same page in every locale. */
  alternates: Record<Locale, string>;
  title: string;
  description: string;
  html: string;
}

/** Every public page in every locale. */
export function prerenderTargets(): Array<{ path: string; locale: Locale }> {
  return PRERENDERED_PATHS.flatMap((path) => LOCALES.map((locale) => ({ path, locale })));
}

export function urlOf(path: string, locale: Locale): string {
  return withLocale(`/${path}`, locale);
}

// Every text of both languages: the build renders every public page in each.
registerBundles(resources);

export async function renderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  const url = urlOf(path, locale);
  initI18n(locale);
  await i18n.changeLanguage(locale);
  setPublicConfig(PRERENDER_CONFIG);

  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(`http://prerender.invalid${url}`));
  if (context instanceof Response) throw new Error(`Prerendering ${url} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) {
    const cause = Object.values(context.errors ?? {})[0];
    throw new Error(
      `Prerendering ${url} answered ${context.statusCode}${cause instanceof Error ? `: ${cause.message}` : ''}`,
      { cause },
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <AppProviders config={PRERENDER_CONFIG}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );

  // Same rule as the app root's document title (app-root.tsx useDocumentMeta).
  const handles = [...context.matches].reverse().map((match) => match.route.handle as RouteHandle | undefined);
  const titleKey = handles.map((handle) => handle?.titleKey).find(Boolean);
  const descriptionKey = handles.map((handle) => handle?.descriptionKey).find(Boolean);
  const title = titleKey ? i18n.t('app.documentTitle', { title: i18n.t(titleKey) }) : i18n.t('meta_title');
  const description = i18n.t(descriptionKey ?? 'meta_description');
  const alternates = Object.fromEntries(LOCALES.map((other) => [other, urlOf(path, other)])) as Record<Locale, string>;
  return { path, locale, url, alternates, title, description, html };
}

// Signed-in hosts' pages rendered by the server at runtime (decision 077), from the same build.
export { renderHostView, type HostViewInput } from './host-view';
