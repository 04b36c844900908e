import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { WEB_DIST_DIR } from './paths';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { acceptEmptyJsonBodies } from './lib/empty-json-body';
import { REDACTED_LOG_PATHS, serializeError } from './lib/log-redaction';
import { resolveSigningKey, TokenService } from './lib/tokens';
import { trustProxyOption } from './lib/trust-proxy';
import { aiPlugin } from './modules/concierge';
import { accountPlugin } from './modules/account';
import { adminPlugin } from './modules/admin';
import { supportPlugin } from './modules/support';
import { authAccountsPlugin, authRoutes } from './modules/auth';
import { botCheckPlugin, botCheckRoutes } from './modules/bot-check';
import { mailOutboxRoutes, mailPlugin } from './modules/mail';
import { rateLimitPlugin } from './modules/rate-limit';
import { idempotencyPlugin } from './modules/idempotency';
import { accessCodePlugin, duplicateRoutes, guidePageRoutes, guideRoutes } from './modules/guide';
import { userRoutes } from './modules/user';
import { healthRoutes } from './modules/health';
import { eventsPlugin } from './events';
import jobsPlugin from './jobs/jobs.plugin';
import { imageFilesPlugin, mediaRoutes } from './modules/media';
import { type ImageStorage, imageStorageFor } from './modules/storage';
import { listRoutes } from './modules/list';
import { propertyRoutes } from './modules/property';
import { messagesPlugin } from './modules/messages';
import { inboxPlugin } from './modules/inbox';
import { calendarFeedRoutes, stayRoutes, staysPlugin } from './modules/stays';
import { reportRoutes } from './modules/reports';
import { deviceRoutes } from './modules/devices';
import { storedFilesPlugin, videoRoutes } from './modules/videos';
import { coHostRoutes } from './modules/cohosts';
import { presentPublicConfig, publicConfigRoutes } from './modules/public-config';
import { sharedBlockRoutes } from './modules/shared-blocks';
import { translationRoutes } from './modules/translation';
import authPlugin from './plugins/auth';
import { resolveSecretBox, type SecretBox } from './lib/secret-box';
import errorsPlugin, { frameworkErrorHandler, clientErrorHandler } from './plugins/errors';
import hostileInputPlugin from './plugins/hostile-input';
import drainingPlugin from './plugins/draining';
import openapiPlugin from './plugins/openapi';
import securityHeadersPlugin from './plugins/security-headers';
import type { HostViewRenderer } from './plugins/host-view';
import webAppPlugin from './plugins/web-app';

export { WEB_DIST_DIR };

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve; null serves the API only. */
  webDistDir?: string | null;
  /** Where photos are stored; defaults to files under DATA_DIR/images (tests pass a failing one). */
  imageStorage?: ImageStorage;
  /** Renders signed-in hosts' pages on the server; defaults to the web build's renderer (tests pass one). */
  renderHostView?: HostViewRenderer | null;
}

export interface AppState {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    appState: AppState;
    /** Encryption at rest for the TOTP secrets (lib/secret-box.ts). */
    secretBox: SecretBox;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What a request log line may say: method and path only. Query strings (confirmation and reset
 * links carry codes), email addresses in paths, client addresses and headers are never logged.
 */
export const logSafeUrl = (url: string) => url.split('?')[0]!.replace(/[^/@]+@[^/]+/g, '[email]');
const requestSerializer = (req: { method: string; url: string; id: string }) => ({
  method: req.method,
  url: logSafeUrl(req.url),
  reqId: req.id,
});

/** The server's logger settings: safe request lines, errors without query values, secret fields censored. */
export const serverLoggerOptions = (level: string, stream?: { write(line: string): void }) =>
  ({
    level,
    serializers: { req: requestSerializer, err: serializeError },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  }) as FastifyServerOptions['logger'];

/** The build id of the web app being served (from its version.json), so clients can detect a new release. */
function readBuildVersion(distDir: string | null): string {
  const file = distDir ? `${distDir}/version.json` : null;
  if (file && existsSync(file)) {
    try {
      return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'dev');
    } catch {
      return 'dev';
    }
  }
  return 'dev';
}

