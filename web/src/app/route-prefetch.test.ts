import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_GLANCE, firstRequests } from '@common/first-requests';
import { viewListRequests } from '@common/host-view';
import { propertyDropdownQueryKey, propertyPagesQueryKey, propertyQueryKey } from '@web/lib/properties/property-keys';
import { reportKey } from '@web/features/reports/api/get-report';
import { defaultReportRequest } from '@web/features/reports/lib/period';
import { lookupQueryOptions } from '@web/lib/lists/list-cache';
import { setPublicConfig } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { setUser } from '@web/lib/session';
import { testPublicConfig } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { propertyPath } from './route-paths';
import { prefetchRouteData, seedRouteData } from './route-prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchRouteData', () => {
  it("starts the reports' default report and property list into the cache the page reads", async () => {
    setPublicConfig(testPublicConfig);
    setUser(sessionUser());
    const api = mockApi({
      'GET /property/user/list': { result: [{ propertyId: 3, name: 'Casa Sol', published: true }] },
      'GET /reports': { result: { propertyId: null } },
    });
    const client = createQueryClient();
    expect(prefetchRouteData(client, '/es/home/reports')).toEqual(['properties.dropdown', 'reports']);
    await waitFor(() => expect(client.getQueryData(reportKey(defaultReportRequest()))).toBeDefined());
    expect(client.getQueryData(propertyDropdownQueryKey('es'))).toHaveLength(1);
    // "The last 30 days" is asked by length: the server ends it on the properties' local today.
    expect(api.callsTo('GET /reports')[0]?.query.get('days')).toBe('30');
    expect(api.callsTo('GET /reports')[0]?.query.has('from')).toBe(false);
  });

  it("starts the editor's property, in the page's language", async () => {
    setPublicConfig(testPublicConfig);
    setUser(sessionUser());
    mockApi({ 'GET /property/user': { result: [makeProperty({ propertyId: 41, name: 'Casa Sol' })] } });
    const client = createQueryClient();
    expect(prefetchRouteData(client, '/home/guide/property-41')).toEqual(['property']);
    await waitFor(() => expect(client.getQueryData(propertyQueryKey('en', 41))).toMatchObject({ name: 'Casa Sol' }));
  });

  it('starts nothing for a page whose first view needs no data', () => {
    expect(prefetchRouteData(createQueryClient(), '/pricing')).toEqual([]);
  });
});

describe("firstRequests (what the page's HTML sends before the app runs)", () => {
  it('names exactly the calls prefetchRouteData makes, for every page that prefetches', async () => {
    for (const pathname of [
      '/home',
      '/es/home',
      '/home/reports',
      '/es/home/reports',
      propertyPath(41),
      `/es${propertyPath(41)}`,
    ]) {
      setPublicConfig(testPublicConfig);
      setUser(sessionUser());
      const api = mockApi({
        'GET /property/user': { result: [makeProperty({ propertyId: 41, name: 'Casa Sol' })] },
        'GET /property/user/list': { result: [] },
        'GET /reports': { result: { propertyId: null } },
      });
      prefetchRouteData(createQueryClient(), pathname);
      await waitFor(() => expect(api.calls.length, pathname).toBe(firstRequests(pathname).length));
      const sent = api.fetchMock.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
      expect(sent.sort(), pathname).toEqual([...firstRequests(pathname)].sort());
      vi.unstubAllGlobals();
    }
  });

  it('names nothing for a page without first queries', () => {
    expect(firstRequests('/pricing')).toEqual([]);
    expect(firstRequests('/home/guide/property-x')).toEqual([]);
  });
});

describe('seedRouteData', () => {
  it("puts the server's answers, by the paths first-requests.ts names, where the dashboard reads them", () => {
    const [first, list] = firstRequests('/es/home');
    const client = createQueryClient();
    const answers = {
      [first!]: [makeProperty({ propertyId: 3, name: 'Casa Sol' })],
      [list!]: [{ propertyId: 3, name: 'Casa Sol', published: true }],
    };
    expect(seedRouteData(client, '/es/home', answers)).toBe(true);
    expect(client.getQueryData([...propertyPagesQueryKey('es'), 'first', DASHBOARD_GLANCE])).toMatchObject([
      { name: 'Casa Sol' },
    ]);
    expect(client.getQueryData(propertyDropdownQueryKey('es'))).toHaveLength(1);
    // Fresh: the page does not ask again at once.
    expect(client.getQueryState(propertyDropdownQueryKey('es'))?.isInvalidated).toBe(false);
  });

  it("puts the server's report and list where the reports page reads them", () => {
    const [list, report] = firstRequests('/es/home/reports');
    const client = createQueryClient();
    const answers = {
      [list!]: [{ propertyId: 3, name: 'Casa Sol', published: true }],
      [report!]: { propertyId: null, from: '2026-11-01', to: '2026-11-30' },
    };
    expect(seedRouteData(client, '/es/home/reports', answers)).toBe(true);
    expect(client.getQueryData(reportKey(defaultReportRequest()))).toMatchObject({ from: '2026-11-01' });
    expect(client.getQueryData(propertyDropdownQueryKey('es'))).toHaveLength(1);
  });

  it("puts the editor's property and the lists its first view shows where the page reads them", () => {
    const path = `/es${propertyPath(7)}`;
    const [first] = firstRequests(path);
    const property = makeProperty({ propertyId: 7, name: 'Casa Sol', countryId: 34 });
    const lists = viewListRequests(path, { [first!]: [property] })!.map((list) => list.path);
    expect(lists).toEqual(['/list/strTypes?locale=es', '/list/countries?locale=es', '/list/states/34?locale=es']);
    const answers = {
      [first!]: [property],
      [lists[0]!]: [{ id: 1, name: 'Apartamento' }],
      [lists[1]!]: [{ id: 34, name: 'España', hasStates: true }],
      [lists[2]!]: [{ id: 5, name: 'Sevilla' }],
    };
    const client = createQueryClient();
    expect(seedRouteData(client, path, answers)).toBe(true);
    expect(client.getQueryData(propertyQueryKey('es', 7))).toMatchObject({ name: 'Casa Sol' });
    // Under the keys the list hooks read, before their stored copies (lib/lists/list-cache.ts).
    expect(client.getQueryData(lookupQueryOptions('strTypes', '/list/strTypes', 'es').queryKey)).toEqual([
      { id: 1, name: 'Apartamento' },
    ]);
    expect(client.getQueryData(lookupQueryOptions('countries', '/list/countries', 'es').queryKey)).toHaveLength(1);
    expect(client.getQueryData(lookupQueryOptions('states', '/list/states/34', 'es', 34).queryKey)).toEqual([
      { id: 5, name: 'Sevilla' },
    ]);
    // Without a country there is no states list to ask for; without the property, no view at all.
    expect(viewListRequests(path, { [first!]: [{ ...property, countryId: null }] })).toHaveLength(2);
    expect(viewListRequests(path, { [first!]: [] })).toBeNull();
    expect(seedRouteData(createQueryClient(), path, { [first!]: [property] })).toBe(false);
  });

  it('seeds nothing when an answer is missing, or on a page without a server view', () => {
    const [first] = firstRequests('/home');
    const [list] = firstRequests('/home/reports');
    const client = createQueryClient();
    expect(seedRouteData(client, '/home', { [first!]: [] })).toBe(false);
    expect(seedRouteData(client, '/home/reports', {})).toBe(false);
    expect(seedRouteData(client, '/home/reports', { [list!]: [] })).toBe(false);
    expect(seedRouteData(client, '/home/guide/property-3', { [first!]: [] })).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
