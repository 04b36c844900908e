import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@common/locales';

/**
 * web/dist/route-preload.json (scripts/lib/route-preload.mjs): the files the app's boot needs, and per
 * app page (a path such as `/home/guide/:propertySegment`) the files of its layout, module and texts
 * in each language.
 */
export interface RoutePreload {
  boot: string[];
  routes: Array<{ path: string; files: Record<string, string[]> }>;
}

/** The language prefixes of the app's addresses: `/es/...`; the default language has none. */
const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
  prefix: `/${locale}`,
  locale,
}));

const isRoutePreload = (value: unknown): value is RoutePreload =>
  !!value &&
  typeof value === 'object' &&
  Array.isArray((value as RoutePreload).boot) &&
  Array.isArray((value as RoutePreload).routes);

/** The build's route-preload.json, or null when the build has none (an older build, a test's stand-in). */
export function readRoutePreload(distDir: string): RoutePreload | null {
  const file = path.join(distDir, 'route-preload.json');
  if (!existsSync(file)) return null;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isRoutePreload(value) ? value : null;
}

/** How well a route path matches: static segments count more than parameters; null = no match. */
function score(pattern: string[], segments: string[]): number | null {
  if (pattern.length !== segments.length) return null;
  let total = 0;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i]!.startsWith(':')) total += 1;
    else if (pattern[i] === segments[i]) total += 2;
    else return null;
  }
  return total;
}

/**
 * The files to preload for an address of the app: boot's and those of the page it names, in its
 * language (only boot's when no app page has that address: the client's 404 page needs no more).
 * `key` names the page and language, for caching the shell made from them.
 */
export function preloadFiles(preload: RoutePreload, pathname: string): { key: string; files: string[] } {
  let rest = pathname.replace(/\/+$/, '') || '/';
  let locale: string = DEFAULT_LOCALE;
  for (const { prefix, locale: prefixed } of LOCALE_PREFIXES)
    if (rest === prefix || rest.startsWith(`${prefix}/`)) {
      rest = rest.slice(prefix.length) || '/';
      locale = prefixed;
    }
  const segments = rest.split('/').filter(Boolean);
  let best: { path: string; files: string[]; score: number } | null = null;
  for (const route of preload.routes) {
    const matched = score(route.path.split('/').filter(Boolean), segments);
    if (matched !== null && (!best || matched > best.score))
      best = { path: route.path, files: route.files[locale] ?? [], score: matched };
  }
  return { key: `${locale} ${best?.path ?? ''}`, files: [...preload.boot, ...(best?.files ?? [])] };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app shell for one page: the files it needs named in the head, so the browser fetches them all
 * at once (scripts as module preloads, styles as preloads the app then applies; both `crossorigin`,
 * as the app's loader asks for them, or the browser would not use them), and the public config
 * as a data block (`<script type="application/json">`, never executed, so the content security policy
 * does not apply), so the app starts without asking for it. `<` is escaped in the JSON so the block
 * cannot be closed from inside.
 */
export function shellHtml(indexHtml: string, files: string[], publicConfig: unknown): string {
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  const config = JSON.stringify({ result: publicConfig, errors: [] }).replace(/</g, '\\u003c');
  const head = `${links.join('')}<script type="application/json" id="public-config">${config}</script>`;
  const at = indexHtml.indexOf('</head>');
  return at < 0 ? indexHtml : `${indexHtml.slice(0, at)}${head}${indexHtml.slice(at)}`;
}