/** Builds the whole application (exported for tests, which drive it with app.inject). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const webDistDir = options.webDistDir === undefined ? WEB_DIST_DIR : options.webDistDir;
  const app = Fastify({
    logger: options.logger ?? serverLoggerOptions(config.LOG_LEVEL),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Path parameters are counted percent-encoded: a 100-character stock search term in Spanish
    // (GET /media/photos/{searchTerm}/{page}) can take several times that.
    routerOptions: { maxParamLength: 1024 },
    return503OnClosing: true,
    // Router and HTTP-parser failures (bad percent-encoding, oversized headers) answer in the wrapper too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Body-less POST/PUT/DELETE calls arrive with `Content-Type: application/json` from the web client.
  acceptEmptyJsonBodies(app);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('appState', { draining: false });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(hostileInputPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(cookie);
  // JSON and HTML answers of 1 kB or more go out brotli- (quality 4) or gzip-compressed when the
  // client accepts it; streams (server-sent events), images and bodies a route compressed itself
  // (the cached guest guide) are left alone.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(application\/(json|manifest\+json)|text\/html)\b/,
  });
  await app.register(authPlugin, {
    tokens: new TokenService(await resolveSigningKey(database.db, config.JWT_SECRET), config.ACCESS_TOKEN_TTL_SECONDS),
  });
  app.decorate('secretBox', await resolveSecretBox(database.db, config.DATA_ENCRYPTION_KEY, 'totp'));
  // Accounts: mail, brute-force limits, bot check, then sessions (whose per-request check follows the bearer check).
  await app.register(mailPlugin);
  await app.register(rateLimitPlugin);
  // Before the routes: it wraps the handlers of routes marked `idempotent` as they are added.
  await app.register(idempotencyPlugin);
  await app.register(accessCodePlugin);
  await app.register(botCheckPlugin);
  await app.register(authAccountsPlugin);

  const buildVersion = readBuildVersion(webDistDir);
  await app.register(openapiPlugin, {
    apiBase: config.API_BASE_PATH,
    publicUrl: config.publicUrl,
    version: buildVersion,
  });

  // The one pg-boss the modules' queues share (app.jobs); before them, so it closes after them.
  await app.register(jobsPlugin);
  // Change events (app.events) before the modules that emit and subscribe.
  await app.register(eventsPlugin);
  // Guest messages (engine, app.stayChanges, dispatch queue and /messages routes) before the stays that use them.
  await app.register(messagesPlugin);
  await app.register(staysPlugin);
  // Host contacts and the inbox of guests' questions (the concierge's hand-off to the host).
  await app.register(inboxPlugin);
  await app.register(healthRoutes, { database, isDraining: () => app.appState.draining });
  await app.register(
    async (api) => {
      await api.register(publicConfigRoutes, { config, buildVersion });
      await api.register(botCheckRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(listRoutes, { database });
      await api.register(propertyRoutes, { database });
      if (!config.SMTP_URL && config.DEV_OUTBOX) await api.register(mailOutboxRoutes);
      await api.register(mediaRoutes, { config, database, storage: options.imageStorage ?? imageStorageFor(config) });
      await api.register(guideRoutes, { config, database });
      await api.register(duplicateRoutes, { imageStorage: options.imageStorage ?? imageStorageFor(config) });
      await api.register(stayRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(videoRoutes);
      await api.register(deviceRoutes);
      await api.register(sharedBlockRoutes);
      await api.register(coHostRoutes);
      await api.register(reportRoutes);
      await api.register(translationRoutes);
    },
    { prefix: config.API_BASE_PATH },
  );

  // AI knowledge base and concierge: its routes under the API base, the indexing queue and recovery.
  await app.register(aiPlugin);
  // An account as a whole (deletion with its files, data export), before the admin area that uses it.
  await app.register(accountPlugin, { imageStorage: options.imageStorage });
  await app.register(adminPlugin, { buildVersion });
  await app.register(supportPlugin);
  await app.register(imageFilesPlugin, { config });
  // Uploaded videos and device manuals (range requests).
  await app.register(storedFilesPlugin, { config });
  // Guest pages (/g/{slug}, /link...) are server-rendered; registered before the web app's fallback.
  await app.register(guidePageRoutes, {
    config,
    database,
    guestDistDir: options.webDistDir === null ? null : undefined,
  });
  await app.register(webAppPlugin, {
    distDir: webDistDir,
    apiBase: config.API_BASE_PATH,
    publicUrl: config.publicUrl,
    publicConfig: presentPublicConfig(config, buildVersion),
    renderHostView: options.renderHostView,
  });
  return app;
}
