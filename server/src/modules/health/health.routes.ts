import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wrapped } from '@common/contracts/api';
import type { Database } from '../../db/client';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/availability';
import { AppError, unavailable } from '../../lib/errors';
import { ok } from '../../lib/envelope';

const HealthSchema = wrapped(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }));
const ReadySchema = wrapped(z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }));

/** Liveness (the process answers) and readiness (the database answers and we are not draining). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; isDraining: () => boolean }> = async (
  app,
  opts,
) => {
  app.get(
    '/healthz',
    {
      config: { withoutAuth: true },
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: HealthSchema },
      },
      logLevel: 'warn',
    },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      config: { withoutAuth: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The database is reachable',
        response: { 200: ReadySchema },
      },
      logLevel: 'warn',
    },
    async () => {
      if (opts.isDraining()) throw unavailable();
      try {
        await opts.database.ping();
      } catch {
        // Bounded by the pool's connect and statement timeouts, so a vanished server fails the probe instead of hanging it.
        throw new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.databaseUnavailable, {
          headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      }
      return ok({ status: 'ready' as const, database: opts.database.kind });
    },
  );
};
