import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentOperation } from './openapi-operations';

/** OpenAPI document generated from the zod contracts, browsable at {apiBase}/docs. */
export default fp(async function openapiPlugin(
  app: FastifyInstance,
  opts: { apiBase: string; publicUrl: string; version: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Guidebook API',
        description:
          'Every answer is wrapped as `{ result, errors }`; each error has a `code`, a `description` (a translation key) and, for invalid input, the `field`. ' +
          'Authenticated calls send `Authorization: Bearer <token>`; on 401 clients call POST /auth/refreshtoken once and retry.',
        version: opts.version,
      },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) =>
      documentOperation(opts.apiBase, { ...jsonSchemaTransform(document), route: document.route }),
  });
  await app.register(swaggerUi, { routePrefix: `${opts.apiBase}/docs` });
});
