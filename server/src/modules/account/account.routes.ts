import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_EXPORT_LIMITS } from '@common/contracts/user';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { RateLimiter } from '../rate-limit/rate-limit.service';
import type { AccountExport } from './account-export';

/** GET /user/export: the signed-in user's own data (docs/export-format.md), a few times an hour. */
export const accountRoutes: FastifyPluginAsyncZod<{ exporter: AccountExport }> = async (app, { exporter }) => {
  const limiter = new RateLimiter(new RateLimitRepository(app.database.db), {
    windowSeconds: ACCOUNT_EXPORT_LIMITS.windowSeconds,
    perAccount: ACCOUNT_EXPORT_LIMITS.perWindow,
    perIp: null,
  });
  app.get(
    '/user/export',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'exportMyData',
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'Download all my data',
        description:
          'The signed-in account and everything it owns as one versioned JSON document (docs/export-format.md), files as links; no secrets. At most 5 downloads an hour (429 after).',
        response: { 200: z.any().describe('{ result: export document, errors: [] }') },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      await limiter.consume('account-export', { account: userId, ip: request.ip });
      const document = await exporter.of(userId);
      if (!document) throw notFound();
      void reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="guidebook-export-${document.exportedAt.slice(0, 10)}.json"`,
        );
      return ok(document);
    },
  );
};
