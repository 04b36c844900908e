import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@common/contracts/api';
import {
  TranslatedItemsResponseSchema,
  TranslatedSectionsResponseSchema,
  TranslateItemsRequestSchema,
  TranslateParamsSchema,
  TranslateSectionsRequestSchema,
} from '@common/contracts/translation';
import { ok } from '../../lib/envelope';
import { AccessPolicy } from '../access';
import { AiProvider } from '../concierge';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import { DeepLTranslator } from './deepl.client';
import { LlmTranslator } from './llm.translator';
import { TranslationService } from './translation.service';
import type { Translator } from './translator';
import type { Config } from '../../config';

/** The provider TRANSLATION_PROVIDER names, or null when translation help is off. */
/** What both routes may answer besides 200: bad input, no session, no right, not found, rate limit, no provider. */
const ERROR_RESPONSES = Object.fromEntries(
  ([400, 401, 403, 404, 429, 503] as const).map((status) => [status, ErrorEnvelopeSchema]),
) as Record<400 | 401 | 403 | 404 | 429 | 503, typeof ErrorEnvelopeSchema>;

export function translatorFor(config: Config): Translator | null {
  if (config.TRANSLATION_PROVIDER === 'deepl' && config.DEEPL_API_KEY)
    return new DeepLTranslator({ apiKey: config.DEEPL_API_KEY, baseUrl: config.DEEPL_API_URL });
  if (config.TRANSLATION_PROVIDER === 'llm' && config.AI_BASE_URL && config.AI_CHAT_MODEL)
    return new LlmTranslator(
      new AiProvider({
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        chatModel: config.AI_CHAT_MODEL,
        timeoutMs: 60_000,
      }),
    );
  return null;
}

/** /translation/*: machine translation of guide sections, places and devices for the editor (decision 055). */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const service = new TranslationService(
    new AccessPolicy(database.db),
    new RateLimiter(new RateLimitRepository(database.db), {
      windowSeconds: config.TRANSLATION_RATE_LIMIT_WINDOW_SECONDS,
      perAccount: config.TRANSLATION_RATE_LIMIT_PER_USER,
      // A signed-in host's calls: the user is what counts.
      perIp: null,
    }),
    translatorFor(config),
    app.log,
  );

  app.post(
    '/translation/property/:propertyId/sections',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'translateSections',
        tags: ['translation'],
        security: [{ bearer: [] }],
        summary: 'Machine-translate guide sections into the other language (not saved)',
        description:
          "Translates the titles and bodies sent (the editor's working copy) with the configured provider. The answer's `machine` fingerprint goes into the section's `machine.{to}`; the text stays marked machine-translated until the host edits it. 503 `errors.translationUnavailable` when no provider is configured, `errors.translationFailed` when the provider fails; 429 over TRANSLATION_RATE_LIMIT_PER_USER.",
        params: TranslateParamsSchema,
        body: TranslateSectionsRequestSchema,
        response: { 200: TranslatedSectionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await service.translateSections(
          { userId: request.auth!.userId, ip: request.ip },
          request.params.propertyId,
          request.body,
        ),
      ),
  );

  app.post(
    '/translation/property/:propertyId/items',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'translateItems',
        tags: ['translation'],
        security: [{ bearer: [] }],
        summary: 'Machine-translate sections, places and devices into the other language (not saved)',
        description:
          "Translates section titles and bodies, place descriptions and device how-to and troubleshooting texts (the editor's working copy) in one provider request. Each item's `machine` fingerprint goes into its own `machine.{to}` (a section or place in the property save, a device in PUT /devices); the text stays marked machine-translated until the host edits it. Same errors and rate limit as /sections.",
        params: TranslateParamsSchema,
        body: TranslateItemsRequestSchema,
        response: { 200: TranslatedItemsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await service.translateItems(
          { userId: request.auth!.userId, ip: request.ip },
          request.params.propertyId,
          request.body,
        ),
      ),
  );
};
