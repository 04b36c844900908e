/**
 * What a log line may never hold: query parameters (a failed insert carries e-mail addresses,
 * password hashes, door codes), values PostgreSQL quotes back in an error's detail, e-mail
 * addresses a mail server quotes back in an error, and fields whose names say they are secret. Used by the server's logger for every line, request or not.
 */

/** Object paths pino censors wherever they appear in a log line (one level of nesting, as pino matches). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guide-code"]',
  'req.headers["x-stay-token"]',
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'passwordHash',
    'token',
    'refreshToken',
    'accessCode',
    'secret',
    'apiKey',
    'email',
    'toAddress',
    'linkToken',
    'stayToken',
    'wifiPassword',
  ].flatMap((key) => [key, `*.${key}`]),
];

const REDACTED = '[redacted]';
/** Where Drizzle writes the parameters of a failed query into the message ("Failed query: ...\nparams: a,b"). */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** Error properties that repeat values from the request or the database. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'values']);
const MAX_CAUSE_DEPTH = 4;

/** An e-mail address as servers quote it back ("<guest@example.com>: Recipient address rejected"). */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const scrub = (text: string) =>
  text.replace(PARAMS_IN_MESSAGE, `\nparams: ${REDACTED}`).replace(EMAIL_ADDRESS, '[email]');

type SerializedError = Record<string, unknown> & {
  type?: string;
  message?: string;
  stack?: string;
  cause?: SerializedError;
};

/**
 * The `err` serializer: name, message, stack and code-like fields of an error and its causes, with
 * query parameters and quoted values removed. Never throws (a logger must not fail).
 */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  const out: SerializedError = { type: error.constructor?.name ?? 'Error', message: scrub(error.message) };
  if (error.stack) out.stack = scrub(error.stack);
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (VALUE_FIELDS.has(key)) {
      out[key] = REDACTED;
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = typeof value === 'string' ? scrub(value) : value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(error.cause, depth + 1) as SerializedError;
  return out;
}
