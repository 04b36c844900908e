import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuideSlugParamsSchema } from '@common/contracts/ai';
import {
  GuestHandoffQuestionResponseSchema,
  GuestHandoffResponseSchema,
  HandoffQuestionInputSchema,
  HandoffRepliesInputSchema,
  HostContactInputSchema,
  HostContactResponseSchema,
  InboxPropertyParamsSchema,
  InboxQuestionListResponseSchema,
  InboxQuestionResponseSchema,
  InboxReplyInputSchema,
  InboxSummaryResponseSchema,
} from '@common/contracts/inbox';
import { ok } from '../../lib/envelope';
import type { GuestCaller, InboxService } from './inbox.service';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, 64) : undefined;
};

/** The guest's proofs of access: from the body and headers only (never the URL, so never a log line). */
const callerOf = (
  request: FastifyRequest,
  slug: string,
  body: { accessCode?: string; guestKey?: string },
): GuestCaller => ({
  slug,
  ip: request.ip,
  accessCode: body.accessCode ?? header(request, 'x-guide-code'),
  stayToken: header(request, 'x-stay-token'),
  guestKey: body.guestKey,
});

/** The inbox routes (see common/contracts/inbox.ts for the list). */
export const inboxRoutes: FastifyPluginAsyncZod<{ service: InboxService }> = async (app, { service }) => {
  const tags = ['inbox'];
  const security = [{ bearer: [] }];

  app.get(
    '/inbox/contact',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getHostContact',
        tags,
        security,
        summary: "The account's contact for guests (phone, WhatsApp, e-mail, whether the phone is shown)",
        response: { 200: HostContactResponseSchema },
      },
    },
    async (request) => ok(await service.contact(request.auth!.userId)),
  );

  app.put(
    '/inbox/contact',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'saveHostContact',
        tags,
        security,
        summary: "Saves the account's contact for guests; the owner's guides show it at once",
        body: HostContactInputSchema,
        response: { 200: HostContactResponseSchema },
      },
    },
    async (request) => ok(await service.saveContact(request.auth!.userId, request.body)),
  );

  app.get(
    '/inbox',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getInboxSummary',
        tags,
        security,
        summary: 'The properties whose guest questions the caller answers, with unread counts',
        response: { 200: InboxSummaryResponseSchema },
      },
    },
    async (request) => ok(await service.summary(request.auth!.userId)),
  );

  app.get(
    '/inbox/property/:propertyId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listInboxQuestions',
        tags,
        security,
        summary: "A property's guest questions, newest first (owner and co-hosts who answer guests)",
        params: InboxPropertyParamsSchema,
        response: { 200: InboxQuestionListResponseSchema },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/inbox/property/:propertyId/read',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'markInboxRead',
        tags,
        security,
        summary: "Marks a property's guest questions read; answers the new summary",
        params: InboxPropertyParamsSchema,
        response: { 200: InboxSummaryResponseSchema },
      },
    },
    async (request) => ok(await service.markRead(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/inbox/property/:propertyId/reply',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'answerInboxQuestion',
        tags,
        security,
        summary: "Answers a guest's question; mailed to the stay's e-mail on record when it came through a stay link",
        params: InboxPropertyParamsSchema,
        body: InboxReplyInputSchema,
        response: { 200: InboxQuestionResponseSchema },
      },
    },
    async (request) => ok(await service.reply(request.auth!.userId, request.params.propertyId, request.body)),
  );

  app.post(
    '/guide/:slug/handoff',
    {
      schema: {
        operationId: 'sendQuestionToHost',
        errorStatuses: [429],
        tags: ['guide'],
        summary: "Sends a guest's question to the host's inbox (public, rate limited per client and per guide)",
        params: GuideSlugParamsSchema,
        body: HandoffQuestionInputSchema,
        response: { 200: GuestHandoffQuestionResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.ask(callerOf(request, request.params.slug, request.body), request.body));
    },
  );

  app.post(
    '/guide/:slug/handoff/replies',
    {
      schema: {
        operationId: 'getHostReplies',
        errorStatuses: [429],
        tags: ['guide'],
        summary: "The host's contact on this guide and this guest's questions with the host's answers (public)",
        params: GuideSlugParamsSchema,
        body: HandoffRepliesInputSchema,
        response: { 200: GuestHandoffResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.replies(callerOf(request, request.params.slug, request.body), request.body.locale));
    },
  );
};
