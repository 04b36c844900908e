import { type ApiError } from '@common/contracts/api';
import { AUTH_RETRY_DELAY_MS, LIST_TOAST_LIFE_MS } from '@common/limits';
import { earlyRefresh, takeEarlyGet } from './early-requests';
import { i18n } from './i18n/i18n';
import { getPublicConfig } from './public-config';
import { clearTokens, getToken, getUser, replaceTokens } from './session';
import { toasts } from './toasts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What to do with a 409 answer (docs/api.md, "409"). Either way its `result` goes back to the caller. */
export type On409 =
  /** Return the data silently (property and library calls). */
  | 'return'
  /** Also show a 3000 ms warning toast titled by this key, with the first error's translated description. */
  | { warnTitleKey: string };

/** The auth/profile variant of On409: a warning toast titled "Error". */
export const ON409_ERROR_TOAST: On409 = { warnTitleKey: 'errors.title' };

export interface ApiOptions {
  /** JSON-serialised unless it is FormData (uploads), which the browser encodes itself. */
  body?: unknown;
  /** Default 'return'. */
  on409?: On409;
  /** List calls show their error toast for 3000 ms instead of the configured toastErrorLife. */
  listCall?: boolean;
  /** Cancels the request (TanStack Query passes one); a cancelled call resolves to null quietly. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. a bot-check token on a GET, which has no body). */
  headers?: Record<string, string>;
  /**
   * A create the server deduplicates (docs/api.md, Idempotency-Key): the call sends a fresh key,
   * and its own retry after a 401 refresh sends the same one, so it never creates twice.
   */
  idempotent?: boolean;
  /**
   * Called with the wrapper's errors when the answer is not 2xx (after any toast), so a form can also
   * show the message next to its fields. Not called for network failures or a failed token refresh.
   */
  onErrors?: (errors: ApiError[], status: number) => void;
  /**
   * Called with the wrapper's errors when a 2xx answer carries some next to its result: a degraded but
   * successful answer (e.g. stock search without a provider key: an empty result plus the reason).
   */
  onResultErrors?: (errors: ApiError[]) => void;
}

interface Envelope {
  result?: unknown;
  errors: ApiError[];
}

