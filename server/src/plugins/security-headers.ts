import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

type Directive = 'script-src' | 'connect-src' | 'frame-src' | 'style-src';
export type CspSources = Record<Directive, string[]>;

/** The "directory" of a script address: https://accounts.google.com/gsi/client -> https://accounts.google.com/gsi/ */
const directoryOf = (url: string) => new URL('./', url).href;
const hostOf = (url: string) => new URL(url).hostname;

/** Hosts that serve Google's own reCAPTCHA script (the documented alternative is www.recaptcha.net). */
const RECAPTCHA_GOOGLE_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);
const GTAG_HOST = 'www.googletagmanager.com';

/**
 * The sources each configured third party needs, as each documents them; a service that is not
 * configured adds nothing.
 * - Google Identity Services (developers.google.com/identity/gsi/web/guides/get-google-api-clientid,
 *   "Content Security Policy"): script-src the client script, frame-src and connect-src .../gsi/,
 *   style-src .../gsi/style. Derived from GOOGLE_GSI_SCRIPT_URL, so a fake on 127.0.0.1 works alike.
 * - reCAPTCHA v3 (developers.google.com/recaptcha/docs/faq, CSP): script-src and frame-src
 *   https://www.google.com/recaptcha/ and https://www.gstatic.com/recaptcha/.
 * - Google Analytics 4 gtag (developers.google.com/tag-platform/security/guides/csp): script-src
 *   https://*.googletagmanager.com; connect-src https://*.google-analytics.com,
 *   https://*.analytics.google.com, https://*.googletagmanager.com (images are already https:).
 */
export function thirdPartySources(
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_GSI_SCRIPT_URL'
    | 'RECAPTCHA_SITE_KEY'
    | 'RECAPTCHA_SCRIPT_URL'
    | 'ANALYTICS_ID'
    | 'ANALYTICS_SCRIPT_URL'
  >,
): CspSources {
  const sources: CspSources = { 'script-src': [], 'connect-src': [], 'frame-src': [], 'style-src': [] };
  const add = (directive: Directive, ...values: string[]) => {
    for (const value of values) if (!sources[directive].includes(value)) sources[directive].push(value);
  };

  if (config.GOOGLE_CLIENT_ID) {
    const gsi = directoryOf(config.GOOGLE_GSI_SCRIPT_URL);
    add('script-src', config.GOOGLE_GSI_SCRIPT_URL);
    add('frame-src', gsi);
    add('connect-src', gsi);
    add('style-src', `${gsi}style`);
  }

  if (config.RECAPTCHA_SITE_KEY) {
    const recaptcha = directoryOf(config.RECAPTCHA_SCRIPT_URL);
    add('script-src', recaptcha);
    add('frame-src', recaptcha);
    // Google's api.js pulls the rest of reCAPTCHA from gstatic; a self-hosted fake does not.
    if (RECAPTCHA_GOOGLE_HOSTS.has(hostOf(config.RECAPTCHA_SCRIPT_URL))) {
      add('script-src', 'https://www.gstatic.com/recaptcha/');
      add('frame-src', 'https://www.gstatic.com/recaptcha/');
    }
  }

  if (config.ANALYTICS_ID) {
    if (hostOf(config.ANALYTICS_SCRIPT_URL) === GTAG_HOST) {
      add('script-src', 'https://*.googletagmanager.com');
      add(
        'connect-src',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      );
    } else {
      // Another tag server (or a test fake): its origin serves the script and receives the hits.
      const origin = new URL(config.ANALYTICS_SCRIPT_URL).origin;
      add('script-src', origin);
      add('connect-src', origin);
    }
  }
  return sources;
}

/**
 * The sources only the analytics tag needs: what ANALYTICS_ID adds to the policy and no other
 * configured service needs too (a fake serving several services from one origin keeps it).
 */
export function analyticsOnlySources(config: Parameters<typeof thirdPartySources>[0]): CspSources {
  const all = thirdPartySources(config);
  const others = thirdPartySources({ ...config, ANALYTICS_ID: undefined });
  const only = (directive: Directive) => all[directive].filter((source) => !others[directive].includes(source));
  return {
    'script-src': only('script-src'),
    'connect-src': only('connect-src'),
    'frame-src': only('frame-src'),
    'style-src': only('style-src'),
  };
}

/** A policy without the given sources (directives and every other source kept as they are). */
export function withoutSources(policy: string, sources: CspSources): string {
  // The same few policies come back on every guest request: each is worked out once.
  let known = withoutSourcesMemo.get(sources);
  if (!known) withoutSourcesMemo.set(sources, (known = new Map()));
  let result = known.get(policy);
  if (result === undefined) {
    if (known.size >= 64) known.clear();
    known.set(policy, (result = removeSources(policy, sources)));
  }
  return result;
}

