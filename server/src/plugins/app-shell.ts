import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@common/locales';

/**
 * web/dist/route-preload.json (scripts/lib/route-preload.mjs): the files the app's boot needs, and per
 * app page (a path such as `/home/guide/:propertySegment`) the files of its layout and module, and its texts
 * in each language.
 */
export interface RoutePreload {
  boot: string[];
  routes: Array<{
    path: string;
    files: Record<string, string[]>;
    /** The page's text files (`common`, surfaces, host parts) and, per language, their scripts. */
    texts?: string[];
    textFiles?: Record<string, string[]>;
  }>;
}

/** web/dist/page-texts.json (web/vite.config.ts): language -> text file -> its texts. */
export type PageTexts = Record<string, Record<string, unknown>>;

/** The build's page-texts.json, or null when the build has none. */
export function readPageTexts(distDir: string): PageTexts | null {
  const file = path.join(distDir, 'page-texts.json');
  if (!existsSync(file)) return null;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return value && typeof value === 'object' ? (value as PageTexts) : null;
}

/** A page's texts written into its shell: the language and each text file's texts. */
export interface ShellTexts {
  locale: string;
  texts: Record<string, unknown>;
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
 * The page's texts come from `pageTexts` when it has them all (written into the shell, decision 065),
 * else their files are named with the others. `key` names the page and language, for caching the
 * shell made from them.
 */
export function preloadFiles(
  preload: RoutePreload,
  pathname: string,
  pageTexts: PageTexts | null = null,
): { key: string; files: string[]; texts: ShellTexts | null } {
  let rest = pathname.replace(/\/+$/, '') || '/';
  let locale: string = DEFAULT_LOCALE;
  for (const { prefix, locale: prefixed } of LOCALE_PREFIXES)
    if (rest === prefix || rest.startsWith(`${prefix}/`)) {
      rest = rest.slice(prefix.length) || '/';
      locale = prefixed;
    }
  const segments = rest.split('/').filter(Boolean);
  let best: { route: RoutePreload['routes'][number]; score: number } | null = null;
  for (const route of preload.routes) {
    const matched = score(route.path.split('/').filter(Boolean), segments);
    if (matched !== null && (!best || matched > best.score)) best = { route, score: matched };
  }
  const key = `${locale} ${best?.route.path ?? ''}`;
  if (!best) return { key, files: preload.boot, texts: null };
  const names = best.route.texts ?? [];
  const available = pageTexts?.[locale];
  const texts =
    available && names.length > 0 && names.every((name) => name in available)
      ? { locale, texts: Object.fromEntries(names.map((name) => [name, available[name]])) }
      : null;
  const textFiles = texts ? [] : (best.route.textFiles?.[locale] ?? []);
  return { key, files: [...preload.boot, ...(best.route.files[locale] ?? []), ...textFiles], texts };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell's first script (web/index.html): the page's data blocks must come before it. */
const STARTER = '<script id="first-requests-starter">';

/**
 * The app shell for one page: the public config as a data block (`<script type="application/json">`,
 * never executed, so the content security policy does not apply), so the app starts without asking
 * for it, and the files the page needs, for the browser to fetch them all at once (scripts as module
 * preloads, styles as preloads the app then applies; both `crossorigin`, as the app's loader asks for
 * them, or the browser would not use them). `<` is escaped in the JSON so no block can be closed from
 * inside. When the shell has its first script (web/index.html, decision 062), the page's first queries
 * (`requests`, API paths from common/first-requests.ts) and its files go in data blocks just before
 * it: that script sends the queries for a signed-in host and then names the files, so that the
 * queries do not wait behind the files for one of the browser's six connections. Without it (an
 * older build), the files are named by `<link>`s in the head.
 */
export function shellHtml(
  indexHtml: string,
  files: string[],
  publicConfig: unknown,
  requests: string[] = [],
  texts: ShellTexts | null = null,
): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  const block = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  // The page's texts (decision 065): lib/i18n/i18n.ts takes them instead of fetching their files.
  const config =
    block('public-config', { result: publicConfig, errors: [] }) + (texts ? block('page-texts', texts) : '');
  const starter = indexHtml.indexOf(STARTER);
  if (starter >= 0 && starter < end) {
    const data = [config, requests.length > 0 ? block('first-requests', requests) : '', block('page-files', files)];
    return `${indexHtml.slice(0, starter)}${data.join('')}${indexHtml.slice(starter)}`;
  }
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  return `${indexHtml.slice(0, end)}${links.join('')}${config}${indexHtml.slice(end)}`;
}

/**
 * The content security policy's sources for the scripts written inline in a document
 * (`'sha256-...'`, the hash of each one's text), data blocks (`type="application/json"`) excepted:
 * the policy allows exactly these and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html
    .replace(/<!--[\s\S]*?-->/g, '')
    .matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/json"/i.test(attributes) || !text) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
