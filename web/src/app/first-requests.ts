import { localeFromPath, stripLocale } from '@web/lib/i18n/locale-path';
import { PROPERTY_SEGMENT_PREFIX } from './route-paths';

/** How many properties the dashboard glances at (dashboard-page's GLANCE_LIMIT). */
export const DASHBOARD_GLANCE = 4;
/** The period the reports open on, in days (features/reports/lib/period.ts DEFAULT_PRESET). */
const REPORT_DAYS = 30;

/**
 * The API paths (under the API base) of the first queries of the page at `pathname`: what
 * route-prefetch.ts starts into the query cache once the app runs, computed here without the app's
 * code so the entry can send them while that code downloads (lib/early-requests.ts). A test checks
 * that both name the same calls.
 */
export function firstRequests(pathname: string): string[] {
  const locale = localeFromPath(pathname);
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
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
