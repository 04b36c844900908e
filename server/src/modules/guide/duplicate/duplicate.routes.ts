import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListLocaleQuerySchema } from '@common/contracts/list';
import { PropertyDuplicateSchema, PropertyIdParamsSchema, PropertyResponseSchema } from '@common/contracts/property';
import { ok } from '../../../lib/envelope';
import { requestLocale } from '../../../lib/request-locale';
import { IdempotencyKeyHeadersSchema } from '../../idempotency';
import { fileStoreFor, type ImageStorage } from '../../storage';
import { DuplicateService } from './duplicate.service';

/** POST /property/user/{propertyId}/duplicate (docs/decisions/046-duplicating-a-guide.md). */
export const duplicateRoutes: FastifyPluginAsyncZod<{ imageStorage: ImageStorage }> = async (app, opts) => {
  const service = new DuplicateService(app.database.db, {
    events: app.events,
    images: opts.imageStorage,
    files: fileStoreFor(app.config, (details, message) => app.log.warn(details, message)),
  });

  app.post(
    '/property/user/:propertyId/duplicate',
    {
      onRequest: app.requireUser,
      config: { idempotent: true },
      schema: {
        operationId: 'duplicateProperty',
        errorStatuses: [403, 409],
        tags: ['property'],
        security: [{ bearer: [] }],
        summary: 'Copies a property and its guide into a new property (owner only)',
        description:
          'The new property (named `name`) gets the guide (sections, places, emergency numbers, settings), copies of the ' +
          'photos, videos and devices with their manuals (files of its own), a new guest link and, when the source has one, a new access code. Stays, messages and co-hosts are not copied; the copy starts unpublished.',
        headers: IdempotencyKeyHeadersSchema,
        params: PropertyIdParamsSchema,
        querystring: ListLocaleQuerySchema,
        body: PropertyDuplicateSchema,
        response: { 200: PropertyResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.duplicate(
          request.auth!.userId,
          request.params.propertyId,
          request.body.name,
          requestLocale(request),
        ),
      ),
  );
};
