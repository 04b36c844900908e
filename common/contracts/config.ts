import { z } from 'zod';

/** What the web app needs to know at run time; served by GET {apiBase}/config. Never holds a secret. */
export const PublicConfigSchema = z.object({
  apiBase: z.string().describe('Base address of the API, e.g. /api'),
  publicUrl: z.string().describe('Public address of the app'),
  imageBaseUrl: z.string().describe('Prefix for media smallImagePath / largeImagePath'),
  toastLife: z.number().int().describe('Lifetime of success toasts in ms'),
  toastErrorLife: z.number().int().describe('Lifetime of error toasts in ms'),
  cookieSecure: z.boolean().describe('Whether the language cookie is marked Secure'),
  locales: z.array(z.enum(['en', 'es'])),
  defaultLocale: z.enum(['en', 'es']),
  googleClientId: z.string().nullable().describe('Google sign-in client id; null hides the button'),
  botCheck: z.object({
    provider: z.enum(['altcha', 'recaptcha']),
    siteKey: z.string().nullable(),
  }),
  analyticsId: z.string().nullable().describe('Page-analytics (gtag) measurement id; null loads no tag'),
  scriptUrls: z
    .object({
      googleIdentity: z.string().describe('Google Identity Services client script'),
      recaptcha: z.string().describe('reCAPTCHA v3 api.js'),
      analytics: z.string().describe('Analytics tag script (gtag.js); the id is appended as ?id='),
    })
    .describe(
      'Where each optional third-party script is loaded from (the Content-Security-Policy allows exactly these)',
    ),
  stockPhotosEnabled: z.boolean(),
  aiMode: z.enum(['extractive', 'llm']),
  translationProvider: z
    .enum(['deepl', 'llm'])
    .nullable()
    .describe('Translation help in the guide editor (TRANSLATION_PROVIDER); null hides the Translate buttons'),
  buildVersion: z.string().describe('Version of the running server build'),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
