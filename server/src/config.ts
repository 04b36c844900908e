import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowHosts } from './lib/public-address';
import type { TrustProxySetting } from './lib/trust-proxy';

/**
 * Every setting of the server, read from the environment once at boot and validated here.
 * Nothing else in server/ reads process.env. docs/configuration.md lists each variable.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => (emptyToUndefined(v) === undefined ? fallback : v),
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
      .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes'),
  );
const int = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => emptyToUndefined(v) ?? fallback, z.coerce.number().int().min(min).max(max));

/** An IPv4/IPv6 address or CIDR, or one of proxy-addr's names for address ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: `false`, `true` (trusts every hop: the client address is the left-most
 * X-Forwarded-For entry, which the client writes), a hop count (the address that many entries from
 * the socket, see lib/trust-proxy.ts), or a comma-separated list of proxy addresses/CIDRs.
 */
const trustProxy = z.preprocess(
  (v) => String(emptyToUndefined(v) ?? 'false'),
  z.string().transform((raw, ctx): TrustProxySetting => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 64) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (!entries.length || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true, a hop count (1-64) or a comma-separated list of proxy addresses/CIDRs${bad ? ` ("${bad}" is none)` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  }),
);

const EnvSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  // PostgreSQL outages: how long to wait for a connection, the longest statement (server-side, and a
  // client-side read timeout just above it, so a request never hangs on a vanished server), and how
  // long a starting server waits for an unreachable database before giving up (0 = not at all).
  DATABASE_CONNECT_TIMEOUT_MS: int(5000, 100, 120_000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(30_000, 100, 3_600_000),
  DATABASE_STARTUP_WAIT_SECONDS: int(300, 0, 86_400),
  API_BASE_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/[a-z0-9/_-]*[a-z0-9]$/i, 'must start with / and not end with /')
      .default('/api'),
  ),
  IMAGE_BASE_URL: optionalUrl,
  // Where image files live: 'local' (DATA_DIR/images) or 's3' (an S3-compatible bucket; docs/configuration.md).
  IMAGE_STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
      .default('us-east-1'),
  ),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // A temporary key's session token (with S3_ACCESS_KEY_ID); without S3_* keys the SDK's credential chain is used.
  S3_SESSION_TOKEN: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)+$/, 'must be folder names each ending in / (e.g. guidebook/images/)')
      .default(''),
  ),
  S3_TIMEOUT_MS: int(10_000, 100, 120_000),
  // Bytes per part of a multipart upload (S3: at least 5 MiB); a smaller video or manual is one PutObject.
  S3_PART_SIZE: int(16 * 1024 * 1024, 5 * 1024 * 1024, 5 * 1024 ** 3),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Guidebook <no-reply@guidebook.local>')),
  // The team's inbox: the public contact form mails only this address (the visitor's is the Reply-To).
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@guidebook.local')),
  TOAST_LIFE: int(3000, 500, 60_000),
  TOAST_ERROR_LIFE: int(6000, 500, 60_000),
  COOKIE_SECURE: bool(false),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_ENCRYPTION_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 60, 86_400),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1, 365),
  REFRESH_REUSE_GRACE_SECONDS: int(15, 0, 120),
  DEMO_ACCOUNT: bool(true),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 120_000),
  // Accounts: mail outbox page, brute-force limits (per account and per client address), bot check.
  DEV_OUTBOX: bool(true),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: int(900, 1, 86_400),
  AUTH_RATE_LIMIT_PER_ACCOUNT: int(10, 1, 100_000),
  AUTH_RATE_LIMIT_PER_IP: int(100, 1, 1_000_000),
  // The public contact form: messages per client address and per typed e-mail address in a window.
  CONTACT_RATE_LIMIT_PER_CLIENT: int(5, 1, 100_000),
  CONTACT_RATE_LIMIT_PER_EMAIL: int(3, 1, 100_000),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1, 86_400),
  UPLOAD_RATE_LIMIT_PER_USER: int(60, 1, 100_000),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
  ALTCHA_HMAC_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ALTCHA_MAX_NUMBER: int(100_000, 10, 10_000_000),
  ALTCHA_CHALLENGE_TTL_SECONDS: int(600, 10, 86_400),
  // Optional third-party services; each has an embedded default when unset.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  RECAPTCHA_MIN_SCORE: z.preprocess((v) => emptyToUndefined(v) ?? 0.5, z.coerce.number().min(0).max(1)),
  ANALYTICS_ID: optionalString,
  // Where the browser loads each service's script from (the real ones by default; tests point them
  // at a fake on 127.0.0.1). The Content-Security-Policy allows exactly these when the service is on.
  GOOGLE_GSI_SCRIPT_URL: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com/gsi/client')),
  RECAPTCHA_SCRIPT_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.google.com/recaptcha/api.js')),
  ANALYTICS_SCRIPT_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googletagmanager.com/gtag/js')),
  PEXELS_API_KEY: optionalString,
  PEXELS_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.pexels.com/v1')),
  // Photos: stock-photo image hosts the server may fetch from (comma-separated host names, https
  // implied, or full origins), search cache lifetime, upload limits and image-work concurrency.
  PEXELS_IMAGE_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('images.pexels.com')
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const entry of value
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)) {
          try {
            const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
            if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
            origins.push(url.origin);
          } catch {
            ctx.addIssue({ code: 'custom', message: `"${entry}" is not a host name or http(s) origin` });
          }
        }
        return origins;
      }),
  ),
  STOCK_CACHE_SECONDS: int(3600, 0, 86_400),
  UPLOAD_MAX_BYTES: int(15 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: int(50_000_000, 10_000, 500_000_000),
  IMAGE_CONCURRENCY: int(Math.max(1, Math.min(2, availableParallelism())), 1, 64),
  IMAGE_QUEUE_MAX: int(64, 0, 10_000),
  // Devices and videos: largest uploaded video (streamed to disk) and largest device manual (PDF).
  VIDEO_MAX_BYTES: int(200 * 1024 * 1024, 1024, 10 * 1024 * 1024 * 1024),
  MANUAL_MAX_BYTES: int(20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_CHAT_MODEL: optionalString,
  AI_EMBED_MODEL: optionalString,
  // Concierge limits (counters in the database, shared by all instances).
  AI_ASKS_PER_CLIENT_PER_MINUTE: int(12, 1, 100_000),
  AI_ASKS_PER_GUIDE_PER_MINUTE: int(120, 1, 1_000_000),
  AI_CONSOLE_ASKS_PER_MINUTE: int(60, 1, 100_000),
  // Translation help in the guide editor (decision 055): unset = off (no Translate buttons);
  // `deepl` = DeepL's v2 API (DEEPL_API_KEY; DEEPL_API_URL defaults to the free or pro endpoint by
  // the key); `llm` = the concierge's OpenAI-compatible model (AI_BASE_URL, AI_CHAT_MODEL).
  TRANSLATION_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['deepl', 'llm']).optional()),
  DEEPL_API_KEY: optionalString,
  DEEPL_API_URL: optionalUrl,
  TRANSLATION_RATE_LIMIT_PER_USER: int(60, 1, 100_000),
  TRANSLATION_RATE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
  // Guide access codes (guide JSON, guest page and concierge alike): wrong codes on one guide in a day,
  // from all clients together, per step of slow-down for every other client (each step halves what a
  // client may try and doubles its window); the first step mails the owner. Limits fall on the
  // guessing clients, never on the guide. See docs/decisions/ on access-code brute force.
  GUIDE_CODE_WRONG_PER_GUIDE: int(10, 1, 10_000),
  // Stays: how long before check-in a stay link shows the sensitive sections (door code, key box).
  STAY_UNLOCK_HOURS_BEFORE: int(48, 0, 24 * 14),
  // Guest messages: how often the dispatch worker polls its queue (seconds); 0 = no worker on this instance.
  MESSAGE_DISPATCH_SECONDS: int(5, 0, 3600),
  // Guest guide map: tile URL template ({z}/{x}/{y}); unset = recommendations as a list only.
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(https:\/\/|\/)\S*\{z\}\S*\{x\}\S*\{y\}\S*$/, 'must be an https URL or /path with {z}, {x} and {y}')
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().max(200).default('© OpenStreetMap contributors')),
  // Server-side fetches of user-supplied addresses (lib/safe-fetch.ts): public http(s) addresses only,
  // except the host names or IPs listed here (comma-separated; e.g. 127.0.0.1 for tests); time and size caps.
  FETCH_ALLOW_HOSTS: z.preprocess(emptyToUndefined, z.string().default('').transform(parseAllowHosts)),
  FETCH_TIMEOUT_MS: int(10_000, 100, 120_000),
  FETCH_MAX_BYTES: int(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  // Calendar feeds (iCal import): minutes between fetches of each feed; 0 turns the schedule off.
  CALENDAR_SYNC_MINUTES: int(30, 0, 1440),
  // Stays one transaction of a calendar import writes (with their change events); the import pauses between.
  CALENDAR_IMPORT_BATCH: int(100, 1, 5000),
  /** Seconds a change-event delivery holds its rows; after a crash they are delivered again once it lapses. */
  CHANGE_EVENT_CLAIM_SECONDS: int(300, 5, 3600),
  // SMS through a Twilio-compatible REST API; on only when the account SID, auth token and sender are set.
  // SMS_FROM is a phone number (E.164) or a messaging service SID (MG...).
  SMS_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.twilio.com')),
  SMS_ACCOUNT_SID: optionalString,
  SMS_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  publicUrl: string;
  imageBaseUrl: string;
  dataDir: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'postgres'; url: string; poolSize: number; connectTimeoutMs: number; statementTimeoutMs: number };
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates settings; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message })),
    );
  }
  const e = parsed.data;
  const issues: { variable: string; message: string }[] = [];
  if (e.RECAPTCHA_SITE_KEY && !e.RECAPTCHA_SECRET)
    issues.push({ variable: 'RECAPTCHA_SECRET', message: 'is required when RECAPTCHA_SITE_KEY is set' });
  if (e.RECAPTCHA_SECRET && !e.RECAPTCHA_SITE_KEY)
    issues.push({ variable: 'RECAPTCHA_SITE_KEY', message: 'is required when RECAPTCHA_SECRET is set' });
  if (e.AI_BASE_URL && !e.AI_CHAT_MODEL)
    issues.push({ variable: 'AI_CHAT_MODEL', message: 'is required when AI_BASE_URL is set' });
  if (e.TRANSLATION_PROVIDER === 'deepl' && !e.DEEPL_API_KEY)
    issues.push({ variable: 'DEEPL_API_KEY', message: 'is required when TRANSLATION_PROVIDER is deepl' });
  if (e.TRANSLATION_PROVIDER === 'llm' && !e.AI_BASE_URL)
    issues.push({ variable: 'AI_BASE_URL', message: 'is required when TRANSLATION_PROVIDER is llm' });
  if (e.IMAGE_STORAGE === 's3') {
    if (!e.S3_BUCKET) issues.push({ variable: 'S3_BUCKET', message: 'is required when IMAGE_STORAGE is s3' });
    // Both keys or neither (then the AWS SDK's standard credential chain: AWS_* variables, profiles, instance roles).
    if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
      issues.push({ variable: 'S3_SECRET_ACCESS_KEY', message: 'is required when S3_ACCESS_KEY_ID is set' });
    if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
      issues.push({ variable: 'S3_ACCESS_KEY_ID', message: 'is required when S3_SECRET_ACCESS_KEY is set' });
    if (e.S3_SESSION_TOKEN && !e.S3_ACCESS_KEY_ID)
      issues.push({ variable: 'S3_ACCESS_KEY_ID', message: 'is required when S3_SESSION_TOKEN is set' });
  }
  if (issues.length) throw new ConfigError(issues);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    publicUrl,
    imageBaseUrl: e.IMAGE_BASE_URL ?? `${publicUrl}/images/`,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  };
}
