import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListLocaleQuerySchema } from '@common/contracts/list';
import {
  DeletedPropertyResponseSchema,
  PropertiesQuerySchema,
  PropertiesResponseSchema,
  PropertyIdParamsSchema,
  PropertyListResponseSchema,
  PropertyResponseSchema,
  PropertyCreateSchema,
  PropertySchema,
  PropertyUpdateSchema,
} from '@common/contracts/property';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { IdempotencyKeyHeadersSchema } from '../idempotency';
import { requestLocale } from '../../lib/request-locale';
import { PropertyService } from './property.service';

/**
 * /property/user*: the signed-in host's properties (docs/api.md, "Call groups"). Names inside answers
 * (state, rental type, full address) follow `?locale=` or Accept-Language like the lookup lists.
 */
/** Largest PUT /property/user body accepted. */
export const PROPERTY_BODY_LIMIT = 4 * 1024 * 1024;

/** `{"result":[...],"errors":[]}` written item by item from pages of items. */
async function* wrappedArray<T>(pages: AsyncIterable<T[]>, encode: (item: T) => string): AsyncGenerator<string> {
  yield '{"result":[';
  let first = true;
  for await (const page of pages) {
    if (!page.length) continue;
    yield (first ? '' : ',') + page.map(encode).join(',');
    first = false;
  }
  yield '],"errors":[]}';
}

export const propertyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const service = new PropertyService(opts.database.db, app.events);

  // POST /property/user has no body, yet clients send `Content-Type: application/json` on every call.

  const tags = ['property'];
  const security = [{ bearer: [] }];

  app.get(
    '/property/user/list',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listPropertyNames',
        tags,
        security,
        summary: "The host's properties for dropdowns (propertyId, name)",
        response: { 200: PropertyListResponseSchema },
      },
    },
    async (request) => ok(await service.listItems(request.auth!.userId)),
  );

  app.get(
    '/property/user',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listProperties',
        tags,
        security,
        summary:
          "The host's properties (own and co-hosted), every field; optional paging (limit, after) or one property (propertyId)",
        description:
          'Without `limit`, `after` or `propertyId` every property is answered (kept for older clients; large for a manager with thousands). ' +
          'Paging: `?limit=25` answers the first 25 by propertyId, `?limit=25&after={last propertyId of the previous page}` the next ones; ' +
          'fewer than `limit` means the last page. For names only use GET /property/user/list.',
        querystring: PropertiesQuerySchema,
        response: { 200: PropertiesResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, after, propertyId } = request.query;
      if (limit !== undefined || after !== undefined || propertyId !== undefined)
        return ok(await service.list(request.auth!.userId, requestLocale(request), { limit, after, propertyId }));
      // Every property: streamed page by page in the same `{ result, errors }` shape, each item
      // checked and shaped by the response schema as the serializer would (memory stays one page).
      const pages = await service.listAllInPages(request.auth!.userId, requestLocale(request));
      const body = Readable.from(wrappedArray(pages, (item) => JSON.stringify(PropertySchema.parse(item))));
      // A stream is sent as it is (the schema's serializer applies to objects only; its typing does not know streams).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/property/user',
    {
      onRequest: app.requireUser,
      config: { idempotent: true },
      schema: {
        operationId: 'createProperty',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Creates a property with a starter guide (optional body: { name })',
        description:
          'Without a body (or without `name`) the property is named "My property N" in the host\'s language.',
        headers: IdempotencyKeyHeadersSchema,
        querystring: ListLocaleQuerySchema,
        body: PropertyCreateSchema,
        response: { 200: PropertyResponseSchema },
      },
    },
    async (request) => ok(await service.create(request.auth!.userId, requestLocale(request), request.body?.name)),
  );

  app.put(
    '/property/user',
    {
      onRequest: app.requireUser,
      // A whole guide in two languages can outgrow the app-wide 1 MiB (60 sections x 20,000 characters x 2).
      bodyLimit: PROPERTY_BODY_LIMIT,
      schema: {
        operationId: 'updateProperty',
        errorStatuses: [403, 409],
        tags,
        security,
        summary: 'Saves the whole property (409 when modifyDate is stale)',
        querystring: ListLocaleQuerySchema,
        body: PropertyUpdateSchema,
        response: { 200: PropertyResponseSchema },
      },
    },
    async (request) => ok(await service.update(request.auth!.userId, request.body, requestLocale(request))),
  );

  app.delete(
    '/property/user/:propertyId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'deleteProperty',
        tags,
        security,
        summary: 'Soft-deletes a property (owner only)',
        params: PropertyIdParamsSchema,
        response: { 200: DeletedPropertyResponseSchema },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.propertyId)),
  );
};
