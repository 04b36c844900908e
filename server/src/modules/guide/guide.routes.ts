import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GuestGuideQuerySchema,
  GuestGuideResponseSchema,
  GuideEventsRequestSchema,
  GuideEventsResponseSchema,
  CodeAttemptsResponseSchema,
  GuideLinkResponseSchema,
  GuidePdfQuerySchema,
  GuidePropertyParamsSchema,
  GuideSignQuerySchema,
  GuideSlugParamsSchema,
  ShortCodeLookupResponseSchema,
  ShortCodeParamsSchema,
} from '@common/contracts/guide';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { guideRevisionNotices } from '../../db/guide-revision-notices';
import { ok } from '../../lib/envelope';
import { imageRoutePrefix } from '../media';
import { GuestStayResponseSchema } from '@common/contracts/stays';
import type { StayAccess } from '../stays';
import type { AccessCodeGuard } from './access-code.guard';
import { prepareBody, sendPrepared } from './guide-cache';
import { PhotoResolver } from './guide.presenter';
import { type Caller, GuideService } from './guide.service';
import type { ImageLoader } from './pdf/pdf-kit';

export interface GuideModuleOptions {
  config: Config;
  database: Database;
}

/**
 * The guide service of an app (photo URLs and map tiles from the config, the app's access-code guard).
 * On the embedded database it first subscribes to commit notices, so guide stamps are kept in memory.
 */
export async function guideServiceFor(
  config: Config,
  database: Database,
  codeGuard: AccessCodeGuard,
  stayAccess: StayAccess,
): Promise<GuideService> {
  await guideRevisionNotices(database);
  return new GuideService(database.db, {
    stayAccess,
    publicUrl: config.publicUrl,
    photoUrls: {
      publicUrl: config.publicUrl,
      imageBaseUrl: config.imageBaseUrl,
      imageRoutePrefix: imageRoutePrefix(config),
    },
    mapTileUrl: config.MAP_TILE_URL ?? null,
    codeGuard,
  });
}

/**
 * Reads guide photos for the PDFs through this app's own image route (whatever storage serves it).
 * Other hosts' URLs are never fetched: the server makes no third-party calls.
 */
export function localImageLoader(app: FastifyInstance, config: Config): ImageLoader {
  const urls = {
    publicUrl: config.publicUrl,
    imageBaseUrl: config.imageBaseUrl,
    imageRoutePrefix: imageRoutePrefix(config),
  };
  return async (url) => {
    const key = PhotoResolver.keyOf(url, urls);
    if (!key || !/^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}-[a-z]\.[a-z0-9]{3,4}$/.test(key)) return null;
    const res = await app.inject({ method: 'GET', url: `${urls.imageRoutePrefix}${key}` });
    return res.statusCode === 200 ? res.rawPayload : null;
  };
}

const caller = (request: { auth: { userId: string } | null; ip: string }): Caller => ({
  userId: request.auth?.userId ?? null,
  ip: request.ip,
});

