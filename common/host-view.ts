import { appPath, firstRequests } from './first-requests';

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

/** The app pages with a server view (in each language): the dashboard, the reports and a guide's editor. */
const SERVER_VIEWS = new Set(['/home', '/home/reports']);
const EDITOR_PATH = /^\/home\/guide\/property-[1-9][0-9]*$/;

/** Whether the app page at `pathname` has a server view. */
export function hasServerView(pathname: string): boolean {
  const { path } = appPath(pathname);
  return SERVER_VIEWS.has(path) || EDITOR_PATH.test(path);
}

/**
 * Whether the page's server view is a form (the guide's editor). Such a view is `inert` until the app
 * has taken it over: text typed into a field before that would show on screen but never reach the
 * app's state, and a save right after would silently drop it.
 */
export function serverViewIsForm(pathname: string): boolean {
  return EDITOR_PATH.test(appPath(pathname).path);
}

/** A lookup list a server view asks for: its API path, and its name and parameter in the app's cache. */
export interface ViewList {
  path: string;
  name: string;
  param?: number;
}

/**
 * The lookup lists a server view asks for once the page's first requests (`answers`, by path) have
 * answered: for the editor, those its first view shows (the kinds of rental, the countries and the
 * states of the property's country). The app otherwise takes these from its stored copies; the view
 * and the app's first render must both start from the server's. Null when there is no view to make
 * of the answers: the editor of a property the host does not have (the app says so itself).
 */
export function viewListRequests(pathname: string, answers: Record<string, unknown>): ViewList[] | null {
  if (!serverViewIsForm(pathname)) return [];
  const { locale } = appPath(pathname);
  const found = answers[firstRequests(pathname)[0] ?? ''];
  const property: unknown = Array.isArray(found) ? found[0] : undefined;
  if (!property || typeof property !== 'object') return null;
  const countryId = (property as { countryId?: unknown }).countryId;
  const list = (name: string, param?: number): ViewList => ({
    path: `/list/${name}${param === undefined ? '' : `/${param}`}?locale=${locale}`,
    name,
    ...(param === undefined ? {} : { param }),
  });
  return [
    list('strTypes'),
    list('countries'),
    ...(typeof countryId === 'number' && countryId > 0 ? [list('states', countryId)] : []),
  ];
}
