import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@common/contracts/api';
import {
  DeletedVideoResponseSchema,
  VideoIdParamsSchema,
  VideoLinkInputSchema,
  VideoListResponseSchema,
  VideoPropertyParamsSchema,
  VideoResponseSchema,
  VideoUpdateSchema,
} from '@common/contracts/videos';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { fileStoreFor, type IncomingFile } from '../storage';
import { VideosService } from './videos.service';
import { IdempotencyKeyHeadersSchema } from '../idempotency';

const MULTIPART_ERRORS = new Set([
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The first file part of a multipart request (null when there is none); a request that is not multipart is a 400 on `file`. */
export const firstFile =
  (request: FastifyRequest) => async (): Promise<(IncomingFile & { fileName: string }) | null> => {
    if (!request.isMultipart()) throw badRequest('file');
    try {
      const part = await request.file();
      if (!part) return null;
      const stream = part.file;
      return Object.assign(stream, { fileName: part.filename ?? '' }) as unknown as IncomingFile & { fileName: string };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && MULTIPART_ERRORS.has(code)) throw badRequest('file');
      throw error;
    }
  };

/** /videos*: a property's video collection (owner or co-host). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new VideosService(app.database.db, {
    imageBaseUrl: app.config.imageBaseUrl,
    files: fileStoreFor(app.config, (details, message) => app.log.warn(details, message)),
    maxBytes: app.config.VIDEO_MAX_BYTES,
    events: app.events,
  });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const tags = ['videos'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

  app.get(
    '/videos/property/:propertyId',
    {
      ...signedIn,
      schema: {
        operationId: 'listVideos',
        tags,
        security,
        summary: "A property's videos, oldest first",
        params: VideoPropertyParamsSchema,
        response: { 200: VideoListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/videos',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createVideoLink',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Adds a YouTube or Vimeo link (normalised to the video id; anything else is a 400 on url)',
        headers: IdempotencyKeyHeadersSchema,
        body: VideoLinkInputSchema,
        response: { 200: VideoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.createLink(request.auth!.userId, request.body)),
  );

  app.post(
    '/videos/upload/:propertyId',
    {
      ...signedIn,
      schema: {
        operationId: 'uploadVideo',
        errorStatuses: [409],
        tags,
        security,
        summary:
          'Uploads an MP4 or WebM file (multipart, one `file` part), checked by content and streamed to disk; VIDEO_MAX_BYTES at most (413)',
        consumes: ['multipart/form-data'],
        params: VideoPropertyParamsSchema,
        response: { 200: VideoResponseSchema, ...errors, 413: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await service.upload(request.auth!.userId, request.params.propertyId, firstFile(request))),
  );

  app.put(
    '/videos',
    {
      ...signedIn,
      schema: {
        operationId: 'updateVideo',
        tags,
        security,
        summary: "Saves a video's titles and poster (and a link's address)",
        body: VideoUpdateSchema,
        response: { 200: VideoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(request.auth!.userId, request.body)),
  );

  app.delete(
    '/videos/:videoId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteVideo',
        tags,
        security,
        summary: 'Deletes a video (and its file); devices and sections showing it drop it',
        params: VideoIdParamsSchema,
        response: { 200: DeletedVideoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.videoId)),
  );
};
