import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ERROR_KEYS } from '@common/errors';
import { AppError, conflict } from '../../lib/errors';
import { IdempotencyRepository, type IdempotencyScope } from './idempotency.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create a client may retry: an `Idempotency-Key` header makes a repeat answer the first
     * request's answer instead of creating again (docs/decisions/038-idempotency-keys.md). The
     * route also declares `IdempotencyKeyHeadersSchema` as its `headers`, which validates the key.
     */
    idempotent?: boolean;
  }
}

const HEADER = 'idempotency-key';

/** The optional `Idempotency-Key` header: 1-255 visible ASCII characters (400 naming it otherwise). */
export const IdempotencyKeyHeadersSchema = z.looseObject({
  [HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe(
      'Makes this create safe to retry: a repeat with the same key and body within 24 h answers the first ' +
        'answer again (header `Idempotent-Replayed: true`) and creates nothing. 1-255 visible ASCII characters, e.g. a UUID per user action.',
    ),
});

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ body: request.body ?? null, query: request.query ?? null }))
    .digest('hex');

/**
 * Wraps the handler of every route whose config says `idempotent: true` (registered before the
 * routes, so onRoute sees them). Without the header, or without a signed-in account, the route
 * runs as before.
 */
export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const repository = new IdempotencyRepository(app.database.db);

    app.addHook('onRoute', (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      const route = `${String(routeOptions.method)} ${routeOptions.url}`;
      const original = routeOptions.handler;
      routeOptions.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        const key = request.headers[HEADER];
        if (typeof key !== 'string' || !request.auth) return original.call(this, request, reply);
        const scope: IdempotencyScope = { userId: request.auth.userId, route, key };
        const hash = requestHash(request);
        const previous = await repository.reserve(scope, hash);
        if (previous) {
          // The first request with this key is still running (or never finished: see the decision).
          if (previous.status === null) throw conflict(ERROR_KEYS.conflict, { field: HEADER });
          if (previous.requestHash !== hash) throw conflict(ERROR_KEYS.idempotencyKeyReused, { field: HEADER });
          return reply.header('Idempotent-Replayed', 'true').code(previous.status).send(previous.response);
        }
        let result: unknown;
        try {
          result = await original.call(this, request, reply);
        } catch (error) {
          // A refusal (4xx) created nothing: the same key may try again. Any other failure may have come
          // after the create committed (the database lost on the way back), so the key stays reserved and a
          // repeat gets 409 rather than a second stay.
          if (error instanceof AppError && error.statusCode < 500) {
            await repository
              .release(scope)
              .catch((err: unknown) => request.log.warn({ err }, 'idempotency key not released'));
          }
          throw error;
        }
        if (result === reply || result === undefined) {
          await repository.release(scope);
        } else {
          // If this fails the create stands and is answered; the key stays reserved (409 on a repeat) until swept.
          await repository
            .complete(scope, reply.statusCode, result)
            .catch((err: unknown) => request.log.error({ err }, 'idempotency answer not stored'));
        }
        return result;
      } as RouteHandlerMethod;
    });
  },
  { name: 'idempotency' },
);
