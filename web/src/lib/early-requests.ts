/**
 * GETs the page's HTML started before the app's code arrived: the first queries of the page the browser
 * opened, which the server lists in the app shell (common/first-requests.ts) and the shell's first
 * script (web/index.html, `first-requests-starter`) sends with the stored session's token, refreshing
 * an expired one first (decision 062). The API client takes such an answer instead of asking again
 * when it makes the same call with the same token soon after (api-client.ts); otherwise the answer
 * is dropped.
 */
export interface EarlyGet {
  token: string;
  response: Promise<Response>;
  startedAt: number;
}

/** What the shell's script leaves on `window.__firstRequests`. */
export interface FirstRequests {
  /** By full address (API base + path). */
  gets: Record<string, EarlyGet>;
  /** The token refresh it sent, while on its way; the new pair is in storage when it settles. */
  refresh?: Promise<unknown>;
}

declare global {
  interface Window {
    __firstRequests?: FirstRequests;
  }
}

/** An early answer older than this is not used (the page asks again). */
const EARLY_LIFE_MS = 10_000;

/**
 * The token refresh the page's HTML started, while it is on its way (null otherwise). Every call
 * waits for it before reading the session: a call sent meanwhile would go with the spent pair.
 */
export function earlyRefresh(): Promise<unknown> | null {
  return window.__firstRequests?.refresh ?? null;
}

/**
 * The early answer to a GET of `url` sent with `token`, at most once; null when none was started, it
 * went with another token (the session changed meanwhile) or it is too old.
 */
export function takeEarlyGet(url: string, token: string | null): Promise<Response> | null {
  const gets = window.__firstRequests?.gets;
  const early = gets?.[url];
  if (!gets || !early) return null;
  delete gets[url];
  if (early.token !== token || Date.now() - early.startedAt > EARLY_LIFE_MS) return null;
  return early.response;
}
