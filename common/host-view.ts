import { appPath } from './first-requests';

/**
 * A signed-in host's first view rendered by the server (decision 077). The web app keeps this cookie
 * equal to the access token it holds (SameSite=Strict, never sent by another site's links or forms);
 * the server reads it only when it answers a page's HTML, never for an API call.
 */
export const VIEW_COOKIE = 'host_view';

/** The HTML data block with the server's answers to the page's first queries, and whom they are for. */
export const SERVER_ANSWERS_ID = 'server-answers';

export interface ServerAnswers {
  /** The user the page was rendered for (the token's `sub`). */
  userId: string;
  /** That user as GET /user answered, without tokens: the app's hydration starts from it. */
  user: Record<string, unknown>;
  /** Each first query's `result`, by API path (first-requests.ts). */
  answers: Record<string, unknown>;
}

/** The app pages with a server view (in each language): the dashboard and the reports. */
const SERVER_VIEWS = new Set(['/home', '/home/reports']);

/** Whether the app page at `pathname` has a server view. */
export function hasServerView(pathname: string): boolean {
  return SERVER_VIEWS.has(appPath(pathname).path);
}
