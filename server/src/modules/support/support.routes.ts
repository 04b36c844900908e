import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactResponseSchema,
  PublicContactInputSchema,
  StaffMessageInputSchema,
  StaffTicketQuerySchema,
  TicketIdParamsSchema,
  TicketInputSchema,
  TicketMessageInputSchema,
  TicketPageQuerySchema,
  TicketPageResponseSchema,
  TicketResponseSchema,
  TicketUpdateSchema,
} from '@common/contracts/support';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { ROLES } from '../../lib/tokens';
import type { SupportService } from './support.service';

/** /support/* for hosts and the public contact form; /admin/support/* for staff (Internal or Admin). */
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService; onStaffRoute: (route: string) => void }> = async (app, { service, onStaffRoute }) => {
  const tags = ['support'];
  const security = [{ bearer: [] }];
  // On request, before validation: an anonymous caller learns nothing about the body a call expects.
  const signedIn = { onRequest: app.requireUser };
  const staff = { onRequest: app.requireRoles(ROLES.internal, ROLES.admin) };
  const who = async (request: FastifyRequest) => {
    const found = await service.who(request.auth!.userId);
    if (!found) throw unauthorized();
    return found;
  };
  // Staff routes join the admin area's route list (its permission test covers every one).
  app.addHook('onRoute', (route) => {
    if (route.url.includes('/admin/')) for (const method of [route.method].flat()) if (method !== 'HEAD') onStaffRoute(`${method} ${route.url}`);
  });

  app.post('/support/tickets', { ...signedIn, schema: { tags, security, summary: 'Writes to the team (bot check); an acknowledgement is e-mailed', body: TicketInputSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.create(await who(request), request.body, request.ip)),
  );
  app.get('/support/tickets', { ...signedIn, schema: { tags, security, summary: "The host's tickets, latest activity first", querystring: TicketPageQuerySchema, response: { 200: TicketPageResponseSchema } } }, async (request) =>
    ok(await service.mine(request.auth!.userId, request.query.page, request.query.pageSize)),
  );
  app.get('/support/tickets/:ticketId', { ...signedIn, schema: { tags, security, summary: 'One of the host\'s tickets with its replies', params: TicketIdParamsSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.get(request.auth!.userId, request.params.ticketId)),
  );
  app.post('/support/tickets/:ticketId/messages', { ...signedIn, schema: { tags, security, summary: 'The host adds to the thread', params: TicketIdParamsSchema, body: TicketMessageInputSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.reply(await who(request), request.params.ticketId, request.body.body)),
  );
  app.post('/support/contact', { schema: { tags, summary: 'The public contact form (bot check, rate limited): creates a ticket for the team', body: PublicContactInputSchema, response: { 200: ContactResponseSchema } } }, async (request) =>
    ok(await service.contact(request.body, request.ip)),
  );

  app.get('/admin/support/tickets', { ...staff, schema: { tags: ['admin'], security, summary: 'The ticket queue (status, assignee, search)', querystring: StaffTicketQuerySchema, response: { 200: TicketPageResponseSchema } } }, async (request) =>
    ok(await service.queue(request.auth!.userId, request.query)),
  );
  app.get('/admin/support/tickets/:ticketId', { ...staff, schema: { tags: ['admin'], security, summary: 'A ticket with its replies and internal notes', params: TicketIdParamsSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.staffGet(request.params.ticketId)),
  );
  app.post('/admin/support/tickets/:ticketId/messages', { ...staff, schema: { tags: ['admin'], security, summary: 'A reply (e-mailed to the requester) or an internal note', params: TicketIdParamsSchema, body: StaffMessageInputSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.staffMessage(await who(request), request.params.ticketId, request.body.body, request.body.internal)),
  );
  app.put('/admin/support/tickets/:ticketId', { ...staff, schema: { tags: ['admin'], security, summary: 'Status and assignment', params: TicketIdParamsSchema, body: TicketUpdateSchema, response: { 200: TicketResponseSchema } } }, async (request) =>
    ok(await service.staffUpdate(await who(request), request.params.ticketId, request.body)),
  );
};
