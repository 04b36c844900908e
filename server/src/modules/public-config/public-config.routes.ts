import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wrapped } from '@common/contracts/api';
import { PublicConfigSchema, type PublicConfig } from '@common/contracts/config';
import { DEFAULT_LOCALE, LOCALES } from '@common/locales';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';

/** The settings the web app needs at run time. Only public values: never a secret. */
export function presentPublicConfig(config: Config, buildVersion: string): PublicConfig {
  return {
    apiBase: config.API_BASE_PATH,
    publicUrl: config.publicUrl,
    imageBaseUrl: config.imageBaseUrl,
    toastLife: config.TOAST_LIFE,
    toastErrorLife: config.TOAST_ERROR_LIFE,
    cookieSecure: config.COOKIE_SECURE,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    botCheck: config.RECAPTCHA_SITE_KEY
      ? { provider: 'recaptcha', siteKey: config.RECAPTCHA_SITE_KEY }
      : { provider: 'altcha', siteKey: null },
    analyticsId: config.ANALYTICS_ID ?? null,
    scriptUrls: {
      googleIdentity: config.GOOGLE_GSI_SCRIPT_URL,
      recaptcha: config.RECAPTCHA_SCRIPT_URL,
      analytics: config.ANALYTICS_SCRIPT_URL,
    },
    stockPhotosEnabled: Boolean(config.PEXELS_API_KEY),
    aiMode: config.AI_BASE_URL ? 'llm' : 'extractive',
    translationProvider: config.TRANSLATION_PROVIDER ?? null,
    buildVersion,
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config; buildVersion: string }> = async (
  app,
  opts,
) => {
  const body = ok(presentPublicConfig(opts.config, opts.buildVersion));
  app.get(
    '/config',
    {
      schema: {
        operationId: 'getPublicConfig',
        tags: ['config'],
        summary: 'Public run-time configuration for the web app',
        response: { 200: wrapped(PublicConfigSchema) },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
