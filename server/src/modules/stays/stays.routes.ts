import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgendaQuerySchema,
  DeletedStayResponseSchema,
  StayAgendaResponseSchema,
  StayIdParamsSchema,
  StayImportBodySchema,
  StayImportResponseSchema,
  StayInputSchema,
  StayListQuerySchema,
  StayPageResponseSchema,
  StayPropertyParamsSchema,
  StayResponseSchema,
  StayUpdateSchema,
} from '@common/contracts/stays';
import { ok } from '../../lib/envelope';
import { IdempotencyKeyHeadersSchema } from '../idempotency';
import { requestLocale } from '../../lib/request-locale';
import { StaysService } from './stays.service';

/** A CSV of 2,000 stays with notes is well over the app-wide 1 MiB once JSON-escaped. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** /stays*: the host's guests (stays) at their own and co-hosted properties. */
export const stayRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new StaysService(app.database.db, {
    publicUrl: app.config.publicUrl,
    unlockHoursBefore: app.config.STAY_UNLOCK_HOURS_BEFORE,
    events: app.events,
  });
  const tags = ['stays'];
  const security = [{ bearer: [] }];
  // On request, before validation: an anonymous caller learns nothing about the body a call expects.
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/stays',
    {
      ...signedIn,
      schema: {
        operationId: 'listStays',
        tags,
        security,
        summary: 'Stays, filtered and paged (upcoming and in-house soonest first, past most recent first)',
        querystring: StayListQuerySchema,
        response: { 200: StayPageResponseSchema },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId, request.query)),
  );

  app.get(
    '/stays/agenda',
    {
      ...signedIn,
      schema: {
        operationId: 'getStayAgenda',
        tags,
        security,
        summary: 'Dashboard: arrivals and departures from today, and recent guest actions',
        querystring: AgendaQuerySchema,
        response: { 200: StayAgendaResponseSchema },
      },
    },
    async (request) => ok(await service.agenda(request.auth!.userId, request.query.days)),
  );

  app.get(
    '/stays/:stayId',
    {
      ...signedIn,
      schema: {
        operationId: 'getStay',
        tags,
        security,
        summary: 'One stay',
        params: StayIdParamsSchema,
        response: { 200: StayResponseSchema },
      },
    },
    async (request) => ok(await service.get(request.auth!.userId, request.params.stayId)),
  );

  app.post(
    '/stays',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createStay',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Adds a stay (with its own guide link); its messages are planned',
        headers: IdempotencyKeyHeadersSchema,
        body: StayInputSchema,
        response: { 200: StayResponseSchema },
      },
    },
    async (request) => ok(await service.create(request.auth!.userId, request.body)),
  );

  app.put(
    '/stays',
    {
      ...signedIn,
      schema: {
        operationId: 'updateStay',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Saves a stay (409 when modifyDate is stale); pending messages follow the new dates',
        body: StayUpdateSchema,
        response: { 200: StayResponseSchema },
      },
    },
    async (request) => ok(await service.update(request.auth!.userId, request.body)),
  );

  app.delete(
    '/stays/:stayId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteStay',
        tags,
        security,
        summary: 'Deletes a stay; its pending messages are cancelled',
        params: StayIdParamsSchema,
        response: { 200: DeletedStayResponseSchema },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.stayId)),
  );

  app.post(
    '/stays/:stayId/link/revoke',
    {
      ...signedIn,
      schema: {
        operationId: 'revokeStayLink',
        tags,
        security,
        summary: "Revokes the stay's guide link at once",
        params: StayIdParamsSchema,
        response: { 200: StayResponseSchema },
      },
    },
    async (request) => ok(await service.setLink(request.auth!.userId, request.params.stayId, 'revoke')),
  );

  app.post(
    '/stays/:stayId/link/renew',
    {
      ...signedIn,
      schema: {
        operationId: 'renewStayLink',
        tags,
        security,
        summary: 'A new guide link for the stay; the old one stops working',
        params: StayIdParamsSchema,
        response: { 200: StayResponseSchema },
      },
    },
    async (request) => ok(await service.setLink(request.auth!.userId, request.params.stayId, 'renew')),
  );

  app.post(
    '/stays/import/:propertyId',
    {
      ...signedIn,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importStays',
        tags,
        security,
        summary:
          'Imports stays from CSV text (header row; good rows kept, bad rows reported by line). Slashed dates read as M/D/Y in English, D/M/Y in Spanish (?locale=)',
        params: StayPropertyParamsSchema,
        body: StayImportBodySchema,
        response: { 200: StayImportResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.importCsv(
          request.auth!.userId,
          request.params.propertyId,
          request.body.csv,
          requestLocale(request) === 'es' ? 'es' : 'en',
        ),
      ),
  );
};
