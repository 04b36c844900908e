import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactResponseSchema,
  OnboardingResponseSchema,
  SUPPORT_ERROR_KEYS,
  SUPPORT_LIMITS,
  TicketAttachmentParamsSchema,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import { UPLOADED_FILE_CSP } from '../../plugins/security-headers';
import type { ScreenshotPart, SupportService } from './support.service';

/** The first file part of a multipart request (size-limited by the plugin), or null. */
async function screenshotPart(request: FastifyRequest): Promise<ScreenshotPart> {
  if (!request.isMultipart()) throw badRequest('file', SUPPORT_ERROR_KEYS.noFile);
  let file: ScreenshotPart = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk as Buffer);
      // Busboy stops at the byte limit and discards the rest of the file.
      file = part.file.truncated ? 'tooLarge' : Buffer.concat(chunks);
    }
  } catch (error) {
    // A second file (the limit is one), a broken body.
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_')) throw badRequest('file');
    throw error;
  }
  return file;
}

/** A screenshot answers with the image itself, not the wrapper. */
const ImageResponse = { 200: z.any().describe('The screenshot (PNG, JPEG or WebP)') };

const sendImage = (reply: FastifyReply, image: { contentType: string; data: Buffer }) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOADED_FILE_CSP)
    .send(image.data);

