import { type QueryClient } from '@tanstack/react-query';
import { appPath, DASHBOARD_GLANCE, firstRequests } from '@common/first-requests';
import { hasServerView, serverViewIsForm, viewListRequests } from '@common/host-view';
import { type Property } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { getProperty, getPropertyPage } from '@web/lib/properties/get-properties';
import { propertyDropdownQueryOptions } from '@web/lib/properties/get-property-dropdown';
import { propertyDropdownQueryKey, propertyPagesQueryKey, propertyQueryKey } from '@web/lib/properties/property-keys';
import { reportKey, reportQueryOptions } from '@web/features/reports/api/get-report';
import { defaultReportRequest } from '@web/features/reports/lib/period';
import { localeFromPath, stripLocale } from '@web/lib/i18n/locale-path';
import { listQueryKey } from '@web/lib/lists/list-keys';
import { PROPERTY_SEGMENT_PREFIX } from './route-paths';

/**
 * Starts the first queries of the page at `pathname` into the query cache, so that they run while the
 * page's code downloads instead of after it (the page's own hooks then find them in flight or done).
 * Only the screens whose first view waits on data: the dashboard, the reports and the guide editor.
 * Answers the keys it started (for tests).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): string[] {
  const locale: Locale = localeFromPath(pathname);
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  const started: string[] = [];
  const start = (name: string, run: () => Promise<unknown>) => {
    started.push(name);
    void run().catch(() => undefined);
  };
  if (path === '/home') {
    start('properties.first', () =>
      queryClient.prefetchQuery({
        queryKey: [...propertyPagesQueryKey(locale), 'first', DASHBOARD_GLANCE],
        queryFn: ({ signal }) => getPropertyPage(locale, DASHBOARD_GLANCE, 0, signal),
      }),
    );
    start('properties.dropdown', () => queryClient.prefetchQuery(propertyDropdownQueryOptions(locale)));
  } else if (path === '/home/reports') {
    start('properties.dropdown', () => queryClient.prefetchQuery(propertyDropdownQueryOptions(locale)));
    start('reports', () => queryClient.prefetchQuery(reportQueryOptions(defaultReportRequest())));
  } else if (path.startsWith(`/home/guide/${PROPERTY_SEGMENT_PREFIX}`)) {
    const id = Number(path.slice(`/home/guide/${PROPERTY_SEGMENT_PREFIX}`.length));
    if (Number.isInteger(id) && id > 0)
      start('property', () =>
        queryClient.prefetchQuery({
          queryKey: propertyQueryKey(locale, id),
          queryFn: ({ signal }) => getProperty(locale, id, signal),
        }),
      );
  }
  return started;
}

/**
 * Puts the server's answers to the page's first queries (by API path, as common/first-requests.ts names
 * them; each the `result` of its answer) into the query cache under the keys the page reads, for a
 * page rendered on the server (decision 077): the dashboard's, the reports' and the editor's. Answers whether every
 * query of the page had its answer (nothing is seeded otherwise).
 */
export function seedRouteData(queryClient: QueryClient, pathname: string, answers: Record<string, unknown>): boolean {
  if (!hasServerView(pathname)) return false;
  if (serverViewIsForm(pathname)) return seedEditor(queryClient, pathname, answers);
  const { locale, path } = appPath(pathname);
  const [first, second] = firstRequests(pathname).map((apiPath) => answers[apiPath]);
  if (path === '/home') {
    if (!Array.isArray(first) || !Array.isArray(second)) return false;
    queryClient.setQueryData([...propertyPagesQueryKey(locale), 'first', DASHBOARD_GLANCE], first);
    queryClient.setQueryData(propertyDropdownQueryKey(locale), second);
    return true;
  }
  // The reports: the properties' list, then the report the page opens on.
  if (!Array.isArray(first) || !second || typeof second !== 'object') return false;
  queryClient.setQueryData(propertyDropdownQueryKey(locale), first);
  queryClient.setQueryData(reportKey(defaultReportRequest()), second);
  return true;
}

/**
 * The editor's property and the lookup lists its first view shows (common/host-view.ts
 * viewListRequests), under the keys the page reads: the server's copies of the lists come before the
 * ones this browser stored, so the app's first render is the view's.
 */
function seedEditor(queryClient: QueryClient, pathname: string, answers: Record<string, unknown>): boolean {
  const lists = viewListRequests(pathname, answers);
  if (!lists || lists.some((list) => !Array.isArray(answers[list.path]))) return false;
  const { locale } = appPath(pathname);
  // viewListRequests found the property (else null): the first answer's only item.
  const property = (answers[firstRequests(pathname)[0]!] as Property[])[0]!;
  queryClient.setQueryData(propertyQueryKey(locale, property.propertyId), property);
  for (const list of lists) queryClient.setQueryData(listQueryKey(list.name, locale, list.param), answers[list.path]);
  return true;
}
