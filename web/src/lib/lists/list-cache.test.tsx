import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Country } from '@common/contracts/list';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { useAttractionTypes } from './get-attraction-types';
import { useCountries } from './get-countries';
import { useStates } from './get-states';
import { listStorageKey } from './list-cache';

const spain: Country = { id: 1, countryId: 1, code: 'ES', name: 'Spain', hasStates: true };
const espana: Country = { ...spain, name: 'España' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** A fresh app visit: a new query cache, the page at `path`. */
function visit(path = '/home') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  return { wrapper, client };
}

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lookup lists', () => {
  it('load once in the page language and persist in localStorage', async () => {
    fetchMock.mockResolvedValueOnce(json({ result: [spain], errors: [] }));
    const first = visit();
    const { result } = renderHook(() => useCountries(), { wrapper: first.wrapper });
    await waitFor(() => expect(result.current.items).toEqual([spain]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/list/countries?locale=en');
    expect(JSON.parse(localStorage.getItem(listStorageKey('countries', 'en'))!).items).toEqual([spain]);

    // A second component in the same visit uses the cache.
    renderHook(() => useCountries(), { wrapper: first.wrapper });
    // The next visit starts from localStorage without asking the server.
    const second = visit();
    const again = renderHook(() => useCountries(), { wrapper: second.wrapper });
    expect(again.result.current.items).toEqual([spain]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keep each language apart', async () => {
    localStorage.setItem(listStorageKey('countries', 'en'), JSON.stringify({ version: 'test', items: [spain] }));
    fetchMock.mockResolvedValueOnce(json({ result: [espana], errors: [] }));
    const { result } = renderHook(() => useCountries(), { wrapper: visit('/es/home').wrapper });
    await waitFor(() => expect(result.current.items).toEqual([espana]));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/list/countries?locale=es');
    expect(JSON.parse(localStorage.getItem(listStorageKey('countries', 'es'))!).items).toEqual([espana]);
  });

  it('ignore a copy persisted by another server build', async () => {
    localStorage.setItem(
      listStorageKey('countries', 'en'),
      JSON.stringify({ version: 'older-build', items: [{ ...spain, name: 'Old' }] }),
    );
    fetchMock.mockResolvedValueOnce(json({ result: [spain], errors: [] }));
    const { result } = renderHook(() => useCountries(), { wrapper: visit().wrapper });
    await waitFor(() => expect(result.current.items).toEqual([spain]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('do not persist a failed answer, and try again on the next visit', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ result: null, errors: [{ code: 'internal', description: 'errors.internal' }] }, 500),
    );
    const { result } = renderHook(() => useCountries(), { wrapper: visit().wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem(listStorageKey('countries', 'en'))).toBeNull();
    expect(toasts.error).toHaveBeenCalledWith(expect.objectContaining({ life: 3000 }));

    fetchMock.mockResolvedValueOnce(json({ result: [spain], errors: [] }));
    const retry = renderHook(() => useCountries(), { wrapper: visit().wrapper });
    await waitFor(() => expect(retry.result.current.items).toEqual([spain]));
  });

  it('load states per country, and none without a country', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ result: [{ id: 9, stateId: 9, countryId: 1, code: 'MD', name: 'Madrid' }], errors: [] }),
    );
    const { wrapper } = visit();
    const none = renderHook(() => useStates(null), { wrapper });
    expect(none.result.current.items).toEqual([]);
    const { result } = renderHook(() => useStates(1), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/list/states/1?locale=en');
    expect(localStorage.getItem(listStorageKey('states', 'en', 1))).toContain('Madrid');
  });

  it('split attraction types into food and other', async () => {
    const restaurant = {
      id: 1,
      attractionTypeId: 1,
      code: 'restaurant',
      name: 'Restaurant',
      food: true,
      icon: 'tools-kitchen-2',
    };
    const museum = { id: 2, attractionTypeId: 2, code: 'museum', name: 'Museum', food: false, icon: 'building-bank' };
    fetchMock.mockResolvedValueOnce(json({ result: [restaurant, museum], errors: [] }));
    const { result } = renderHook(() => useAttractionTypes(), { wrapper: visit().wrapper });
    await waitFor(() => expect(result.current.food).toEqual([restaurant]));
    expect(result.current.other).toEqual([museum]);
  });
});
