import { ERROR_KEYS } from '@common/errors';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimiter } from './rate-limit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database-backed brute-force limits (see RateLimiter). */
    rateLimiter: RateLimiter;
  }
}

/**
 * The upload calls (method and full path as registered): each request counts against the signed-in
 * user and the client address, whatever it carries. Kept here, in one list, so a new upload route is
 * one line; security/abuse-limits.test.ts checks each of them trips.
 */
export const UPLOAD_ROUTES: readonly string[] = [
  'POST /api/media/library/:mediaSourceId/:propertyId',
  'POST /api/media/library/stock/:propertyId',
  'POST /api/videos/upload/:propertyId',
  'POST /api/devices/:deviceId/manual',
  'POST /api/support/tickets/:ticketId/attachments',
  'POST /api/stays/import/:propertyId',
];

/** Provides app.rateLimiter (AUTH_RATE_LIMIT_* settings) and the upload limit (UPLOAD_RATE_LIMIT_*). */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const repository = new RateLimitRepository(database.db);
    app.decorate(
      'rateLimiter',
      new RateLimiter(repository, {
        windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
        perIp: config.AUTH_RATE_LIMIT_PER_IP,
      }),
    );

    const uploads = new RateLimiter(repository, {
      windowSeconds: config.UPLOAD_RATE_LIMIT_WINDOW_SECONDS,
      perAccount: config.UPLOAD_RATE_LIMIT_PER_USER,
      // Uploads need a signed-in user, and sign-up is limited per address: the user is what counts.
      perIp: null,
    });
    const limitUpload = async (request: FastifyRequest) => {
      // After authentication (onRequest) and before the handler reads any byte of the file.
      // Without a user (the route's own check answers 401) nothing is counted.
      if (request.auth?.userId)
        await uploads.consume('upload', { account: request.auth.userId, ip: request.ip }, ERROR_KEYS.tooManyUploads);
    };
    const limited = new Set(UPLOAD_ROUTES);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => limited.has(`${method} ${route.url}`))) return;
      const existing = route.preHandler
        ? Array.isArray(route.preHandler)
          ? route.preHandler
          : [route.preHandler]
        : [];
      route.preHandler = [limitUpload, ...existing];
    });
  },
  { name: 'rate-limit' },
);