const isEnvelope = (value: unknown): value is Envelope =>
  !!value && typeof value === 'object' && Array.isArray((value as { errors?: unknown }).errors);

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const apiUrl = (path: string) =>
  `${getPublicConfig().apiBase.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const translateError = (error: ApiError | undefined, fallbackKey: string) =>
  error ? i18n.t(error.description, { ...error.params }) : i18n.t(fallbackKey);

/** "{status}: {response data}", using the translated first error when the body is our wrapper. */
function errorDetail(status: number, statusText: string, data: unknown): string {
  let text: string;
  if (isEnvelope(data) && data.errors.length > 0) text = translateError(data.errors[0], 'errors.internal');
  else if (typeof data === 'string' && data.trim()) text = data.trim().slice(0, 300);
  else if (data && typeof data === 'object') text = JSON.stringify(data).slice(0, 300);
  else text = statusText || i18n.t('errors.internal');
  return `${status}: ${text}`;
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * POST /auth/refreshtoken with the stored pair. On 200 the new pair is stored; on any failure the
 * session's tokens are cleared (the guards then send the visitor to the login page). Concurrent 401s
 * share one refresh, because a refresh token is spent once. When the session changed while the
 * refresh was on its way (the visitor signed out, or signed in again), its answer is dropped: a
 * sign-out must not be undone by a late pair, and a new sign-in must not be cleared by a late refusal.
 */
function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    // A refresh the page's HTML sent first spends the stored pair: this one starts from its answer.
    await earlyRefresh();
    const { token, refreshToken } = getUser();
    const sessionMoved = () => getUser().token !== token;
    try {
      if (token && refreshToken) {
        const response = await fetch(apiUrl('/auth/refreshtoken'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ token, refreshToken }),
        });
        if (response.status === 200) {
          const pair = ((await readBody(response)) as { result?: { token?: unknown; refreshToken?: unknown } } | null)
            ?.result;
          if (sessionMoved()) return Boolean(getToken());
          if (typeof pair?.token === 'string' && typeof pair.refreshToken === 'string') {
            replaceTokens({ token: pair.token, refreshToken: pair.refreshToken });
            return true;
          }
        }
      }
    } catch {
      // Network failure: same outcome as a refused refresh.
    }
    if (sessionMoved()) return Boolean(getToken());
    clearTokens();
    return false;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The full address of an API path under the configured base, for requests sent without api(). */
export function apiRequestUrl(path: string): string {
  return apiUrl(path);
}

/**
 * The 401 rule of api() for requests that cannot go through fetch (an upload with progress uses
 * XMLHttpRequest): after a 401 to a request sent with `usedToken`, refreshes the pair (shared with
 * concurrent calls; skipped when another call already replaced the token), waits the retry delay and
 * resolves true when the caller should retry once with getToken(). Resolves false when the request had
 * no token or the refresh failed (the session's tokens are then cleared).
 */
export async function refreshAfterUnauthorized(usedToken: string | null): Promise<boolean> {
  if (!usedToken) return false;
  // Another call may already have refreshed the pair while this one was in flight.
  const refreshed = getToken() !== usedToken || (await refreshTokens());
  if (!refreshed) return false;
  await delay(AUTH_RETRY_DELAY_MS);
  return true;
}

/** A fresh Idempotency-Key: a UUID (randomUUID needs a secure context; random bytes serve elsewhere). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function buildInit(method: HttpMethod, options: ApiOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) body = isForm ? (options.body as FormData) : JSON.stringify(options.body);
  return { method, headers, body, signal: options.signal };
}

/**
 * Calls the API the way docs/api.md describes and resolves to the answer's `result`, or to
 * null (the "empty result") when the call failed; failures have already been shown to the user.
 *
 * - 2xx: `result` of the `{ result, errors }` wrapper.
 * - 401 on a call made with a token: refresh the pair once, wait 100 ms, retry once. A failed refresh
 *   clears the session's tokens and resolves to null.
 * - 409: `result` of the body, plus the warning toast chosen by `on409`.
 * - anything else, network failures included: error toast "Error" / "{status}: {detail}", null.
 *
 * @example const property = await api<Property>('PUT', '/property/user', { body, on409: { warnTitleKey: 'host.property.updateTitle' } });
 */
export async function api<T>(method: HttpMethod, path: string, options: ApiOptions = {}): Promise<T | null> {
  const errorLife = options.listCall ? LIST_TOAST_LIFE_MS : undefined;
  // One key per call (per user action): the retry below repeats it.
  if (options.idempotent)
    options = { ...options, headers: { ...options.headers, 'Idempotency-Key': newIdempotencyKey() } };

  for (let attempt = 0; ; attempt++) {
    // While the page's HTML refreshes the stored pair (lib/early-requests.ts), the old token is spent.
    const refreshing = earlyRefresh();
    if (refreshing) await refreshing;
    const token = getToken();
    let response: Response;
    try {
      const url = apiUrl(path);
      // The page's first queries may have been sent already by its HTML (lib/early-requests.ts).
      const early = method === 'GET' && attempt === 0 ? takeEarlyGet(url, token) : null;
      response = await (early ?? fetch(url, buildInit(method, options, token)));
    } catch (error) {
      if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return null;
      toasts.error({ summary: 'errors.title', detail: 'errors.network', life: errorLife });
      return null;
    }

    if (response.status === 401 && token && attempt === 0) {
      if (!(await refreshAfterUnauthorized(token))) return null;
      continue;
    }

    const data = await readBody(response);
    if (response.ok) {
      if (isEnvelope(data) && data.errors.length > 0) options.onResultErrors?.(data.errors);
      return ((isEnvelope(data) ? data.result : data) ?? null) as T | null;
    }
    const reportErrors = () => options.onErrors?.(isEnvelope(data) ? data.errors : [], response.status);

    if (response.status === 409) {
      const on409 = options.on409 ?? 'return';
      if (on409 !== 'return') {
        toasts.warn({
          summary: on409.warnTitleKey,
          detailText: translateError(isEnvelope(data) ? data.errors[0] : undefined, 'errors.conflict'),
        });
      }
      reportErrors();
      return ((isEnvelope(data) ? data.result : null) ?? null) as T | null;
    }

    toasts.error({
      summary: 'errors.title',
      detailText: errorDetail(response.status, response.statusText, data),
      life: errorLife,
    });
    reportErrors();
    return null;
  }
}
