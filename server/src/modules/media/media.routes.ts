import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedMediaResponseSchema,
  IconAutocompleteParamsSchema,
  IconNamesResponseSchema,
  MEDIA_ERROR_KEYS,
  MEDIA_LIMITS,
  MediaDeleteParamsSchema,
  MediaLibraryItemResponseSchema,
  MediaLibraryPageParamsSchema,
  MediaLibraryPageResponseSchema,
  MediaUploadParamsSchema,
  MediaUploadResponseSchema,
  SaveStockPhotoParamsSchema,
  SaveStockPhotoRequestSchema,
  StockSearchParamsSchema,
  StockSearchResponseSchema,
} from '@common/contracts/media';
import { ErrorEnvelopeSchema } from '@common/contracts/api';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { loadIconIndex } from './icon-names';
import { configureSharp } from './image-processor';
import { ImageQueue } from './image-queue';
import { type ImageStorage, imagesDir, LocalImageStorage } from '../storage';
import { MediaRepository, StockCacheRepository } from './media.repository';
import { MediaService, type UploadPart, UploadRejectedError } from './media.service';
import { PexelsClient } from './pexels.client';
import { PropertyLinks } from './property-links';
import { StockImageFetcher } from './stock-image-fetcher';
import { originOf } from '../../lib/safe-fetch';

export interface MediaRoutesOptions {
  config: Config;
  database: Database;
  /** Defaults to the directory DATA_DIR/images. */
  storage?: ImageStorage;
}

/** The origins the server may fetch stock images from: PEXELS_IMAGE_HOSTS plus the API's own origin. */
export const stockImageOrigins = (config: Config) => [
  ...new Set([...config.PEXELS_IMAGE_HOSTS, new URL(config.PEXELS_API_URL).origin]),
];

const MULTIPART_ERRORS = new Set([
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The file parts of a multipart request, each read (and size-checked) when the service asks. */
async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) throw badRequest('file', MEDIA_ERROR_KEYS.noFiles);
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    yield {
      fileName: part.filename ?? '',
      read: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk as Buffer);
        // Busboy stops at the byte limit and discards the rest of that file.
        return part.file.truncated ? 'tooLarge' : Buffer.concat(chunks);
      },
    };
  }
}

