import { type PublicConfig } from '@common/contracts/config';

/** A complete public config as the server would publish it on one machine. */
export const testPublicConfig: PublicConfig = {
  apiBase: '/api',
  publicUrl: 'http://localhost:3000',
  imageBaseUrl: '/images',
  toastLife: 4000,
  toastErrorLife: 8000,
  cookieSecure: false,
  locales: ['en', 'es'],
  defaultLocale: 'en',
  googleClientId: null,
  botCheck: { provider: 'altcha', siteKey: null },
  analyticsId: null,
  scriptUrls: {
    googleIdentity: 'https://accounts.google.com/gsi/client',
    recaptcha: 'https://www.google.com/recaptcha/api.js',
    analytics: 'https://www.googletagmanager.com/gtag/js',
  },
  stockPhotosEnabled: false,
  aiMode: 'extractive',
  translationProvider: null,
  buildVersion: 'test',
};

/** An unsigned JWT carrying the given role claim (the browser never verifies signatures). */
export function fakeJwt(role?: string | string[]): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', ...(role ? { role } : {}) })}.signature`;
}
