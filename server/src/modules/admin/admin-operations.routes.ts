import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAiResponseSchema,
  AdminListItemInputSchema,
  AdminListItemParamsSchema,
  AdminListItemResponseSchema,
  AdminListParamsSchema,
  AdminListResponseSchema,
  AdminMailParamsSchema,
  AdminPageQuerySchema,
  AdminPromptInputSchema,
  AdminPromptParamsSchema,
  AdminPromptTemplateResponseSchema,
  AdminPromptTemplatesResponseSchema,
  AdminPropertyParamsSchema,
  AdminPurgeSchema,
  AuditPageResponseSchema,
  OutboxMailResponseSchema,
  OutboxPageResponseSchema,
} from '@common/contracts/admin';
import { wrapped } from '@common/contracts/api';
import { ok } from '../../lib/envelope';
import type { AdminService, Actor } from './admin.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The admin area's operations, registered by adminRoutes (same checks): the audit log, the mail
 * outbox, the lookup lists, the purge of deleted properties, and the concierge (indexing runs, base prompts).
 */
export function adminOperationsRoutes(
  app: App,
  {
    service,
    staff,
    adminOnly,
    actor,
  }: {
    service: AdminService;
    staff: { onRequest: ReturnType<App['requireStaff']> };
    adminOnly: { onRequest: ReturnType<App['requireStaff']> };
    actor: (request: FastifyRequest) => Promise<Actor>;
  },
): void {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/audit',
    {
      ...staff,
      schema: {
        operationId: 'listAuditLog',
        tags,
        security,
        summary: 'The audit log, newest first',
        querystring: AdminPageQuerySchema,
        response: { 200: AuditPageResponseSchema },
      },
    },
    async (request) => ok(await service.auditPage(request.query.page, request.query.pageSize)),
  );
  app.get(
    '/admin/outbox',
    {
      ...staff,
      schema: {
        operationId: 'listOutbox',
        tags,
        security,
        summary: 'Mail kept in the outbox (no SMTP server configured), newest first',
        querystring: AdminPageQuerySchema,
        response: { 200: OutboxPageResponseSchema },
      },
    },
    async (request) => ok(await service.outbox(request.query.page, request.query.pageSize)),
  );
  app.post(
    '/admin/outbox/:mailId/resend',
    {
      ...adminOnly,
      schema: {
        operationId: 'resendOutboxMail',
        tags,
        security,
        summary: 'Sends a kept mail again',
        params: AdminMailParamsSchema,
        response: { 200: OutboxMailResponseSchema },
      },
    },
    async (request) => ok(await service.resendMail(await actor(request), request.params.mailId)),
  );

  app.get(
    '/admin/lists/:list',
    {
      ...staff,
      schema: {
        operationId: 'getLookupList',
        tags,
        security,
        summary: 'A lookup list with its en/es names',
        params: AdminListParamsSchema,
        response: { 200: AdminListResponseSchema },
      },
    },
    async (request) => ok(await service.list(request.params.list)),
  );
  app.put(
    '/admin/lists/:list/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'renameLookupItem',
        tags,
        security,
        summary: 'Renames a lookup item (kept over later data releases)',
        params: AdminListItemParamsSchema,
        body: AdminListItemInputSchema,
        response: { 200: AdminListItemResponseSchema },
      },
    },
    async (request) =>
      ok(await service.editListItem(await actor(request), request.params.list, request.params.id, request.body)),
  );

  app.post(
    '/admin/tools/purge',
    {
      ...adminOnly,
      schema: {
        operationId: 'purgeDeletedProperties',
        tags,
        security,
        summary: 'Removes for good the properties deleted more than N days ago',
        body: AdminPurgeSchema,
        response: { 200: wrapped(z.object({ purged: z.number().int() })) },
      },
    },
    async (request) => ok(await service.purge(await actor(request), request.body.olderThanDays)),
  );

  app.get(
    '/admin/ai',
    {
      ...staff,
      schema: {
        operationId: 'getAdminAi',
        tags,
        security,
        summary: 'AI provider, indexing runs of every property, usage',
        response: { 200: AdminAiResponseSchema },
      },
    },
    async () => ok(await service.ai(app.config)),
  );
  app.post(
    '/admin/ai/runs/:propertyId/retry',
    {
      ...adminOnly,
      schema: {
        operationId: 'retryIndexingRun',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Queues a new indexing run of a property (as its owner)',
        params: AdminPropertyParamsSchema,
        response: { 200: wrapped(z.object({ queued: z.literal(true) })) },
      },
    },
    async (request) => ok(await service.retryIndex(await actor(request), request.params.propertyId)),
  );
  app.get(
    '/admin/ai/prompts',
    {
      ...staff,
      schema: {
        operationId: 'listBasePrompts',
        tags,
        security,
        summary: "The concierge's base instructions per rental type (en, es), the default first",
        response: { 200: AdminPromptTemplatesResponseSchema },
      },
    },
    async () => ok(await service.prompts.list()),
  );
  app.put(
    '/admin/ai/prompts/:strTypeId',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateBasePrompt',
        tags,
        security,
        summary: "Sets a rental type's base instructions (0 = the default); 404 for an unknown type",
        params: AdminPromptParamsSchema,
        body: AdminPromptInputSchema,
        response: { 200: AdminPromptTemplateResponseSchema },
      },
    },
    async (request) =>
      ok(await service.savePromptTemplate(await actor(request), request.params.strTypeId, request.body)),
  );
}
