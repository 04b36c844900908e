/**
 * Telling "the database is not there right now" apart from every other failure, and waiting for it.
 *
 * A request that fails because PostgreSQL is unreachable (restarting, terminated our connection,
 * refusing connections, a pool that cannot connect in time) is answered 503 with Retry-After instead
 * of a 500; a server started while PostgreSQL is down waits for it with backoff instead of exiting.
 */

/** SQLSTATEs of a server that is going away or not accepting us yet (class 08 is matched by prefix). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, smart/fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
]);

/** Socket errors of a database host that is down, restarting or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite report these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server stopped answering
  /is not queryable$/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/,
];

/** A SQLSTATE or message only a database driver produces. */
function databaseSignal(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.length === 5 && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)))
    return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

const socketSignal = (error: object) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && UNAVAILABLE_ERRNOS.has(code);
};

/** Errors that wrap what the driver threw: drizzle's query error, pg's connect timeout. */
const wrapsDriverError = (error: object) => {
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'DrizzleQueryError' ||
    (typeof message === 'string' && (message.startsWith('Failed query') || message.startsWith('Connection terminated')))
  );
};

/**
 * Whether an error (or what it wraps: drizzle's query error keeps the driver's error as `cause`;
 * a refused dual-stack connect is an AggregateError) means the database is unreachable. A socket
 * error counts on its own or under a database wrapper, not under anything else: `fetch failed`
 * caused by ECONNREFUSED is another service being down, not the database.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0, socketCounts = true): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  if (databaseSignal(error) || (socketCounts && socketSignal(error))) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause && isDatabaseUnavailable(cause, depth + 1, wrapsDriverError(error))) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1, socketCounts));
}

/**
 * Whether PostgreSQL refused a write for lack of space (53100 disk_full, 53200 out_of_memory and
 * 53400 configuration_limit_exceeded are other causes, not this). Reads still work meanwhile.
 */
export function isDatabaseFull(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  if ((error as { code?: unknown }).code === '53100') return true;
  return isDatabaseFull((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * What to log about a database failure: the driver's own message and code, never drizzle's
 * wrapper, whose message repeats the SQL and its parameters (e-mail addresses, hashes).
 */
export function databaseErrorSummary(error: unknown): { message: string; code?: string } {
  let inner = error;
  for (let depth = 0; depth < 5 && inner && typeof inner === 'object' && (inner as { cause?: unknown }).cause; depth++)
    inner = (inner as { cause: unknown }).cause;
  const { message, code } = (inner ?? {}) as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message.slice(0, 200) : String(inner),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * A process-wide 'unhandledRejection' listener. Libraries sometimes fire and forget a query (pg-boss
 * marks a finished job complete without awaiting it): when the database is unreachable at that
 * moment, the rejection is logged instead of ending the process. Any other unhandled rejection is
 * rethrown, so it ends the process exactly as Node would without this listener.
 */
export function tolerateDatabaseOutages(log: {
  warn(details: object, message: string): void;
}): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn(
      { err: databaseErrorSummary(reason) },
      'a background database call failed while the database was unreachable',
    );
  };
}

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface RetryOptions {
  /** First wait; each next one doubles, up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Gives up (rethrowing the last error) once the waits add up to this much; 0 = never retry. */
  giveUpAfterMs: number;
  /** Logged once per failed attempt. */
  onRetry: (details: { attempt: number; delayMs: number; error: unknown }) => void;
  /** The wait itself (tests pass one that resolves at once). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `attempt` (1-based): initial x 2^(attempt-1), capped. */
export const backoffDelay = (attempt: number, initialDelayMs: number, maxDelayMs: number) =>
  Math.min(maxDelayMs, initialDelayMs * 2 ** Math.min(attempt - 1, 30));

/**
 * Runs `work` until it succeeds, waiting with exponential backoff while it fails because the
 * database is unreachable. Any other failure (wrong password, unknown database, a broken migration)
 * is thrown at once: waiting would not fix it.
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delayMs = backoffDelay(attempt, options.initialDelayMs, options.maxDelayMs);
      if (waited + delayMs > options.giveUpAfterMs) throw error;
      options.onRetry({ attempt, delayMs, error });
      await sleep(delayMs);
      waited += delayMs;
    }
  }
}
