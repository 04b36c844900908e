import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiIndexParamsSchema,
  AiIndexStatusListResponseSchema,
  AiIndexStatusResponseSchema,
  AiPropertyParamsSchema,
  AiQaParamsSchema,
  AiQuestionParamsSchema,
  AiSettingsInputSchema,
  AiSettingsResponseSchema,
  type AskAnswer,
  AskAnswerResponseSchema,
  AskRequestSchema,
  type AskStreamEvent,
  ConciergeInfoResponseSchema,
  ConciergeQuerySchema,
  DeletedQaPairResponseSchema,
  GuestQuestionPageResponseSchema,
  GuestQuestionsQuerySchema,
  GuideSlugParamsSchema,
  HostAskRequestSchema,
  QaPairInputSchema,
  QaPairListResponseSchema,
  QaPairResponseSchema,
  QuestionSectionResponseSchema,
  QuestionToQaInputSchema,
  QuestionToSectionInputSchema,
} from '@common/contracts/ai';
import { ERROR_KEYS } from '@common/errors';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { AiService } from './ai.service';

const wantsStream = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers with server-sent events: each event is one `data:` line holding an AskStreamEvent.
 * Errors raised before the first byte (validation, rate limits, 404) still answer as JSON.
 */
async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (emit: (event: AskStreamEvent) => void, signal: AbortSignal) => Promise<AskAnswer>,
) {
  const abort = new AbortController();
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    reply.hijack();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = String(value);
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    request.raw.on('close', () => abort.abort());
  };
  const emit = (event: AskStreamEvent) => {
    open();
    if (!reply.raw.writableEnded) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    await produce(emit, abort.signal);
  } catch (error) {
    if (!opened) throw error;
    request.log.error({ err: error }, 'streamed answer failed');
    emit({ type: 'error', description: error instanceof AppError ? error.description : ERROR_KEYS.internal });
  }
  if (opened && !reply.raw.writableEnded) reply.raw.end();
}

