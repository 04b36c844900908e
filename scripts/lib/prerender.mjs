// Build-time prerender of the public pages (run by web-build.mjs after the client build):
// 1. a Vite SSR build of web/src/prerender/entry-server.tsx into node_modules/.cache/guidebook-ssr, copied
//    to web/dist/server for the server's own renders of signed-in hosts' pages (decision 077);
// 2. a child process renders every public page in every locale into web/dist/pages/<url>/index.html,
//    using the client build's index.html as the template (same scripts and styles), with the page's
//    title, description, social preview, canonical and hreflang links, and writes web/dist/pages/manifest.json
//    (the server answers those paths with these files and builds sitemap.xml from the manifest).
// Absolute addresses carry the placeholder __PUBLIC_URL__: the server fills in its PUBLIC_URL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeRoutePreload } from './route-preload.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// WEB_DIST_DIR: another output directory (a private build); default web/dist.
const DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, 'web/dist');
const SSR_OUT = path.join(
  ROOT,
  'node_modules/.cache',
  `guidebook-ssr-${createHash('sha1').update(DIST).digest('hex').slice(0, 8)}`,
);
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';
const OG_LOCALE = { en: 'en_US', es: 'es_ES' };

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Runs the SSR build and the render step; exits the process on failure like the client build does. */
export function prerender({ quiet = false } = {}) {
  // Not a prerender, but from the same client build: what each app page preloads (route-preload.mjs).
  writeRoutePreload(DIST);
  const build = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--ssr',
      'src/prerender/entry-server.tsx', // relative to the Vite root (web/)
      '--outDir',
      SSR_OUT,
      '--emptyOutDir',
      '--logLevel',
      quiet ? 'error' : 'warn',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GUIDEBOOK_SSR_BUILD: '1' } },
  );
  if (build.status !== 0) {
    console.error('The prerender (SSR) build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
  // The same server build renders signed-in hosts' pages at runtime (decision 077): the server loads it
  // from web/dist/server (never served as files).
  const serverDir = path.join(DIST, 'server');
  rmSync(serverDir, { recursive: true, force: true });
  cpSync(path.join(SSR_OUT, 'entry-server.js'), path.join(serverDir, 'entry-server.js'));
  cpSync(path.join(SSR_OUT, 'assets'), path.join(serverDir, 'assets'), {
    recursive: true,
    filter: (source) => !/\.(map|svg|png|jpe?g|webp|woff2?)$/.test(source),
  });
  const render = spawnSync(process.execPath, [fileURLToPath(import.meta.url), 'render'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (render.status !== 0) {
    console.error('Prerendering the public pages failed; see the messages above.');
    process.exit(render.status ?? 1);
  }
}

/** The <head> tags of one page (absolute addresses under the placeholder). */
function headTags(page) {
  const abs = (url) => `${PUBLIC_URL_PLACEHOLDER}${url === '/' ? '/' : url}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${abs(page.url)}" />`,
    ...Object.entries(page.alternates).map(
      ([locale, url]) => `<link rel="alternate" hreflang="${locale}" href="${abs(url)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${abs(page.alternates.en)}" />`,
    `<meta property="og:type" content="${page.path.startsWith('insights/') ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="Guidebook" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${abs(page.url)}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/social-card.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="${OG_LOCALE[page.locale]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${PUBLIC_URL_PLACEHOLDER}/social-card.png" />`,
  ].join('\n    ');
}

/**
 * Stylesheets of the public pages' lazy chunks (and the chunks they import), from the client build's
 * manifest: linked in the head so the page is styled without JavaScript and does not shift on hydration.
 */
export function publicPageStyles(manifest) {
  const styles = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) styles.add(`/${css}`);
    for (const imported of manifest[key].imports ?? []) visit(imported, seen);
  };
  for (const key of Object.keys(manifest))
    if (key.startsWith('src/app/routes/marketing/') && manifest[key].isDynamicEntry) visit(key);
  return [...styles];
}

/** The client build's index.html turned into one page's document. */
export function pageDocument(template, page, styles = []) {
  const links = styles
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  let html = template
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}" data-mantine-color-scheme="light">`)
    // The shell's own title, description and Open Graph lines give way to the page's.
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/\s*<meta\s+property="og:[a-z]+"[\s\S]*?\/>/g, '')
    .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${headTags(page)}`);
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  if (start === -1 || end === -1) throw new Error('web/dist/index.html has no <div id="root"> in its body');
  html = `${html.slice(0, start)}<div id="root" data-prerendered="">${page.html}</div>\n  ${html.slice(end)}`;
  return html;
}

async function renderAll() {
  const entry = await import(pathToFileURL(path.join(SSR_OUT, 'entry-server.js')).href);
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const styles = publicPageStyles(JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')));
  const outDir = path.join(DIST, 'pages');
  rmSync(outDir, { recursive: true, force: true });
  const manifest = [];
  const failed = [];
  for (const { path: pagePath, locale } of entry.prerenderTargets()) {
    let page;
    try {
      page = await entry.renderPage(pagePath, locale);
    } catch (error) {
      // One page that cannot render on the server does not stop the build: it is served as the app
      // shell like any other route (the browser journey public-site.spec.ts then fails on it).
      failed.push(`${entry.urlOf(pagePath, locale)}: ${error?.cause?.stack ?? error?.stack ?? error}`);
      continue;
    }
    const file = path.join(page.url === '/' ? '' : page.url.slice(1), 'index.html');
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), pageDocument(template, page, styles));
    manifest.push({ url: page.url, locale, file, title: page.title, alternates: page.alternates });
  }
  writeFileSync(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ placeholder: PUBLIC_URL_PLACEHOLDER, pages: manifest }, null, 2)}\n`,
  );
  console.log(`Prerendered ${manifest.length} public pages into ${path.relative(ROOT, outDir) || outDir}`);
  if (failed.length > 0) {
    const line = `WARNING: ${failed.length} public page(s) could not be prerendered and are served as the app shell:`;
    console.error(`\n${'!'.repeat(line.length)}\n${line}\n${failed.join('\n')}\n${'!'.repeat(line.length)}\n`);
  }
}

// `node scripts/lib/prerender.mjs` (npm run build, after the client build): SSR build + render;
// `... render`: the render step alone (the child process above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === 'render') await renderAll();
  else prerender();
}