/** A file name for a download: the property's name in safe characters. */
const fileName = (name: string, suffix: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'guide'
  }-${suffix}.pdf`;

const PdfResponse = { 200: z.any().describe('application/pdf') };

/** {apiBase}/guide/* (public) and the owner's link calls (see common/contracts/guide.ts). */
export const guideRoutes: FastifyPluginAsyncZod<GuideModuleOptions> = async (app, opts) => {
  const { config } = opts;
  const service = await guideServiceFor(config, opts.database, app.accessCodeGuard, app.stayAccess);
  const loadImage = localImageLoader(app, config);
  const tags = ['guide'];
  const security = [{ bearer: [] }];

  app.get(
    '/guide/:slug',
    {
      schema: {
        operationId: 'getGuide',
        errorStatuses: [429],
        tags,
        summary: 'The published guide for guests; sensitive sections locked unless X-Guide-Code is right',
        params: GuideSlugParamsSchema,
        querystring: GuestGuideQuerySchema,
        headers: z.object({
          'x-guide-code': z.string().max(32).optional().describe('The access code (never in the URL)'),
          'x-stay-token': z
            .string()
            .max(64)
            .optional()
            .describe(
              'The token of a stay link (?s= of /g/{slug}): opens the stay, and the sensitive sections during its window',
            ),
        }),
        response: { 200: GuestGuideResponseSchema },
      },
    },
    async (request, reply) => {
      void reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Language, X-Guide-Code, X-Stay-Token');
      const code = request.headers['x-guide-code'];
      const stayToken = request.headers['x-stay-token'];
      const { guide, cached } = await service.guestAnswer(
        request.params.slug,
        request.query.locale,
        request.headers['accept-language'],
        typeof code === 'string' ? code.trim() : undefined,
        caller(request),
        typeof stayToken === 'string' ? stayToken.trim() : undefined,
      );
      // A stay link's answer is the caller's own: serialised as usual, never kept.
      if (!cached) return ok(guide);
      // Shared answers (per language and locked state) are serialised once, with an ETag for 304s.
      const prepared = cached.body('json', () =>
        prepareBody(JSON.stringify(z.encode(GuestGuideResponseSchema, ok(guide))), 'application/json; charset=utf-8'),
      );
      return sendPrepared(request, reply, prepared);
    },
  );

  for (const [path, action, operationId] of [
    ['arrived', 'arrived', 'markStayArrived'],
    ['checkedout', 'checkedOut', 'markStayCheckedOut'],
  ] as const) {
    app.post(
      `/guide/:slug/stay/${path}`,
      {
        schema: {
          operationId,
          errorStatuses: [403],
          tags,
          summary:
            action === 'arrived'
              ? '"I\'ve arrived" on a stay link: recorded once, the host is told by e-mail'
              : '"I\'ve checked out" on a stay link: recorded once, the host is told by e-mail',
          params: GuideSlugParamsSchema,
          headers: z.object({
            'x-stay-token': z.string().max(64).describe('The token of the stay link (?s= of /g/{slug})'),
          }),
          response: { 200: GuestStayResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await service.stayAction(request.params.slug, request.headers['x-stay-token'].trim(), action));
      },
    );
  }

  app.get(
    '/guide/code/:code',
    {
      schema: {
        operationId: 'resolveGuideCode',
        errorStatuses: [429],
        tags,
        summary: 'The slug of a guide from its short code (case-insensitive; rate limited)',
        params: ShortCodeParamsSchema,
        response: { 200: ShortCodeLookupResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.lookupShortCode(request.params.code, caller(request)));
    },
  );

  app.get(
    '/guide/:slug/pdf',
    {
      schema: {
        operationId: 'getGuidePdf',
        tags,
        summary: 'The guide booklet as a PDF (sensitive sections only for the owner, with includeSensitive=1)',
        params: GuideSlugParamsSchema,
        querystring: GuidePdfQuerySchema,
        response: PdfResponse,
      },
    },
    async (request, reply) => {
      const { row, guide } = await service.printableGuide(
        request.params.slug,
        request.query.locale,
        caller(request),
        request.query.includeSensitive,
      );
      // The PDF renderer (~35 MB once loaded) loads on the first PDF asked for, not at start.
      const { renderBookletPdf } = await import('./pdf/booklet');
      const pdf = await renderBookletPdf(guide, {
        publicUrl: config.publicUrl,
        paper: request.query.paper === 'letter' ? 'LETTER' : 'A4',
        updatedAt: row.modifyDate,
        timeZone: row.timeZone,
        loadImage,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName(guide.name, `guide-${guide.locale}`)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/guide/:slug/sign.pdf',
    {
      schema: {
        operationId: 'getGuideSignPdf',
        tags,
        summary: 'A one-page QR sign (property name, QR code, short code, optional Wi-Fi)',
        params: GuideSlugParamsSchema,
        querystring: GuideSignQuerySchema,
        response: PdfResponse,
      },
    },
    async (request, reply) => {
      const c = caller(request);
      let { guide } = await service.printableGuide(request.params.slug, request.query.locale, c, false);
      // A Wi-Fi kept behind the access code is printed only for the owner or a co-host (bearer token).
      if (request.query.wifi && guide.wifiLocked)
        guide = (await service.hostGuide(request.params.slug, request.query.locale, c))?.guide ?? guide;
      const { renderSignPdf } = await import('./pdf/sign');
      const pdf = await renderSignPdf(guide, {
        publicUrl: config.publicUrl,
        paper: request.query.paper === 'letter' ? 'LETTER' : 'A4',
        wifi: request.query.wifi,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName(guide.name, `sign-${guide.locale}`)}"`)
        .send(pdf);
    },
  );

  app.post(
    '/guide/:slug/events',
    {
      schema: {
        operationId: 'recordGuideEvents',
        errorStatuses: [429],
        tags,
        summary: 'Counts guest events per day (no cookie, address or user agent stored; bots not counted)',
        params: GuideSlugParamsSchema,
        body: GuideEventsRequestSchema,
        response: { 200: GuideEventsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(
        await service.recordEvents(
          request.params.slug,
          request.body.events,
          request.headers['user-agent'],
          caller(request),
        ),
      );
    },
  );

  app.get(
    '/property/user/:propertyId/guide-link',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getGuideLink',
        tags,
        security,
        summary: 'How guests reach the guide: slug, short code, URLs (owner or co-host)',
        params: GuidePropertyParamsSchema,
        response: { 200: GuideLinkResponseSchema },
      },
    },
    async (request) => ok(await service.guideLink(request.auth!.userId, request.params.propertyId)),
  );

  app.get(
    '/property/user/:propertyId/code-attempts',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getGuideCodeAttempts',
        tags,
        security,
        summary: 'Wrong access codes tried on the guide in the last 24 hours (owner or co-host)',
        params: GuidePropertyParamsSchema,
        response: { 200: CodeAttemptsResponseSchema },
      },
    },
    async (request) => ok(await service.codeAttempts(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/property/user/:propertyId/rotate-slug',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'rotateGuideSlug',
        tags,
        security,
        summary: 'New guest link and short code; the old ones stop working at once (owner only)',
        params: GuidePropertyParamsSchema,
        response: { 200: GuideLinkResponseSchema },
      },
    },
    async (request) => ok(await service.rotateSlug(request.auth!.userId, request.params.propertyId)),
  );
};