/** The AI routes (see common/contracts/ai.ts for the list). */
export const aiRoutes: FastifyPluginAsyncZod<{ service: AiService }> = async (app, { service }) => {
  const hostTags = ['ai'];
  const security = [{ bearer: [] }];

  app.get(
    '/property/index/:propertyId/:scope',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'startPropertyIndexing',
        errorStatuses: [409],
        tags: hostTags,
        security,
        summary:
          'Starts AI indexing of a property (scope all, en or es) and answers at once; 409 while a run is in progress',
        params: AiIndexParamsSchema,
        response: { 200: AiIndexStatusResponseSchema },
      },
    },
    async (request) =>
      ok(await service.requestIndex(request.auth!.userId, request.params.propertyId, request.params.scope)),
  );

  app.get(
    '/ai/property',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listKnowledgeBases',
        tags: hostTags,
        security,
        summary: "The host's properties with their knowledge-base state",
        response: { 200: AiIndexStatusListResponseSchema },
      },
    },
    async (request) => ok(await service.listStatuses(request.auth!.userId)),
  );

  app.get(
    '/ai/property/:propertyId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getKnowledgeBase',
        tags: hostTags,
        security,
        summary: 'Knowledge-base state of one property',
        params: AiPropertyParamsSchema,
        response: { 200: AiIndexStatusResponseSchema },
      },
    },
    async (request) => ok(await service.status(request.auth!.userId, request.params.propertyId)),
  );

  app.get(
    '/ai/property/:propertyId/settings',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getConciergeSettings',
        tags: hostTags,
        security,
        summary: 'Concierge settings: tone, instructions, topics to avoid, escalation contact',
        params: AiPropertyParamsSchema,
        response: { 200: AiSettingsResponseSchema },
      },
    },
    async (request) => ok(await service.getSettings(request.auth!.userId, request.params.propertyId)),
  );

  app.put(
    '/ai/property/:propertyId/settings',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'updateConciergeSettings',
        tags: hostTags,
        security,
        summary: 'Saves the concierge settings',
        params: AiPropertyParamsSchema,
        body: AiSettingsInputSchema,
        response: { 200: AiSettingsResponseSchema },
      },
    },
    async (request) => ok(await service.saveSettings(request.auth!.userId, request.params.propertyId, request.body)),
  );

  app.get(
    '/ai/property/:propertyId/qa',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listQaPairs',
        tags: hostTags,
        security,
        summary: "The host's Q&A pairs",
        params: AiPropertyParamsSchema,
        response: { 200: QaPairListResponseSchema },
      },
    },
    async (request) => ok(await service.listQaPairs(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/ai/property/:propertyId/qa',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'createQaPair',
        errorStatuses: [409],
        tags: hostTags,
        security,
        summary: 'Adds a Q&A pair (indexed on the next run)',
        params: AiPropertyParamsSchema,
        body: QaPairInputSchema,
        response: { 200: QaPairResponseSchema },
      },
    },
    async (request) => ok(await service.createQaPair(request.auth!.userId, request.params.propertyId, request.body)),
  );

  app.put(
    '/ai/property/:propertyId/qa/:qaId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'updateQaPair',
        tags: hostTags,
        security,
        summary: 'Edits a Q&A pair',
        params: AiQaParamsSchema,
        body: QaPairInputSchema,
        response: { 200: QaPairResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.updateQaPair(request.auth!.userId, request.params.propertyId, request.params.qaId, request.body),
      ),
  );

  app.delete(
    '/ai/property/:propertyId/qa/:qaId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'deleteQaPair',
        tags: hostTags,
        security,
        summary: 'Deletes a Q&A pair',
        params: AiQaParamsSchema,
        response: { 200: DeletedQaPairResponseSchema },
      },
    },
    async (request) =>
      ok(await service.deleteQaPair(request.auth!.userId, request.params.propertyId, request.params.qaId)),
  );

  app.get(
    '/ai/property/:propertyId/questions',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listGuestQuestions',
        tags: hostTags,
        security,
        summary: 'Questions guests asked, newest first',
        params: AiPropertyParamsSchema,
        querystring: GuestQuestionsQuerySchema,
        response: { 200: GuestQuestionPageResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.questions(
          request.auth!.userId,
          request.params.propertyId,
          request.query.filter,
          request.query.page,
        ),
      ),
  );

  app.post(
    '/ai/property/:propertyId/questions/:questionId/qa',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'createQaPairFromQuestion',
        errorStatuses: [409],
        tags: hostTags,
        security,
        summary: "Turns a guest's question into a Q&A pair",
        params: AiQuestionParamsSchema,
        body: QuestionToQaInputSchema,
        response: { 200: QaPairResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.questionToQaPair(
          request.auth!.userId,
          request.params.propertyId,
          request.params.questionId,
          request.body,
        ),
      ),
  );

  app.post(
    '/ai/property/:propertyId/questions/:questionId/section',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'createSectionFromQuestion',
        errorStatuses: [409],
        tags: hostTags,
        security,
        summary: "Turns a guest's question into a new guide section (custom, last; the guide's modifyDate changes)",
        params: AiQuestionParamsSchema,
        body: QuestionToSectionInputSchema,
        response: { 200: QuestionSectionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.questionToSection(
          request.auth!.userId,
          request.params.propertyId,
          request.params.questionId,
          request.body,
        ),
      ),
  );

  app.post(
    '/ai/property/:propertyId/ask',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'askConciergeAsHost',
        errorStatuses: [429],
        tags: hostTags,
        security,
        summary: 'Asks as a guest would (console); not logged',
        params: AiPropertyParamsSchema,
        body: HostAskRequestSchema,
        response: { 200: AskAnswerResponseSchema },
      },
    },
    async (request, reply) => {
      if (wantsStream(request)) {
        await streamAnswer(request, reply, (emit) =>
          service.hostAsk(request.auth!.userId, request.params.propertyId, request.body, emit),
        );
        return reply;
      }
      return ok(await service.hostAsk(request.auth!.userId, request.params.propertyId, request.body));
    },
  );

  app.get(
    '/guide/:slug/concierge',
    {
      schema: {
        operationId: 'getGuideConcierge',
        tags: ['guide'],
        summary: 'Concierge of a published guide: availability, suggested questions, host contact',
        params: GuideSlugParamsSchema,
        querystring: ConciergeQuerySchema,
        response: { 200: ConciergeInfoResponseSchema },
      },
    },
    async (request) => ok(await service.concierge(request.params.slug, request.query.locale)),
  );

  app.post(
    '/guide/:slug/ask',
    {
      schema: {
        operationId: 'askGuideConcierge',
        errorStatuses: [429],
        tags: ['guide'],
        summary: "Asks the guide's concierge (public, rate limited); `Accept: text/event-stream` streams the answer",
        params: GuideSlugParamsSchema,
        body: AskRequestSchema,
        response: { 200: AskAnswerResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['x-guide-code'];
      const accessCode = request.body.accessCode ?? (typeof header === 'string' ? header : undefined);
      const stay = request.headers['x-stay-token'];
      const body = { ...request.body, accessCode, stayToken: typeof stay === 'string' ? stay.slice(0, 64) : undefined };
      void reply.header('cache-control', 'no-store');
      if (wantsStream(request)) {
        await streamAnswer(request, reply, (emit, signal) =>
          service.guestAsk(request.params.slug, body, request.ip, emit, signal),
        );
        return reply;
      }
      return ok(await service.guestAsk(request.params.slug, body, request.ip));
    },
  );
};
