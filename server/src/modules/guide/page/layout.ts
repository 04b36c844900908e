import type { GuestTheme, GuideLocale } from '@common/contracts/guide';
import { html, type Html, trusted } from './html';

/** The built guest assets: the stylesheet (inlined into every page) and the script, if built. */
export interface GuestAssets {
  css: string;
  /** URL of the guest script (a module, deferred), or null when the guest entry is not built. */
  scriptUrl: string | null;
  /** URL of the service worker script, or null. */
  serviceWorkerUrl: string | null;
}

/** Theme colours as CSS custom properties (the stylesheet reads only these). */
export function themeStyle(theme: GuestTheme): string {
  return `:root{--primary:${theme.primaryColor};--accent:${theme.accentColor};--bg:${theme.backgroundColor};--surface:${theme.surfaceColor};--text:${theme.textColor};--on-primary:${theme.onPrimaryColor}}`;
}

export interface DocumentOptions {
  locale: GuideLocale;
  title: string;
  description: string;
  theme: GuestTheme;
  assets: GuestAssets;
  /** Extra <head> markup (preloads, manifest, alternates). */
  head?: Html;
  bodyClass: string;
  body: Html;
  /** Data for the guest script (a JSON island), if the page has interactions. */
  data?: Html;
}

/**
 * The shell of every guest page: no cookie, no third-party request, styles inline so the first
 * paint needs nothing but this document; the script is a deferred module at the end, fetched at low
 * priority so that it never competes with the cover photo (the largest paint).
 */
export function renderDocument(o: DocumentOptions): string {
  const page = html`<!doctype html>
<html lang="${o.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${o.title}</title>
<meta name="description" content="${o.description}">
<meta name="robots" content="noindex,nofollow">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="${o.theme.primaryColor}">
<meta name="color-scheme" content="light">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${o.head ?? ''}
<style>${trusted(themeStyle(o.theme))}${trusted(o.assets.css)}</style>
</head>
<body class="${o.bodyClass}">
${o.body}
${o.data ? html`<script type="application/json" id="guide-data">${o.data}</script>` : ''}
${o.assets.scriptUrl && o.data ? html`<script type="module" src="${o.assets.scriptUrl}" fetchpriority="low"></script>` : ''}
</body>
</html>`;
  return page.value;
}
