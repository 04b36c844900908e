import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { appPath, firstRequests } from '@common/first-requests';
import { hasServerView } from '@common/host-view';
import { inlineScriptHashes, preloadFiles, readPageTexts, readRoutePreload, shellHtml } from './app-shell';
import {
  type HostViewRenderer,
  hostView,
  loadHostViewRenderer,
  serverViewRoot,
  splitShell,
  viewToken,
} from './host-view';
import { withScriptSources } from './security-headers';

/** The placeholder the build writes where this server's public address goes (scripts/lib/prerender.mjs). */
const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

/** web/dist/pages/manifest.json, written by the build-time prerender (scripts/lib/prerender.mjs). */
interface PrerenderManifest {
  placeholder: string;
  pages: Array<{ url: string; locale: string; file: string; alternates: Record<string, string> }>;
}

/** App shells kept at most (one per page, language and, for the editor, property). */
const MAX_SHELLS = 500;

/** Paths kept out of search indexes: dashboards, admin, account, guest guides, the API. */
const DISALLOWED = ['/home', '/admin', '/account', '/g/', '/es/home', '/es/admin', '/es/account', '/es/g/'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every prerendered page with its language alternates (hreflang, x-default = en). */
export function sitemapXml(manifest: PrerenderManifest, publicUrl: string): string {
  const abs = (url: string) => escapeXml(`${publicUrl}${url}`);
  const entries = manifest.pages.map((page) => {
    const alternates = Object.entries(page.alternates).map(
      ([locale, url]) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${abs(url)}"/>`,
    );
    const fallback = page.alternates.en ?? page.url;
    return [
      `  <url>`,
      `    <loc>${abs(page.url)}</loc>`,
      ...alternates,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(fallback)}"/>`,
      `  </url>`,
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string, apiBase: string): string {
  const disallow = [...DISALLOWED, apiBase.endsWith('/') ? apiBase : `${apiBase}/`].map(
    (entry) => `Disallow: ${entry}`,
  );
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** An HTML document; its compressed forms are made on first use and kept. */
interface HtmlDocument {
  plain: string;
  /** The content security policy's sources for its inline scripts (inlineScriptHashes). */
  scripts: string[];
  br?: Buffer;
  gzip?: Buffer;
}

const htmlDocument = (plain: string): HtmlDocument => ({ plain, scripts: inlineScriptHashes(plain) });

/**
 * Starts an HTML answer: its caching and `Vary`, its inline scripts allowed by their hashes; answers
 * the encoding the browser accepts (brotli, gzip or none), for the caller to send the body in.
 */
function startHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  scripts: string[],
  headers: { cacheControl: string; vary: string },
): 'br' | 'gzip' | null {
  void reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && scripts.length > 0)
    void reply.header('content-security-policy', withScriptSources(policy, scripts));
  const accept = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (encoding) void reply.header('content-encoding', encoding);
  return encoding;
}

/**
 * Sends a page, revalidated on every visit; its compressed forms are made on first use and kept. An
 * address that also has a page with a host's own data (`byCookie`, sendStreamedHtml) varies by cookie.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument, { byCookie = false } = {}) {
  const encoding = startHtml(request, reply, document.scripts, {
    cacheControl: 'no-cache',
    vary: byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  });
  if (encoding === 'br') {
    document.br ??= brotliCompressSync(document.plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.send(document.br);
  }
  if (encoding === 'gzip') {
    document.gzip ??= gzipSync(document.plain, { level: 6 });
    return reply.send(document.gzip);
  }
  return reply.send(document.plain);
}

/**
 * Sends a page with a host's own data, never stored: `head` at once (its inline scripts allowed by their
 * hashes; the rest has none), compressed and flushed, then `rest` when it comes.
 */
function sendStreamedHtml(request: FastifyRequest, reply: FastifyReply, head: string, rest: Promise<string>) {
  const encoding = startHtml(request, reply, inlineScriptHashes(head), {
    cacheControl: 'private, no-store',
    vary: 'Accept-Encoding, Cookie',
  });
  const compress =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : null;
  const stream: Transform = compress ?? new PassThrough();
  stream.write(head);
  compress?.flush();
  void rest.then(
    (text) => void (stream.destroyed || stream.end(text)),
    (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reply.send(stream);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. The public
 * pages answer their prerendered HTML (with this server's public address filled in); any other page
 * route gets index.html so the client router can take over (its 404 page included). Unknown API paths
 * answer a JSON 404 in the wrapper instead. robots.txt and sitemap.xml come from here too.
 */
export default fp(async function webAppPlugin(
  app: FastifyInstance,
  opts: {
    distDir: string | null;
    apiBase: string;
    publicUrl: string;
    publicConfig: unknown;
    /** Renders a signed-in host's page on the server (decision 077); default: the build's own renderer. */
    renderHostView?: HostViewRenderer | null;
  },
) {
  const distDir = opts.distDir && existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : null;
  const isApiPath = (url: string) =>
    url === opts.apiBase || url.startsWith(`${opts.apiBase}/`) || url.startsWith(`${opts.apiBase}?`);
  const pagesDir = distDir ? path.join(distDir, 'pages') : null;

  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Scripts and styles are built with .br/.gz siblings (web/vite.config.ts precompressPlugin).
      preCompressed: true,
      // The prerendered pages are answered at their own addresses (below), never as files; the server
      // renderer (web/dist/server) is the server's own.
      allowedPath: (pathName) => !pathName.startsWith('/pages/') && !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        void reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The app shell's absolute addresses (its og:image) carry the build's placeholder too.
  const indexHtml = distDir
    ? (await readFile(path.join(distDir, 'index.html'), 'utf8')).split(PUBLIC_URL_PLACEHOLDER).join(opts.publicUrl)
    : null;
  // One shell per app page and language: the page's files named in its head, the config inlined,
  // and its first queries (the editor's name the property, so there is one shell per property asked
  // lately: the kept ones are forgotten past a few hundred).
  const routePreload = distDir ? readRoutePreload(distDir) : null;
  const pageTexts = distDir ? readPageTexts(distDir) : null;
  const shells = new Map<string, HtmlDocument>();
  const pageFiles = (pathname: string) =>
    routePreload ? preloadFiles(routePreload, pathname, pageTexts) : { key: '', files: [], texts: null };
  const shellFor = (pathname: string): HtmlDocument | null => {
    if (indexHtml === null) return null;
    const { key, files, texts } = pageFiles(pathname);
    const requests = firstRequests(pathname);
    const shellKey = `${key}\n${requests.join('\n')}`;
    let shell = shells.get(shellKey);
    if (!shell) {
      if (shells.size >= MAX_SHELLS) shells.clear();
      shells.set(shellKey, (shell = htmlDocument(shellHtml(indexHtml, files, opts.publicConfig, requests, texts))));
    }
    return shell;
  };

  // The build's server renderer (its worker starts when a signed-in host first asks for such a page).
  const built = opts.renderHostView === undefined && distDir ? loadHostViewRenderer(distDir) : null;
  if (built) app.addHook('onClose', built.close);
  const renderer = opts.renderHostView === undefined ? (built?.render ?? null) : opts.renderHostView;
  // Per page and language: its shell without first queries (the answers come in the page), cut for the view.
  const viewShells = new Map<string, ReturnType<typeof splitShell>>();
  const viewShellFor = (pathname: string) => {
    if (indexHtml === null) return null;
    const { key, files, texts } = pageFiles(pathname);
    const viewKey = `${appPath(pathname).locale} ${key}`;
    if (!viewShells.has(viewKey))
      viewShells.set(viewKey, splitShell(shellHtml(indexHtml, files, opts.publicConfig, [], texts), pathname));
    return viewShells.get(viewKey) ?? null;
  };
  /**
   * A signed-in host's page rendered on the server (decision 077): the shell's head goes out at once,
   * then #root with the view once it is made (or the shell's own splash when it could not be). False
   * when the page is not for a server view (no cookie, no live sign-in, no renderer).
   */
  const sendServerView = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const holder = renderer ? await viewToken(app, request, pathname) : null;
    const parts = holder ? viewShellFor(pathname) : null;
    if (!holder || !renderer || !parts) return false;
    const view = hostView(app, request, {
      pathname,
      ...holder,
      apiBase: opts.apiBase,
      publicConfig: opts.publicConfig,
      render: renderer,
    });
    const rest = view.then((made) => `${made ? serverViewRoot(made, pathname) : parts.root}${parts.tail}`);
    sendStreamedHtml(request, reply, parts.head, rest);
    return true;
  };

  // Prerendered public pages by address, read once (a few hundred kB in all).
  const prerendered = new Map<string, HtmlDocument>();
  let manifest: PrerenderManifest | null = null;
  if (pagesDir && existsSync(path.join(pagesDir, 'manifest.json'))) {
    manifest = JSON.parse(await readFile(path.join(pagesDir, 'manifest.json'), 'utf8')) as PrerenderManifest;
    for (const page of manifest.pages) {
      const html = await readFile(path.join(pagesDir, page.file), 'utf8');
      prerendered.set(page.url, htmlDocument(html.split(manifest.placeholder).join(opts.publicUrl)));
    }
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(opts.publicUrl, opts.apiBase)),
  );
  if (manifest) {
    const sitemap = sitemapXml(manifest, opts.publicUrl);
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !/\.[a-z0-9]{1,5}$/i.test(pathname);
    if (wantsPage) {
      const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
      if (page) return sendHtml(request, reply, page);
    }
    const byCookie = wantsPage && hasServerView(pathname);
    if (byCookie && request.method === 'GET' && (await sendServerView(request, reply, pathname))) return reply;
    const shell = wantsPage ? shellFor(pathname) : null;
    if (shell) return sendHtml(request, reply, shell, { byCookie });
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({
        result: null,
        errors: [
          { code: ERROR_CODES.notFound, description: isApiPath(url) ? ERROR_KEYS.routeNotFound : ERROR_KEYS.notFound },
        ],
      });
  });
});
