import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { testPublicConfig } from '@web/test/fixtures';
import { api } from './api-client';
import { initI18n } from './i18n/i18n';
import { setPublicConfig } from './public-config';
import { getToken, getUser, setUser, subscribeSession } from './session';
import { toasts } from './toasts';

/** The shell's first script, as the browser runs it (web/index.html). */
const starter = /<script id="first-requests-starter">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, init, headers: init.headers as Record<string, string> }));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A token whose `exp` claim is `seconds` from now (negative: expired). */
function jwt(seconds: number, sub = 'user-1'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

/** Writes the data blocks the server puts in the app shell, then runs the shell's first script. */
function openShell(requests: string[] | null, files: string[] = []) {
  const block = (id: string, value: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = id;
    element.textContent = JSON.stringify(value);
    document.head.append(element);
  };
  block('public-config', { result: { ...testPublicConfig, apiBase: '/api/v1/' }, errors: [] });
  if (requests) block('first-requests', requests);
  block('page-files', files);
  new Function(starter)();
}

function closeShell() {
  for (const element of document.head.querySelectorAll('#public-config, #first-requests, #page-files, link'))
    element.remove();
  delete window.__firstRequests;
}

const deferred = () => {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(() => {
  initI18n('en');
  setPublicConfig({ ...testPublicConfig, apiBase: '/api/v1' });
  fetchMock = vi.fn<Handler>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  closeShell();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the app shell's first script", () => {
  it('is in index.html', () => {
    expect(starter).toContain('first-requests');
  });

  it('sends nothing for a visitor without a session, or on a page without first queries', () => {
    openShell(['/property/user/list?locale=en']);
    closeShell();
    setUser({ token: jwt(3600), refreshToken: 'r1' });
    openShell(null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__firstRequests).toBeUndefined();
  });

  it('names the files of the page after sending its queries, with or without a session', () => {
    const files = ['/assets/boot-1.js', '/assets/boot-1.css'];
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) =>
        ['rel', 'as', 'crossorigin', 'href'].map((name) => link.getAttribute(name)),
      );
    openShell(['/reports?days=30'], files);
    expect(links()).toEqual([
      ['modulepreload', null, '', '/assets/boot-1.js'],
      ['preload', 'style', '', '/assets/boot-1.css'],
    ]);
    closeShell();
    setUser({ token: jwt(3600), refreshToken: 'r1' });
    fetchMock.mockResolvedValue(json(200, { result: null, errors: [] }));
    const appended = vi.spyOn(document.head, 'append');
    openShell(['/reports?days=30'], files);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(appended.mock.invocationCallOrder.at(-2)!);
    expect(links()).toHaveLength(2);
  });

  it("sends the page's GETs with the stored token; the API client takes each answer once", async () => {
    const token = jwt(3600);
    setUser({ token, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(json(200, { result: [{ propertyId: 1 }], errors: [] }));
    openShell(['/property/user/list?locale=en']);
    expect(calls()[0]?.url).toBe('/api/v1/property/user/list?locale=en');
    expect(calls()[0]?.headers.Authorization).toBe(`Bearer ${token}`);

    expect(await api('GET', '/property/user/list?locale=en')).toEqual([{ propertyId: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json(200, { result: [{ propertyId: 2 }], errors: [] }));
    expect(await api('GET', '/property/user/list?locale=en')).toEqual([{ propertyId: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken for another token, another address or a write', async () => {
    setUser({ token: jwt(3600, 'signed-out-host'), refreshToken: 'r1' });
    fetchMock.mockImplementation(async () => json(200, { result: 'fresh', errors: [] }));
    openShell(['/property/user/list?locale=en', '/reports?days=30']);
    setUser({ token: jwt(3600), refreshToken: 'r2' });
    expect(await api('GET', '/property/user/list?locale=en')).toBe('fresh');
    expect(await api('GET', '/reports?days=7')).toBe('fresh');
    expect(await api('POST', '/reports?days=30', { body: {} })).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('goes through the 401 rule with an early answer like with its own', async () => {
    const oldToken = jwt(3600);
    setUser({ token: oldToken, refreshToken: 'r1' });
    const newToken = jwt(3600, 'user-1b');
    fetchMock
      .mockResolvedValueOnce(json(401, { result: null, errors: [] }))
      .mockResolvedValueOnce(json(200, { result: { token: newToken, refreshToken: 'r2' }, errors: [] }))
      .mockResolvedValueOnce(json(200, { result: ['after refresh'], errors: [] }));
    openShell(['/property/user/list?locale=en']);
    expect(await api('GET', '/property/user/list?locale=en')).toEqual(['after refresh']);
    expect(calls()[1]?.url).toBe('/api/v1/auth/refreshtoken');
    expect(calls()[2]?.headers.Authorization).toBe(`Bearer ${newToken}`);
  });

  it('refreshes an expired token first, stores the new pair and sends the GETs with it', async () => {
    const expired = jwt(-60);
    setUser({ token: expired, refreshToken: 'r1', firstName: 'Lucía', rememberMe: true });
    const fresh = jwt(900);
    const refresh = deferred();
    fetchMock
      .mockReturnValueOnce(refresh.promise)
      .mockResolvedValueOnce(json(200, { result: [{ propertyId: 1 }], errors: [] }))
      .mockResolvedValueOnce(json(200, { result: { saved: true }, errors: [] }));
    const sessionChanged = vi.fn();
    const unsubscribe = subscribeSession(sessionChanged);
    openShell(['/property/user/list?locale=en']);
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.url).toBe('/api/v1/auth/refreshtoken');
    expect(JSON.parse(String(calls()[0]?.init.body))).toEqual({ token: expired, refreshToken: 'r1' });

    // Calls made meanwhile wait for the new pair: the stored one is being spent.
    const read = api('GET', '/property/user/list?locale=en');
    const write = api('PUT', '/property/user', { body: {} });
    refresh.resolve(json(200, { result: { token: fresh, refreshToken: 'r2' }, errors: [] }));
    expect(await read).toEqual([{ propertyId: 1 }]);
    expect(await write).toEqual({ saved: true });
    expect(calls().map((call) => call.headers.Authorization)).toEqual([
      undefined,
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
    expect(getUser()).toMatchObject({ token: fresh, refreshToken: 'r2', firstName: 'Lucía', rememberMe: true });
    expect(sessionChanged).toHaveBeenCalled();
    unsubscribe();
  });

  it('leaves a refused refresh to the app, and drops a new pair when the session changed meanwhile', async () => {
    const expired = jwt(-60);
    setUser({ token: expired, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(json(401, { result: null, errors: [] }));
    openShell(['/property/user/list?locale=en']);
    await window.__firstRequests?.refresh;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getUser()).toEqual({ token: expired, refreshToken: 'r1' });

    closeShell();
    const refresh = deferred();
    fetchMock.mockReturnValueOnce(refresh.promise);
    openShell(['/property/user/list?locale=en']);
    const other = jwt(900, 'another-host');
    setUser({ token: other, refreshToken: 'r9' });
    refresh.resolve(json(200, { result: { token: jwt(900), refreshToken: 'r2' }, errors: [] }));
    await window.__firstRequests?.refresh;
    expect(getToken()).toBe(other);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