/** /support/* for hosts and the public contact form; /admin/support/* for staff (Internal or Admin). */
export const supportRoutes: FastifyPluginAsyncZod<{
  service: SupportService;
  onStaffRoute: (route: string) => void;
}> = async (app, { service, onStaffRoute }) => {
  const tags = ['support'];
  const security = [{ bearer: [] }];
  // On request, before validation: an anonymous caller learns nothing about the body a call expects.
  const signedIn = { onRequest: app.requireUser };
  const staff = { onRequest: app.requireStaff('staff.read') };
  const who = async (request: FastifyRequest) => {
    const found = await service.who(request.auth!.userId);
    if (!found) throw unauthorized();
    return found;
  };
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: SUPPORT_LIMITS.screenshotBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  // Staff routes join the admin area's route list (its permission test covers every one).
  app.addHook('onRoute', (route) => {
    if (route.url.includes('/admin/'))
      for (const method of [route.method].flat()) if (method !== 'HEAD') onStaffRoute(`${method} ${route.url}`);
  });

  app.post(
    '/support/tickets',
    {
      ...signedIn,
      schema: {
        operationId: 'createSupportTicket',
        errorStatuses: [409, 429],
        tags,
        security,
        summary: 'Writes to the team (bot check); an acknowledgement is e-mailed',
        body: TicketInputSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => ok(await service.create(await who(request), request.body, request.ip)),
  );
  app.get(
    '/support/tickets',
    {
      ...signedIn,
      schema: {
        operationId: 'listSupportTickets',
        tags,
        security,
        summary: "The host's tickets, latest activity first",
        querystring: TicketPageQuerySchema,
        response: { 200: TicketPageResponseSchema },
      },
    },
    async (request) => ok(await service.mine(request.auth!.userId, request.query.page, request.query.pageSize)),
  );
  app.get(
    '/support/tickets/:ticketId',
    {
      ...signedIn,
      schema: {
        operationId: 'getSupportTicket',
        tags,
        security,
        summary: "One of the host's tickets with its replies",
        params: TicketIdParamsSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => ok(await service.get(request.auth!.userId, request.params.ticketId)),
  );
  app.post(
    '/support/tickets/:ticketId/messages',
    {
      ...signedIn,
      schema: {
        operationId: 'addSupportMessage',
        tags,
        security,
        summary: 'The host adds to the thread',
        params: TicketIdParamsSchema,
        body: TicketMessageInputSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => ok(await service.reply(await who(request), request.params.ticketId, request.body.body)),
  );
  app.post(
    '/support/tickets/:ticketId/attachments',
    {
      ...signedIn,
      schema: {
        operationId: 'uploadSupportAttachment',
        tags,
        security,
        summary: "A screenshot on the host's latest message (multipart/form-data, one `file` part)",
        description: `Checked by content (JPEG, PNG, WebP, AVIF, GIF), re-encoded without metadata. 400 on \`file\` when it is not an image; 413 over ${SUPPORT_LIMITS.screenshotBytes / (1024 * 1024)} MB; at most ${SUPPORT_LIMITS.attachmentsPerTicket} per ticket.`,
        consumes: ['multipart/form-data'],
        params: TicketIdParamsSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => {
      // Ownership before reading a byte of the body.
      await service.get(request.auth!.userId, request.params.ticketId);
      return ok(await service.attach(request.auth!.userId, request.params.ticketId, await screenshotPart(request)));
    },
  );
  app.get(
    '/support/tickets/:ticketId/attachments/:attachmentId',
    {
      ...signedIn,
      schema: {
        operationId: 'getSupportAttachment',
        tags,
        security,
        summary: "A screenshot of one of the host's tickets (the image)",
        params: TicketAttachmentParamsSchema,
        response: ImageResponse,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await service.attachment(request.auth!.userId, request.params.ticketId, request.params.attachmentId),
      ),
  );
  app.get(
    '/support/onboarding',
    {
      ...signedIn,
      schema: {
        operationId: 'getOnboarding',
        tags,
        security,
        summary: "The dashboard's getting-started steps, each ticked from the host's data",
        response: { 200: OnboardingResponseSchema },
      },
    },
    async (request) => ok(await service.onboarding(request.auth!.userId)),
  );
  app.post(
    '/support/contact',
    {
      schema: {
        operationId: 'sendContactForm',
        errorStatuses: [409, 429],
        tags,
        summary: 'The public contact form (bot check, rate limited): creates a ticket for the team',
        body: PublicContactInputSchema,
        response: { 200: ContactResponseSchema },
      },
    },
    async (request) => ok(await service.contact(request.body, request.ip)),
  );

  app.get(
    '/admin/support/tickets',
    {
      ...staff,
      schema: {
        operationId: 'listAdminTickets',
        tags: ['admin'],
        security,
        summary: 'The ticket queue (status, assignee, search)',
        querystring: StaffTicketQuerySchema,
        response: { 200: TicketPageResponseSchema },
      },
    },
    async (request) => ok(await service.queue(request.auth!.userId, request.query)),
  );
  app.get(
    '/admin/support/tickets/:ticketId',
    {
      ...staff,
      schema: {
        operationId: 'getAdminTicket',
        tags: ['admin'],
        security,
        summary: 'A ticket with its replies and internal notes',
        params: TicketIdParamsSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => ok(await service.staffGet(request.params.ticketId)),
  );
  app.post(
    '/admin/support/tickets/:ticketId/messages',
    {
      ...staff,
      schema: {
        operationId: 'addAdminTicketMessage',
        tags: ['admin'],
        security,
        summary: 'A reply (e-mailed to the requester) or an internal note',
        params: TicketIdParamsSchema,
        body: StaffMessageInputSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.staffMessage(
          await who(request),
          request.params.ticketId,
          request.body.body,
          request.body.internal,
        ),
      ),
  );
  app.put(
    '/admin/support/tickets/:ticketId',
    {
      ...staff,
      schema: {
        operationId: 'updateAdminTicket',
        tags: ['admin'],
        security,
        summary: 'Status and assignment',
        params: TicketIdParamsSchema,
        body: TicketUpdateSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => ok(await service.staffUpdate(await who(request), request.params.ticketId, request.body)),
  );
  app.get(
    '/admin/support/tickets/:ticketId/attachments/:attachmentId',
    {
      ...staff,
      schema: {
        operationId: 'getAdminTicketAttachment',
        tags: ['admin'],
        security,
        summary: 'A screenshot of any ticket (the image)',
        params: TicketAttachmentParamsSchema,
        response: ImageResponse,
      },
    },
    async (request, reply) =>
      sendImage(reply, await service.attachment(null, request.params.ticketId, request.params.attachmentId)),
  );
};
