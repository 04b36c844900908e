import { readFileSync } from 'node:fs';
import type { GuestTheme, GuideLocale } from '@common/contracts/guide';
import { FAVICON_SOURCE } from '../../../paths';
import { html, type Html, trusted } from './html';

/**
 * The site's icon written into the page as a data: URL (0.4 kB), so that the browser requests nothing
 * for it: a favicon request, made at load, could otherwise share the link with the cover photo
 * (decision 071). The file's address when the icon cannot be read.
 */
function faviconHref(): string {
  try {
    const svg = readFileSync(FAVICON_SOURCE, 'utf8').trim().replace(/"/g, "'").replace(/\s+/g, ' ');
    return `data:image/svg+xml,${svg.replace(/[#%<>]/g, encodeURIComponent)}`;
  } catch {
    return '/favicon.svg';
  }
}
const FAVICON = faviconHref();

/** The built guest assets: the stylesheet (inlined into every page) and the script, if built. */
export interface GuestAssets {
  css: string;
  /** URL of the guest script (a module, deferred), or null when the guest entry is not built. */
  scriptUrl: string | null;
  /**
   * The starter written into the page, which loads the script after the largest paint, and the
   * Content-Security-Policy source that allows it; null without a build (the script tag instead).
   */
  starter: { code: string; source: string } | null;
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
 * paint needs nothing but this document. The script is not fetched with the page: a starter written
 * into it (allowed by its hash, see guestPageScript) loads it once the cover photo (the largest
 * paint) is on screen, or at the guest's first tap, so that it never competes with the first screen.
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
<link rel="icon" href="${FAVICON}" type="image/svg+xml">
${o.head ?? ''}
<style>${trusted(themeStyle(o.theme))}${trusted(o.assets.css)}</style>
</head>
<body class="${o.bodyClass}">
${o.body}
${o.data ? html`<script type="application/json" id="guide-data">${o.data}</script>` : ''}
${o.data ? guestPageScript(o.assets) : ''}
</body>
</html>`;
  return page.value;
}

/** The page script: its starter inline (named by data-guest-script), or a plain deferred module tag. */
function guestPageScript(assets: GuestAssets): Html | '' {
  if (!assets.scriptUrl) return '';
  if (assets.starter)
    return html`<script type="module" data-guest-script="${assets.scriptUrl}">${trusted(assets.starter.code)}</script>`;
  return html`<script type="module" src="${assets.scriptUrl}" fetchpriority="low"></script>`;
}
