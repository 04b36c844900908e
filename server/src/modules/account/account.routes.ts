import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wrapped } from '@common/contracts/api';
import {
  ACCOUNT_DELETION_LIMITS,
  ACCOUNT_EXPORT_LIMITS,
  AccountDeletedResultSchema,
  AccountDeletionRequestSchema,
} from '@common/contracts/user';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import type { AccountExport } from './account-export';
import type { AccountService } from './account.service';

/**
 * GET /user/export: the signed-in user's own data (docs/export-format.md), a few times an hour.
 * DELETE /user: the signed-in user deletes their account (decision 032).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ exporter: AccountExport; service: AccountService }> = async (
  app,
  { exporter, service },
) => {
  const deletionLimiter = new RateLimiter(new RateLimitRepository(app.database.db), {
    windowSeconds: ACCOUNT_DELETION_LIMITS.windowSeconds,
    perAccount: ACCOUNT_DELETION_LIMITS.perWindow,
    perIp: null,
  });
  app.delete(
    '/user',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'deleteMyAccount',
        errorStatuses: [409, 429],
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'Delete my account and everything it owns',
        description:
          'Confirmed with the password (400 on `password` when wrong), or for an account without a password with its e-mail typed again (`confirmEmail`). Removes the properties, guides, photos, videos, manuals, stays, messages and the mail kept for the address; files are removed right after. The last active Admin cannot (409). At most 5 attempts in 15 minutes (429 after).',
        body: AccountDeletionRequestSchema,
        response: { 200: wrapped(AccountDeletedResultSchema) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await deletionLimiter.consume('account-delete', { account: userId, ip: request.ip });
      await service.deleteOwnAccount(userId, request.body);
      request.log.info({ userId }, 'account deleted by its user');
      return ok({ deleted: true as const });
    },
  );

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