const withoutSourcesMemo = new WeakMap<CspSources, Map<string, string>>();

function removeSources(policy: string, sources: CspSources): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...values] = directive.split(/\s+/);
      const drop = sources[name as Directive];
      return drop?.length ? [name, ...values.filter((v) => !drop.includes(v))].join(' ') : directive;
    })
    .join(';');
}

/** Two years, subdomains included (the preload list's minimum is one year). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The policy of an uploaded file (photo, video, attachment): it loads nothing and runs nothing, and
 * `sandbox` gives it an opaque origin, so even bytes that a browser took for HTML or SVG could not
 * script this site. Sent with a fixed Content-Type and nosniff.
 */
export const UPLOADED_FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The privacy-enhanced players a guest guide may frame once a guest taps a video poster (issue 16). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/**
 * The policy of a guest guide page: the app-wide one plus frame-src for the video players, so only
 * pages that show videos may frame YouTube or Vimeo (the host app may not).
 */
export function withVideoPlayers(policy: string): string {
  let result = withVideoPlayersMemo.get(policy);
  if (result === undefined) {
    if (withVideoPlayersMemo.size >= 64) withVideoPlayersMemo.clear();
    withVideoPlayersMemo.set(policy, (result = addVideoPlayers(policy)));
  }
  return result;
}

const withVideoPlayersMemo = new Map<string, string>();

function addVideoPlayers(policy: string): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0] === 'frame-src');
  if (index >= 0)
    directives[index] = [
      directives[index],
      ...VIDEO_PLAYER_ORIGINS.filter((o) => !directives[index]!.split(/\s+/).includes(o)),
    ].join(' ');
  else directives.push(['frame-src', "'self'", ...VIDEO_PLAYER_ORIGINS].join(' '));
  return directives.join(';');
}

/**
 * A policy whose script-src also allows the given sources (the hashes of a page's inline scripts,
 * `'sha256-...'`). A policy without script-src is returned as it is: default-src then decides, and
 * adding the directive would loosen it for everything else.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  const key = `${sources.join(' ')}\n${policy}`;
  let result = withScriptSourcesMemo.get(key);
  if (result === undefined) {
    if (withScriptSourcesMemo.size >= 64) withScriptSourcesMemo.clear();
    const directives = policy.split(';').map((d) => d.trim());
    const index = directives.findIndex((d) => d.split(/\s+/)[0] === 'script-src');
    if (index >= 0) {
      const present = directives[index]!.split(/\s+/);
      directives[index] = [directives[index], ...sources.filter((s) => !present.includes(s))].join(' ');
    }
    withScriptSourcesMemo.set(key, (result = directives.filter(Boolean).join(';')));
  }
  return result;
}

const withScriptSourcesMemo = new Map<string, string>();

/**
 * Security headers (helmet) with a Content-Security-Policy built from the configuration: 'self'
 * for everything, plus exactly what each configured third party documents (thirdPartySources).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const extra = thirdPartySources(config);
    // helmet's middleware is built once here; @fastify/helmet built it again on every request (its
    // directives parsed each time). Headers go on the raw response before any route adds its own.
    const applyHelmet = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'", ...extra['style-src']],
          'script-src': ["'self'", ...extra['script-src']],
          'connect-src': ["'self'", ...extra['connect-src']],
          // Uploaded videos (the guest guide's <video>) come from this server only.
          'media-src': ["'self'"],
          // Without a frame-src, frames fall back to default-src 'self'.
          ...(extra['frame-src'].length > 0 ? { 'frame-src': ["'self'", ...extra['frame-src']] } : {}),
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only on answers that went out over https (below): over plain http the header means nothing
      // to a browser and, on a development or LAN address, would pin a host name to https by mistake.
      strictTransportSecurity: false,
      // Google's sign-in popup talks back to this window; Google documents same-origin-allow-popups for it.
      crossOriginOpenerPolicy: { policy: config.GOOGLE_CLIENT_ID ? 'same-origin-allow-popups' : 'same-origin' },
    });
    const ignore = () => undefined;
    app.addHook('onRequest', (request, reply, done) => {
      applyHelmet(request.raw, reply.raw, ignore);
      done();
    });
    // request.protocol is https for a TLS connection, or when a proxy trusted by TRUST_PROXY says so
    // in X-Forwarded-Proto; an untrusted client's header is ignored.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
