import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@common/contracts/api';
import { ListLocaleQuerySchema } from '@common/contracts/list';
import { PropertyResponseSchema } from '@common/contracts/property';
import {
  DeletedSharedBlockResponseSchema,
  SharedBlockIdParamsSchema,
  SharedBlockInputSchema,
  SharedBlockListResponseSchema,
  SharedBlockResponseSchema,
  SharedBlockUseSchema,
} from '@common/contracts/shared-blocks';
import { ok } from '../../lib/envelope';
import { requestLocale } from '../../lib/request-locale';
import { IdempotencyKeyHeadersSchema } from '../idempotency';
import { SharedBlocksService } from './shared-blocks.service';

/** /shared-blocks*: the host's library of sections used by several guides (docs/decisions/047-shared-blocks.md). */
export const sharedBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SharedBlocksService(app.database.db, app.events);
  const tags = ['shared-blocks'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

  app.get(
    '/shared-blocks',
    {
      ...signedIn,
      schema: {
        operationId: 'listSharedBlocks',
        tags,
        security,
        summary: "The caller's shared blocks by name, each with the guides that use it",
        response: { 200: SharedBlockListResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId)),
  );

  app.post(
    '/shared-blocks',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createSharedBlock',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Adds a shared block to the library (text sanitised; a title in one language at least)',
        headers: IdempotencyKeyHeadersSchema,
        body: SharedBlockInputSchema,
        response: { 200: SharedBlockResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(request.auth!.userId, request.body)),
  );

  app.get(
    '/shared-blocks/:sharedBlockId',
    {
      ...signedIn,
      schema: {
        operationId: 'getSharedBlock',
        tags,
        security,
        summary: 'One shared block of the caller',
        params: SharedBlockIdParamsSchema,
        response: { 200: SharedBlockResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.get(request.auth!.userId, request.params.sharedBlockId)),
  );

  app.put(
    '/shared-blocks/:sharedBlockId',
    {
      ...signedIn,
      schema: {
        operationId: 'updateSharedBlock',
        tags,
        security,
        summary: 'Saves a shared block and rewrites its copy in every guide that uses it',
        description:
          'In one transaction: the block, the kind, icon, title and text of each copy, a new `modifyDate` for each ' +
          'guide written (an editor holding the old one gets 409 on its next save) and `guide.changed` for each.',
        params: SharedBlockIdParamsSchema,
        body: SharedBlockInputSchema,
        response: { 200: SharedBlockResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(request.auth!.userId, request.params.sharedBlockId, request.body)),
  );

  app.delete(
    '/shared-blocks/:sharedBlockId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteSharedBlock',
        tags,
        security,
        summary: 'Deletes a shared block; the guides keep their copies as plain sections',
        params: SharedBlockIdParamsSchema,
        response: { 200: DeletedSharedBlockResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.sharedBlockId)),
  );

  app.post(
    '/shared-blocks/:sharedBlockId/use',
    {
      ...signedIn,
      schema: {
        operationId: 'useSharedBlock',
        tags,
        security,
        summary: "Adds a copy of the block at the end of one of the caller's guides; answers that property",
        description:
          'A guide that already holds a copy is left as it is (a repeat changes nothing). The property must be the ' +
          "caller's own: another host's or a co-hosted one is a 404 naming `propertyId`; a full guide a 400.",
        params: SharedBlockIdParamsSchema,
        querystring: ListLocaleQuerySchema,
        body: SharedBlockUseSchema,
        response: { 200: PropertyResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.use(
          request.auth!.userId,
          request.params.sharedBlockId,
          request.body.propertyId,
          requestLocale(request),
        ),
      ),
  );

  app.post(
    '/shared-blocks/:sharedBlockId/detach',
    {
      ...signedIn,
      schema: {
        operationId: 'detachSharedBlock',
        tags,
        security,
        summary: "Makes the guide's copy of the block a plain section of that guide; answers that property",
        description:
          'The words stay; later saves of the block no longer change it. Owner or a co-host who may edit the guide ' +
          '(403 otherwise, 404 for anyone else). A guide without a copy is answered unchanged.',
        errorStatuses: [403],
        params: SharedBlockIdParamsSchema,
        querystring: ListLocaleQuerySchema,
        body: SharedBlockUseSchema,
        response: { 200: PropertyResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.detach(
          request.auth!.userId,
          request.params.sharedBlockId,
          request.body.propertyId,
          requestLocale(request),
        ),
      ),
  );
};
