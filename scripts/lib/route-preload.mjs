// Build step (run by prerender.mjs after the client build): writes web/dist/route-preload.json, the
// files each app page needs before it can show, so the server can name them in the page's HTML
// (<link rel="modulepreload">) and the browser fetches them all at once instead of in three waves
// (entry -> boot -> the page's chunks; decision 052).
//
// The pages come from web/src/app/route-table.ts (PAGES, SURFACES_OF_LAYOUT) and the lazily loaded
// layouts from web/src/app/router.tsx, read as text: scripts/lib/route-preload.test.ts checks that
// what is read here matches the modules themselves, so a change of their shape fails the tests.
// The files come from Vite's manifest (web/dist/.vite/manifest.json): each module's chunk, the
// chunks it imports statically (transitively) and their stylesheets.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOCALES = ['en', 'es'];

/** The import specifier in the text of `() => import('./x').then(...)` (also after a test transform). */
export const importSpecifier = (text) => /import\w*\(\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? null;

/** A string list literal's items: `['a', 'b']` -> ['a', 'b']. */
const listItems = (text) => [...text.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);

/**
 * The pages of route-table.ts's PAGES: path, layout, whether prerendered, extra surfaces and the
 * page module (relative to web/src/app). Entries whose path is computed (`insights/${...}`) keep it
 * as written; they are prerendered public pages, which need no preload.
 */
export function parseRouteTable(source) {
  const start = source.indexOf('export const PAGES');
  if (start < 0) throw new Error('route-table.ts: no PAGES');
  const body = source.slice(start);
  const pages = [];
  for (const block of body.split(/\n {2}(?:\{|\.\.\.[^\n]*\(\{)\n/).slice(1)) {
    const entry = block.split(/\n {2}\}/)[0];
    const pathMatch = /\n? {4}path: (['`])(.*?)\1,/.exec(entry);
    const layout = / {4}layout: '(\w+)'/.exec(entry)?.[1];
    const module = importSpecifier(/ {4}page: (.*)/.exec(entry)?.[1] ?? '');
    if (!pathMatch || !layout || !module) throw new Error(`route-table.ts: cannot read a page entry:\n${entry}`);
    const surfaces = / {4}surfaces: (\[[^\]]*\])/.exec(entry)?.[1];
    pages.push({
      path: pathMatch[2],
      layout,
      prerender: / {4}prerender: true/.test(entry),
      surfaces: surfaces ? listItems(surfaces) : [],
      module,
    });
  }
  const declared = (body.match(/ {4}page: /g) ?? []).length;
  if (pages.length !== declared) throw new Error(`route-table.ts: read ${pages.length} of ${declared} pages`);
  return pages;
}

/** SURFACES_OF_LAYOUT of route-table.ts: layout -> surfaces. */
export function parseSurfacesOfLayout(source) {
  const block = /export const SURFACES_OF_LAYOUT[^{]*\{([\s\S]*?)\n\};/.exec(source)?.[1];
  if (!block) throw new Error('route-table.ts: no SURFACES_OF_LAYOUT');
  return Object.fromEntries([...block.matchAll(/^ {2}(\w+): (\[[^\]]*\])/gm)].map((m) => [m[1], listItems(m[2])]));
}

/** The layouts router.tsx loads lazily: layout -> module (an `@web/...` specifier). */
export function parseLazyLayouts(source) {
  return Object.fromEntries(
    [...source.matchAll(/^ {2}(\w+): \{ lazy: .*$/gm)].map((m) => [m[1], importSpecifier(m[0])]).filter((e) => e[1]),
  );
}

/** Manifest key of a module of web/src given as a specifier relative to web/src/app or as `@web/...`. */
const keyOf = (specifier) =>
  `${specifier.startsWith('@web/') ? `src/${specifier.slice(5)}` : path.posix.join('src/app', specifier)}.tsx`;

/**
 * The chunk of `key` and every chunk it imports statically, with their stylesheets, as /paths. A lazily
 * loaded module that a library group put in a shared file has no manifest entry of its own: `grouped`
 * (.vite/grouped-modules.json, written by web/vite.config.ts) names that file's.
 */
function closure(manifest, key, files = new Set(), seen = new Set(), grouped = {}) {
  if (!manifest[key] && grouped[key]) return closure(manifest, grouped[key], files, seen, grouped);
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route preload: ${key} is not in the build manifest`);
  // The entry (main.tsx) and what it imports are named in index.html already.
  if (chunk.isEntry) return files;
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen, grouped);
  return files;
}

/**
 * Manifest key of a text file: a surface's JSON, or a part of the host texts, which the build cuts
 * from host.json (`host.json?texts=<part>&lang.json`, web/src/lib/i18n/text-parts.ts).
 */
const textsKey = (locale, file) =>
  file === 'host' || file.startsWith('host-')
    ? `../common/locales/${locale}/host.json?texts=${file}&lang.json`
    : `../common/locales/${locale}/${file}.json`;

/** Turns a page path (`home/guide/:propertySegment`) into the one the server matches. */
const routePath = (pagePath) => `/${pagePath}`.replace(/\/$/, '') || '/';

/**
 * What each app page (every page that is not prerendered) loads first: boot and its imports, the
 * page's layout and module in each language, and the page's texts (the app-wide bundle and the
 * surfaces of its layout and its own): their names and, per language, their files.
 */
export function routePreload(manifest, { pages, surfacesOfLayout, lazyLayouts, grouped = {} }) {
  const boot = [...closure(manifest, 'src/app/boot.tsx')];
  const routes = pages
    .filter((page) => !page.prerender)
    .map((page) => {
      const files = Object.fromEntries(
        LOCALES.map((locale) => {
          const set = new Set();
          const layout = lazyLayouts[page.layout];
          if (layout) closure(manifest, keyOf(layout), set, new Set(), grouped);
          closure(manifest, keyOf(page.module), set, new Set(), grouped);
          return [locale, [...set].filter((file) => !boot.includes(file))];
        }),
      );
      // The texts go apart: the server writes them into the page (decision 065), or, without them,
      // names their files with the others.
      const texts = ['common', ...(surfacesOfLayout[page.layout] ?? []), ...page.surfaces];
      const textFiles = Object.fromEntries(
        LOCALES.map((locale) => [locale, texts.map((file) => [...closure(manifest, textsKey(locale, file))]).flat()]),
      );
      return { path: routePath(page.path), files, texts, textFiles };
    });
  return { boot, routes };
}

/** Reads the sources and the manifest of the build in `dist` and writes `dist/route-preload.json`. */
export function writeRoutePreload(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const table = readFileSync(path.join(ROOT, 'web/src/app/route-table.ts'), 'utf8');
  const router = readFileSync(path.join(ROOT, 'web/src/app/router.tsx'), 'utf8');
  const groupedFile = path.join(dist, '.vite/grouped-modules.json');
  const preload = routePreload(manifest, {
    grouped: existsSync(groupedFile) ? JSON.parse(readFileSync(groupedFile, 'utf8')) : {},
    pages: parseRouteTable(table),
    surfacesOfLayout: parseSurfacesOfLayout(table),
    lazyLayouts: parseLazyLayouts(router),
  });
  writeFileSync(path.join(dist, 'route-preload.json'), `${JSON.stringify(preload)}\n`);
  return preload;
}
