import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { type GuestPhoto, type GuideLocale, GuideSlugSchema } from '@common/contracts/guide';
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorSummary, isDatabaseUnavailable } from '../../db/availability';
import type { AppError } from '../../lib/errors';
import { imageRoutePrefix } from '../media';
import { GUEST_ASSET_PREFIX, loadGuestAssets, SERVICE_WORKER_PATH } from './guest-assets';
import { translator } from '../../i18n/i18n';
import { prepareBody, sendPrepared } from './guide-cache';
import { PhotoResolver } from './guide.presenter';
import { guideServiceFor, type GuideModuleOptions, localImageLoader } from './guide.routes';
import { guidePath } from './page/format';
import { renderGuidePage } from './page/guide-page';
import { SPRITE_PREFIX, spriteFile } from './page/icons';
import { renderPrintPage } from './page/print-page';
import { renderLinkPage, renderNotFoundPage, renderUnavailablePage } from './page/simple-pages';
import {
  analyticsOnlySources,
  withoutSources,
  withScriptSources,
  withVideoPlayers,
} from '../../plugins/security-headers';

/** Width of the cover rendition between the library's small (400) and large (1600) variants. */
export const COVER_WIDTH = 800;
const ICON_SIZES = [192, 512] as const;
const IMAGE_KEY = /^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}-[a-z]\.[a-z0-9]{3,4}$/;

/** A small in-memory cache of derived images (cover renditions, app icons), oldest dropped first. */
class DerivedImages {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly max = 64) {}
  async get(key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const made = await make();
    if (made) {
      this.entries.set(key, made);
      if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    return made;
  }
}

/**
 * Sends an HTML page compressed (brotli or gzip, as the browser accepts) with a strong ETag, so a
 * repeat visit that finds nothing changed costs a 304. Guest pages never set a cookie.
 */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: string,
  cacheControl = 'no-cache',
) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  void reply
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  void reply.code(status).type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accept)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

/**
 * The guest pages, server-rendered in full so the first paint needs no second request:
 * /g/{slug}, /es/g/{slug} (+ /print), their web app manifest and icons, /link, the guest script and
 * service worker. Registered before the web app's fallback (which serves the host app).
 */