/** The /media calls (docs/api.md, "Call groups"). */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, opts) => {
  const { config, database } = opts;
  configureSharp();
  const fetcher = new StockImageFetcher({
    allowedOrigins: stockImageOrigins(config),
    maxBytes: config.UPLOAD_MAX_BYTES,
    // Photo URLs come from the provider's answers: public addresses only, except the operator's own API origin.
    policy: { allowHosts: config.FETCH_ALLOW_HOSTS, trustedOrigins: [originOf(config.PEXELS_API_URL)] },
  });
  const links = new PropertyLinks(database.db, app.events);
  const service = new MediaService({
    media: new MediaRepository(database.db),
    stockCache: new StockCacheRepository(database.db),
    storage: opts.storage ?? new LocalImageStorage(imagesDir(config)),
    queue: new ImageQueue(config.IMAGE_CONCURRENCY, config.IMAGE_QUEUE_MAX),
    access: links,
    guides: links,
    pexels: config.PEXELS_API_KEY
      ? new PexelsClient({
          apiKey: config.PEXELS_API_KEY,
          baseUrl: config.PEXELS_API_URL,
          allowHosts: config.FETCH_ALLOW_HOSTS,
        })
      : null,
    pexelsBaseUrl: config.PEXELS_API_URL,
    fetcher,
    // Read on the first icon search (a 2 MB keyword file), not at start.
    icons: loadIconIndex,
    maxBytes: config.UPLOAD_MAX_BYTES,
    maxPixels: config.UPLOAD_MAX_PIXELS,
    stockCacheSeconds: config.STOCK_CACHE_SECONDS,
    warn: (details, message) => app.log.warn(details, message),
  });

  await app.register(multipart, {
    // Sizes are reported per file by the service (413 naming the file), not thrown mid-stream.
    throwFileSizeLimit: false,
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: MEDIA_LIMITS.filesPerUpload + 1,
      fields: 20,
      fieldSize: 4096,
      parts: MEDIA_LIMITS.filesPerUpload + 21,
    },
  });

  // On request, before validation: an anonymous caller learns nothing about the input a call expects.
  const user = { onRequest: app.requireUser };
  const errorResponses = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

  app.get(
    '/media/library/:page/:mediaSourceId/:propertyId',
    {
      ...user,
      schema: {
        operationId: 'listLibraryPhotos',
        tags: ['media'],
        summary: "One page (15 items, 1-based) of a property's photo library for one source",
        security: [{ bearer: [] }],
        params: MediaLibraryPageParamsSchema,
        response: { 200: MediaLibraryPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.listPage(request.auth!.userId, request.params)),
  );

  app.post(
    '/media/library/:mediaSourceId/:propertyId',
    {
      ...user,
      schema: {
        operationId: 'uploadLibraryPhotos',
        tags: ['media'],
        summary: "Upload photos (multipart/form-data, one or more `file` parts) into a property's library",
        description:
          'All or nothing: each file is checked by content (JPEG, PNG, WebP, AVIF, GIF; HEIC when decodable), size and pixel count, then re-encoded without metadata. Refused files are listed one error each, field `file[i]`, params.fileName (413 if any is too large, else 400).',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: MediaUploadParamsSchema,
        response: { 200: MediaUploadResponseSchema, ...errorResponses, 413: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        // The service checks the target before it reads any byte of the body.
        return ok({ items: await service.upload(request.auth!.userId, request.params, fileParts(request)) });
      } catch (error) {
        if (error instanceof UploadRejectedError)
          return reply.code(error.statusCode).send({ result: null, errors: error.errors });
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT')
          throw badRequest('file', MEDIA_ERROR_KEYS.tooManyFiles, { max: MEDIA_LIMITS.filesPerUpload });
        if (code && MULTIPART_ERRORS.has(code)) throw badRequest('file');
        throw error;
      }
    },
  );

  app.post(
    '/media/library/stock/:propertyId',
    {
      ...user,
      schema: {
        operationId: 'saveStockPhoto',
        tags: ['media'],
        summary: "Save a copy of a stock photo into a property's library (source Stock photos)",
        description:
          "Fetched only from the provider's image hosts; other hosts, redirects elsewhere and non-images are a 400 on `url`. The same photo saved twice answers the first copy.",
        security: [{ bearer: [] }],
        params: SaveStockPhotoParamsSchema,
        body: SaveStockPhotoRequestSchema,
        response: { 200: MediaLibraryItemResponseSchema, ...errorResponses, 413: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await service.saveStock(request.auth!.userId, request.params.propertyId, request.body)),
  );

  app.delete(
    '/media/library/:mediaId/:mediaSourceId',
    {
      ...user,
      schema: {
        operationId: 'deleteLibraryPhoto',
        tags: ['media'],
        summary: 'Delete a library photo and its files; it is also taken out of the guides that show it',
        security: [{ bearer: [] }],
        params: MediaDeleteParamsSchema,
        response: { 200: DeletedMediaResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.delete(request.auth!.userId, request.params.mediaId, request.params.mediaSourceId)),
  );

  app.get(
    '/media/photos/:searchTerm/:page',
    {
      ...user,
      schema: {
        operationId: 'searchStockPhotos',
        errorStatuses: [429],
        tags: ['media'],
        summary: 'Stock photo search (Pexels shape plus rate_limits), cached for an hour',
        description: 'Without PEXELS_API_KEY: 200 with an empty result and the error host.photos.stockNotConfigured.',
        security: [{ bearer: [] }],
        params: StockSearchParamsSchema,
        response: {
          200: StockSearchResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          502: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { result, errors } = await service.searchStock(request.params.searchTerm, request.params.page);
      return { result, errors };
    },
  );

  app.get(
    '/media/autocomplete/icon/:text',
    {
      ...user,
      schema: {
        operationId: 'autocompleteIcon',
        tags: ['media'],
        summary: `Up to ${MEDIA_LIMITS.iconResults} Tabler icon names matching the text, best first`,
        security: [{ bearer: [] }],
        params: IconAutocompleteParamsSchema,
        response: { 200: IconNamesResponseSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The list only changes with a release.
      void reply.header('cache-control', 'private, max-age=3600');
      return ok(service.iconNames(request.params.text));
    },
  );
};
