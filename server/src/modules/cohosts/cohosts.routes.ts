import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoHostAcceptResponseSchema,
  CoHostInvitationParamsSchema,
  CoHostInvitationPreviewResponseSchema,
  CoHostInvitationResponseSchema,
  CoHostInviteInputSchema,
  CoHostPropertyParamsSchema,
  CoHostRemoveParamsSchema,
  CoHostRoleChangedResponseSchema,
  CoHostRoleInputSchema,
  CoHostsListResponseSchema,
  CoHostsOfPropertyResponseSchema,
  CoHostTokenBodySchema,
  RemovedCoHostResponseSchema,
  RevokedInvitationResponseSchema,
} from '@common/contracts/cohosts';
import { ListLocaleQuerySchema } from '@common/contracts/list';
import { ok } from '../../lib/envelope';
import { requestLocale } from '../../lib/request-locale';
import { CoHostsService } from './cohosts.service';

/** /cohosts* (the owner manages co-hosts) and /host/confirm* (the invitee accepts); see common/contracts/cohosts.ts. */
export const coHostRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CoHostsService(app.database.db, { mailer: app.mailer, publicUrl: app.config.publicUrl });
  const tags = ['cohosts'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/cohosts',
    {
      ...signedIn,
      schema: {
        operationId: 'listCoHosts',
        tags,
        security,
        summary: 'Every property the caller owns, with its co-hosts and open invitations',
        response: { 200: CoHostsListResponseSchema },
      },
    },
    async (request) => ok(await service.overview(request.auth!.userId)),
  );

  app.get(
    '/cohosts/property/:propertyId',
    {
      ...signedIn,
      schema: {
        operationId: 'listPropertyCoHosts',
        tags,
        security,
        summary: "A property's co-hosts and open invitations (owner only: a co-host gets 403)",
        params: CoHostPropertyParamsSchema,
        response: { 200: CoHostsOfPropertyResponseSchema },
      },
    },
    async (request) => ok(await service.ofProperty(request.auth!.userId, request.params.propertyId)),
  );

  app.delete(
    '/cohosts/property/:propertyId/:userId',
    {
      ...signedIn,
      schema: {
        operationId: 'removeCoHost',
        tags,
        security,
        summary: 'Removes a co-host (owner only); their next call on the property is refused',
        params: CoHostRemoveParamsSchema,
        response: { 200: RemovedCoHostResponseSchema },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.propertyId, request.params.userId)),
  );

  app.put(
    '/cohosts/property/:propertyId/:userId',
    {
      ...signedIn,
      schema: {
        operationId: 'setCoHostRole',
        tags,
        security,
        summary: "Changes a co-host's role (owner only): manager, editor or viewer; applies to their next call",
        params: CoHostRemoveParamsSchema,
        body: CoHostRoleInputSchema,
        response: { 200: CoHostRoleChangedResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.setRole(
          request.auth!.userId,
          request.params.propertyId,
          request.params.userId,
          request.body.role,
        ),
      ),
  );

  app.post(
    '/cohosts/invitations',
    {
      ...signedIn,
      schema: {
        operationId: 'inviteCoHost',
        errorStatuses: [429],
        tags,
        security,
        summary:
          'Invites a co-host to properties the caller owns by e-mail (single-use link, 7 days; rate limited per owner)',
        querystring: ListLocaleQuerySchema,
        body: CoHostInviteInputSchema,
        response: { 200: CoHostInvitationResponseSchema },
      },
    },
    async (request) => ok(await service.invite(request.auth!.userId, request.body, request.ip, requestLocale(request))),
  );

  app.delete(
    '/cohosts/invitations/:invitationId',
    {
      ...signedIn,
      schema: {
        operationId: 'revokeCoHostInvitation',
        tags,
        security,
        summary: 'Revokes an open invitation (owner only); its link stops working',
        params: CoHostInvitationParamsSchema,
        response: { 200: RevokedInvitationResponseSchema },
      },
    },
    async (request) => ok(await service.revoke(request.auth!.userId, request.params.invitationId)),
  );

  app.post(
    '/host/confirm/preview',
    {
      schema: {
        operationId: 'previewCoHostInvitation',
        tags,
        summary: 'Who invites and to which properties, for the confirm page (token in the body; no sign-in needed)',
        body: CoHostTokenBodySchema,
        response: { 200: CoHostInvitationPreviewResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.preview(request.body.token));
    },
  );

  app.post(
    '/host/confirm',
    {
      ...signedIn,
      schema: {
        operationId: 'acceptCoHostInvitation',
        tags,
        security,
        summary: 'Accepts an invitation: the signed-in caller co-hosts its properties; the link is used up',
        body: CoHostTokenBodySchema,
        response: { 200: CoHostAcceptResponseSchema },
      },
    },
    async (request) => ok(await service.accept(request.auth!.userId, request.body.token)),
  );
};