export async function guidePageRoutes(
  app: FastifyInstance,
  opts: GuideModuleOptions & { guestDistDir?: string | null },
) {
  const { config } = opts;
  const service = await guideServiceFor(config, opts.database, app.accessCodeGuard, app.stayAccess);
  const assets = loadGuestAssets(opts.guestDistDir);
  const loadImage = localImageLoader(app, config);
  const derived = new DerivedImages();
  // Guest pages allow the analytics origins only where the tag may load: a guide whose host opted in.
  const analyticsSources = analyticsOnlySources(config);
  const analyticsFor = (optedIn: boolean) =>
    optedIn && config.ANALYTICS_ID ? { id: config.ANALYTICS_ID, scriptUrl: config.ANALYTICS_SCRIPT_URL } : null;
  const guestPolicy = (
    reply: FastifyReply,
    options: { videos?: boolean; analytics?: boolean; starter?: boolean } = {},
  ) => {
    let policy = String(reply.getHeader('content-security-policy') ?? '');
    if (!policy) return;
    if (!options.analytics) policy = withoutSources(policy, analyticsSources);
    if (options.videos) policy = withVideoPlayers(policy);
    // The guide and print pages carry the starter of their script: allowed by its hash, nothing else inline.
    if (options.starter && assets.starter) policy = withScriptSources(policy, [assets.starter.source]);
    void reply.header('content-security-policy', policy);
  };
  const photoUrls = {
    publicUrl: config.publicUrl,
    imageBaseUrl: config.imageBaseUrl,
    imageRoutePrefix: imageRoutePrefix(config),
  };

  // The database unreachable (PostgreSQL restarting): a guest gets a page in their language with a
  // reload link and Retry-After, not the API's JSON; every other error goes to the app's handler.
  app.setErrorHandler((error, request, reply) => {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: databaseErrorSummary(error) }, 'database unavailable');
    const locale: GuideLocale = request.url.startsWith('/es/') ? 'es' : 'en';
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendHtml(request, reply, 503, renderUnavailablePage(locale, assets, request.url), 'no-store');
  });

  if (assets.distDir && existsSync(path.join(assets.distDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(assets.distDir, 'assets'),
      prefix: `${GUEST_ASSET_PREFIX}assets/`,
      decorateReply: false,
      index: false,
      list: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const swFile = path.join(assets.distDir, 'guest-sw.js');
    if (existsSync(swFile)) {
      const sw = readFileSync(swFile);
      app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
        // No-cache: the browser must see a new worker as soon as it is deployed.
        void reply.header('cache-control', 'no-cache');
        return reply.type('text/javascript; charset=utf-8').send(sw);
      });
    }
  }

  /** The 800 px rendition of a photo of this server's storage, for the cover (the largest paint). */
  const medium = (photo: GuestPhoto) => {
    const key = PhotoResolver.keyOf(photo.src, photoUrls);
    if (!key || !IMAGE_KEY.test(key) || !photo.width || photo.width <= COVER_WIDTH) return null;
    return { src: `${GUEST_ASSET_PREFIX}img/${COVER_WIDTH}/${key}`, width: COVER_WIDTH };
  };

  app.get<{ Params: { shard: string; file: string } }>(
    `${GUEST_ASSET_PREFIX}img/${COVER_WIDTH}/:shard/:file`,
    async (request, reply) => {
      const key = `${request.params.shard}/${request.params.file}`;
      if (!IMAGE_KEY.test(key)) return reply.callNotFound();
      const image = await derived.get(`w${COVER_WIDTH}:${key}`, async () => {
        const bytes = await loadImage(`${photoUrls.imageRoutePrefix}${key}`);
        return bytes
          ? sharp(bytes).resize({ width: COVER_WIDTH, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer()
          : null;
      });
      if (!image) return reply.callNotFound();
      // Keys name files that never change, so their renditions never change either.
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
    },
  );

  // The guide pages' icon sprites: named by their content's hash, so cached for good.
  app.get<{ Params: { file: string }; Querystring: { i?: string } }>(
    `${SPRITE_PREFIX}:file`,
    async (request, reply) => {
      const svg = spriteFile(request.params.file, typeof request.query.i === 'string' ? request.query.i : undefined);
      if (!svg) return reply.callNotFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, locale: GuideLocale) => {
    guestPolicy(reply);
    return sendHtml(request, reply, 404, renderNotFoundPage(locale, assets, request.url.split('?')[0]!));
  };

  const guidePage =
    (locale: GuideLocale, print: boolean) =>
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const { slug } = request.params;
      if (!GuideSlugSchema.safeParse(slug).success) return notFoundPage(request, reply, locale);
      const loaded = await service.pageGuide(slug, locale);
      if (!loaded) return notFoundPage(request, reply, locale);
      // A stay link (?s=token) greets its guest and is counted; the page stays the locked one.
      const token = print ? undefined : (request.query as { s?: unknown }).s;
      const stay = typeof token === 'string' && token ? await service.stayPage(loaded, token.slice(0, 64)) : null;
      const render = () =>
        print
          ? renderPrintPage(loaded.guide, {
              assets,
              apiBase: config.API_BASE_PATH,
              publicUrl: config.publicUrl,
              updatedAt: loaded.row.modifyDate,
              timeZone: loaded.row.timeZone,
            })
          : renderGuidePage(loaded.guide, {
              assets,
              apiBase: config.API_BASE_PATH,
              updatedAt: loaded.row.modifyDate,
              timeZone: loaded.row.timeZone,
              mapAttribution: config.MAP_TILE_ATTRIBUTION,
              medium,
              analytics: analyticsFor(loaded.row.guestAnalytics),
              ...(stay
                ? { stay: stay.stay ? { guest: stay.stay, token: token as string } : ('revoked' as const) }
                : {}),
            });
      // The guide page may frame the privacy-enhanced video players (inserted only when a guest taps a
      // poster) and reach the analytics server only where its host opted in (print never).
      guestPolicy(reply, {
        videos: !print,
        analytics: !print && Boolean(analyticsFor(loaded.row.guestAnalytics)),
        starter: true,
      });
      // A stay page names its guest: never kept by a shared cache, nor by this server.
      if (stay) return sendHtml(request, reply, 200, render(), 'private, no-store');
      // Everyone else gets the same page for this revision: rendered and compressed once.
      void reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow');
      return sendPrepared(
        request,
        reply,
        loaded.cached.body(print ? 'print' : 'page', () => prepareBody(render(), 'text/html; charset=utf-8')),
      );
    };

  const manifest =
    (locale: GuideLocale) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const { slug } = request.params;
      const loaded = GuideSlugSchema.safeParse(slug).success ? await service.pageGuide(slug, locale) : null;
      if (!loaded) return reply.callNotFound();
      const { guide } = loaded;
      const t = translator(locale);
      const start = guidePath(locale, slug);
      void reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return {
        id: start,
        name: guide.name,
        short_name: guide.name.length > 24 ? `${guide.name.slice(0, 23)}…` : guide.name,
        description: t('guest.meta.description', { name: guide.name }),
        lang: locale,
        start_url: start,
        scope: start,
        display: 'standalone',
        background_color: guide.theme.backgroundColor,
        theme_color: guide.theme.primaryColor,
        icons: ICON_SIZES.map((size) => ({
          src: `/g/${slug}/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      };
    };

  for (const locale of ['en', 'es'] as const) {
    const base = locale === 'en' ? '' : `/${locale}`;
    app.get(`${base}/g/:slug`, guidePage(locale, false));
    app.get(`${base}/g/:slug/print`, guidePage(locale, true));
    app.get(`${base}/g/:slug/manifest.webmanifest`, manifest(locale));
    app.get(`${base}/g`, async (request, reply) => notFoundPage(request, reply, locale));
    app.get<{ Querystring: { code?: string } }>(`${base}/link`, async (request, reply) => {
      const raw = typeof request.query.code === 'string' ? request.query.code.slice(0, 32) : '';
      // Without a code the visitor is browsing: the web app's /link page (nofooter layout with the
      // site header), the same as in-app navigation. API-only mode (guestDistDir null) keeps this page.
      if (raw.trim() || opts.guestDistDir === null) guestPolicy(reply);
      if (!raw.trim())
        return opts.guestDistDir === null
          ? sendHtml(request, reply, 200, renderLinkPage(locale, assets, { code: '', error: null }))
          : reply.callNotFound();
      if (!/^[A-Za-z0-9 -]{4,16}$/.test(raw.trim()))
        return sendHtml(request, reply, 400, renderLinkPage(locale, assets, { code: raw, error: 'invalid' }));
      try {
        const { slug } = await service.lookupShortCode(raw, { userId: null, ip: request.ip });
        return reply.header('cache-control', 'no-store').redirect(guidePath(locale, slug), 303);
      } catch (error) {
        const status = (error as AppError).statusCode;
        if (status === 429)
          return sendHtml(request, reply, 429, renderLinkPage(locale, assets, { code: raw, error: 'tooMany' }));
        if (status === 404)
          return sendHtml(request, reply, 404, renderLinkPage(locale, assets, { code: raw, error: 'unknown' }));
        throw error;
      }
    });
  }

  app.get<{ Params: { slug: string; file: string } }>('/g/:slug/:file', async (request, reply) => {
    const size = Number(/^icon-(\d+)\.png$/.exec(request.params.file)?.[1]);
    const { slug } = request.params;
    if (!ICON_SIZES.includes(size as (typeof ICON_SIZES)[number]) || !GuideSlugSchema.safeParse(slug).success)
      return notFoundPage(request, reply, 'en');
    const loaded = await service.pageGuide(slug, 'en');
    if (!loaded) return reply.callNotFound();
    const { guide } = loaded;
    const icon = await derived.get(`icon:${slug}:${size}:${guide.version}`, async () => {
      const cover = guide.coverPhoto ? await loadImage(guide.coverPhoto.srcSmall ?? guide.coverPhoto.src) : null;
      if (cover) {
        try {
          return await sharp(cover).resize(size, size, { fit: 'cover' }).png().toBuffer();
        } catch {
          // Fall through to the lettered icon.
        }
      }
      const letter = (guide.name.trim()[0] ?? 'G').toUpperCase().replace(/[<>&"']/g, 'G');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${guide.theme.primaryColor}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="56" fill="${guide.theme.onPrimaryColor}">${letter}</text></svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    });
    if (!icon) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(icon);
  });

  // An unknown guest path under /g/ is the guests' 404, not the host app's.
  app.get('/g/*', async (request, reply) => notFoundPage(request, reply, 'en'));
  app.get('/es/g/*', async (request, reply) => notFoundPage(request, reply, 'es'));
}
