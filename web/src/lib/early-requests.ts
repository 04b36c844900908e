/**
 * GETs the app's entry (main.tsx) starts before the app's code has arrived: the first queries of the
 * page the browser opened (app/first-requests.ts), sent with the stored session's token. The API
 * client takes such an answer instead of asking again when it makes the same call with the same
 * token soon after (api-client.ts); otherwise the answer is dropped. No dependencies: the entry is
 * small on purpose.
 */
interface EarlyGet {
  token: string;
  response: Promise<Response>;
  startedAt: number;
}

/** An early answer older than this is not used (the page asks again). */
const EARLY_LIFE_MS = 10_000;
const started = new Map<string, EarlyGet>();

/** Starts a GET of `url` (absolute or under the origin) with `token`, as api() would send it. */
export function startEarlyGet(url: string, token: string): void {
  const response = fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  // Nobody may ever take it: a failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, { token, response, startedAt: Date.now() });
}

/**
 * The early answer to a GET of `url` sent with `token`, at most once; null when none was started, it
 * went with another token (the session changed meanwhile) or it is too old.
 */
export function takeEarlyGet(url: string, token: string | null): Promise<Response> | null {
  const early = started.get(url);
  if (!early) return null;
  started.delete(url);
  if (early.token !== token || Date.now() - early.startedAt > EARLY_LIFE_MS) return null;
  return early.response;
}
