import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ErrorEnvelopeSchema } from '@common/contracts/api';
import {
  AttractionSchema,
  EmergencyInfoSchema,
  GuideSchema,
  GuideSectionSchema,
  PropertyPersonSchema,
  PropertySchema,
} from '@common/contracts/property';
import { documentOperation, ERROR_ENVELOPE_COMPONENT } from './openapi-operations';

/**
 * Schemas many operations answer with, described once under `components.schemas` and referenced
 * (`$ref`) everywhere else. Inlined, the error list (in every answer), the error envelope (in every
 * 4xx answer) and the property (in the property, duplicate and shared-block answers) made the
 * document 1 MB; with them as components it is under half that.
 */
const COMPONENTS: ReadonlyArray<[z.ZodType, string]> = [
  [ApiErrorSchema, 'ApiError'],
  [ErrorEnvelopeSchema, ERROR_ENVELOPE_COMPONENT],
  [PropertySchema, 'Property'],
  [PropertyPersonSchema, 'PropertyPerson'],
  [GuideSchema, 'Guide'],
  [GuideSectionSchema, 'GuideSection'],
  [AttractionSchema, 'Attraction'],
  [EmergencyInfoSchema, 'EmergencyInfo'],
];

/**
 * Names the components in zod's global registry, the one the transforms read (and where
 * `.describe()` keeps the descriptions the document shows); a second app in the process finds them
 * named already.
 */
function nameComponents(): void {
  for (const [schema, id] of COMPONENTS)
    if (z.globalRegistry.get(schema)?.id !== id) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

/**
 * The document less the components nothing references: each registered schema is generated in an
 * input and an output form, and some are only ever answered or only ever sent.
 */
function withoutUnusedComponents<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...components?.schemas };
  for (;;) {
    const text = JSON.stringify({ ...document, components: { ...components, schemas } });
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) break;
    for (const name of unused) delete schemas[name];
  }
  return { ...document, components: { ...components, schemas } };
}

/** OpenAPI document generated from the zod contracts, browsable at {apiBase}/docs. */
export default fp(async function openapiPlugin(
  app: FastifyInstance,
  opts: { apiBase: string; publicUrl: string; version: string },
) {
  nameComponents();
  await app.register(swagger, {
    openapi: {
      // 3.0, not 3.1: Swagger UI renders a 3.1 document through a much slower path (the docs page took
      // 5-6 s to show and 2.4-2.8 s to open an operation, against 1.7-2.0 s and 0.3 s; decision 076).
      openapi: '3.0.3',
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
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: `${opts.apiBase}/docs` });
});
