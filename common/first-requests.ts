import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The segment the editor's address puts before a property id (web app/route-paths.ts, a test checks). */
const PROPERTY_SEGMENT_PREFIX = 'property-';
/** How many properties the dashboard glances at (dashboard-page's GLANCE_LIMIT). */
export const DASHBOARD_GLANCE = 4;
/** The period the reports open on, in days (web features/reports/lib/period.ts DEFAULT_PRESET). */
const REPORT_DAYS = 30;

/** An app address's language (its prefix, none for the default) and its path without it, e.g. /es/home/ -> es, /home. */
export function appPath(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1] ?? '';
  const locale = isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(1 + locale.length);
  return { locale, path: rest.replace(/\/+$/, '') || '/' };
}

/**
 * The API paths (under the API base) of the first queries of the app page at `pathname`, in its
 * language: what the web app's route-prefetch.ts starts into the query cache, listed without the
 * app's code so the server can write them into the page's HTML, whose first script sends them for a
 * signed-in host before any other script has arrived (decision 062). A web test checks that both
 * name the same calls.
 */
export function firstRequests(pathname: string): string[] {
  const { locale, path } = appPath(pathname);
  if (path === '/home')
    return [
      `/property/user?locale=${locale}&limit=${DASHBOARD_GLANCE}&after=0`,
      `/property/user/list?locale=${locale}`,
    ];
  if (path === '/home/reports') return [`/property/user/list?locale=${locale}`, `/reports?days=${REPORT_DAYS}`];
  const prefix = `/home/guide/${PROPERTY_SEGMENT_PREFIX}`;
  if (path.startsWith(prefix)) {
    const id = Number(path.slice(prefix.length));
    if (Number.isInteger(id) && id > 0) return [`/property/user?locale=${locale}&propertyId=${id}`];
  }
  return [];
}
