import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedScheduleResponseSchema,
  DeletedTemplateResponseSchema,
  GuestMessageResponseSchema,
  MessageIdParamsSchema,
  MessageLogQuerySchema,
  MessagePageResponseSchema,
  MessagePreviewResponseSchema,
  MessageScheduleListResponseSchema,
  MessageScheduleResponseSchema,
  MessageTemplateListResponseSchema,
  MessageTemplateResponseSchema,
  PreviewRequestSchema,
  ScheduleExistingStaysResponseSchema,
  ScheduleIdParamsSchema,
  ScheduleInputSchema,
  ScheduleUpdateSchema,
  SendRequestSchema,
  TemplateIdParamsSchema,
  TemplateInputSchema,
  TemplateUpdateSchema,
} from '@common/contracts/messages';
import { ok } from '../../lib/envelope';
import { IdempotencyKeyHeadersSchema } from '../idempotency';
import type { MessagesService } from './messages.service';

/** /messages*: the host's message templates, schedules and log. */
export const messageRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  const tags = ['messages'];
  const security = [{ bearer: [] }];
  // On request, before validation: an anonymous caller learns nothing about the body a call expects.
  const signedIn = { onRequest: app.requireUser };
  const user = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/messages/templates',
    {
      ...signedIn,
      schema: {
        operationId: 'listMessageTemplates',
        tags,
        security,
        summary: "The host's templates (the six starters are created on first use)",
        response: { 200: MessageTemplateListResponseSchema },
      },
    },
    async (request) => ok(await service.templates(user(request))),
  );
  app.post(
    '/messages/templates',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createMessageTemplate',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Creates a template (an unknown {variable} is a 400 naming the field)',
        headers: IdempotencyKeyHeadersSchema,
        body: TemplateInputSchema,
        response: { 200: MessageTemplateResponseSchema },
      },
    },
    async (request) => ok(await service.createTemplate(user(request), request.body)),
  );
  app.put(
    '/messages/templates',
    {
      ...signedIn,
      schema: {
        operationId: 'updateMessageTemplate',
        tags,
        security,
        summary: 'Saves a template',
        body: TemplateUpdateSchema,
        response: { 200: MessageTemplateResponseSchema },
      },
    },
    async (request) => ok(await service.updateTemplate(user(request), request.body.templateId, request.body)),
  );
  app.delete(
    '/messages/templates/:templateId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteMessageTemplate',
        tags,
        security,
        summary: 'Deletes a template and its schedules (sent messages stay in the log)',
        params: TemplateIdParamsSchema,
        response: { 200: DeletedTemplateResponseSchema },
      },
    },
    async (request) => ok(await service.deleteTemplate(user(request), request.params.templateId)),
  );
  app.post(
    '/messages/preview',
    {
      ...signedIn,
      schema: {
        operationId: 'previewMessage',
        tags,
        security,
        summary: 'A template or a draft rendered for one of your stays',
        body: PreviewRequestSchema,
        response: { 200: MessagePreviewResponseSchema },
      },
    },
    async (request) => ok(await service.preview(user(request), request.body)),
  );

  app.get(
    '/messages/schedules',
    {
      ...signedIn,
      schema: {
        operationId: 'listMessageSchedules',
        tags,
        security,
        summary: "The host's schedules",
        response: { 200: MessageScheduleListResponseSchema },
      },
    },
    async (request) => ok(await service.schedules(user(request))),
  );
  app.post(
    '/messages/schedules',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createMessageSchedule',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Creates a schedule and plans its messages for existing stays',
        headers: IdempotencyKeyHeadersSchema,
        body: ScheduleInputSchema,
        response: { 200: MessageScheduleResponseSchema },
      },
    },
    async (request) => ok(await service.createSchedule(user(request), request.body)),
  );
  app.put(
    '/messages/schedules',
    {
      ...signedIn,
      schema: {
        operationId: 'updateMessageSchedule',
        tags,
        security,
        summary: 'Saves a schedule; its waiting messages are re-planned (or cancelled when paused)',
        body: ScheduleUpdateSchema,
        response: { 200: MessageScheduleResponseSchema },
      },
    },
    async (request) => ok(await service.updateSchedule(user(request), request.body.scheduleId, request.body)),
  );
  app.get(
    '/messages/schedules/:scheduleId/existing-stays',
    {
      ...signedIn,
      schema: {
        operationId: 'countScheduleExistingStays',
        tags,
        security,
        summary: 'How many stays booked before this booking schedule it would message if applied to them',
        params: ScheduleIdParamsSchema,
        response: { 200: ScheduleExistingStaysResponseSchema },
      },
    },
    async (request) => ok(await service.existingStays(user(request), request.params.scheduleId, false)),
  );
  app.post(
    '/messages/schedules/:scheduleId/existing-stays',
    {
      ...signedIn,
      schema: {
        operationId: 'applyScheduleToExistingStays',
        tags,
        security,
        summary: 'Applies a booking schedule to the stays booked before it (they get its message now)',
        params: ScheduleIdParamsSchema,
        response: { 200: ScheduleExistingStaysResponseSchema },
      },
    },
    async (request) => ok(await service.existingStays(user(request), request.params.scheduleId, true)),
  );
  app.delete(
    '/messages/schedules/:scheduleId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteMessageSchedule',
        tags,
        security,
        summary: 'Deletes a schedule; its waiting messages are cancelled',
        params: ScheduleIdParamsSchema,
        response: { 200: DeletedScheduleResponseSchema },
      },
    },
    async (request) => ok(await service.deleteSchedule(user(request), request.params.scheduleId)),
  );

  app.get(
    '/messages/log',
    {
      ...signedIn,
      schema: {
        operationId: 'listMessageLog',
        tags,
        security,
        summary: 'Messages, newest first, filtered by status, property or stay',
        querystring: MessageLogQuerySchema,
        response: { 200: MessagePageResponseSchema },
      },
    },
    async (request) => ok(await service.log(user(request), request.query)),
  );
  app.post(
    '/messages/send',
    {
      ...signedIn,
      schema: {
        operationId: 'sendMessage',
        tags,
        security,
        summary: 'Sends a template to one stay now',
        body: SendRequestSchema,
        response: { 200: GuestMessageResponseSchema },
      },
    },
    async (request) => ok(await service.send(user(request), request.body)),
  );
  app.post(
    '/messages/log/:messageId/resend',
    {
      ...signedIn,
      schema: {
        operationId: 'resendMessage',
        tags,
        security,
        summary: "Sends a logged message's text again as a new message",
        params: MessageIdParamsSchema,
        response: { 200: GuestMessageResponseSchema },
      },
    },
    async (request) => ok(await service.resend(user(request), request.params.messageId)),
  );
  app.post(
    '/messages/log/:messageId/sent',
    {
      ...signedIn,
      schema: {
        operationId: 'markMessageSent',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Marks a WhatsApp message as sent by the host',
        params: MessageIdParamsSchema,
        response: { 200: GuestMessageResponseSchema },
      },
    },
    async (request) => ok(await service.markSent(user(request), request.params.messageId)),
  );
};
