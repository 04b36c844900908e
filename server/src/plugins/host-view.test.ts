import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UserSession } from '@common/contracts/user';
import { SERVER_ANSWERS_ID, type ServerAnswers, VIEW_COOKIE } from '@common/host-view';
import { createUser, signIn } from '../modules/auth/accounts.fixtures';
import { buildWebAppTestServer, type TestApp } from '../test/test-app';
import type { HostViewInput } from './host-view';

/** A built web app's stand-in: the splash in #root, the shell's first script, the entry in the head. */
const SPLASH = '<div class="boot-splash" data-boot-splash role="status" aria-label="Loading"></div>';
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html><html lang="en"><head><title>Guidebook</title><script id="first-requests-starter">window.started = true;</script><script type="module" crossorigin src="/assets/main.js"></script></head><body><div id="root">${SPLASH}</div></body></html>`,
);

/** The renderer's stand-in: the host's name and each answer's names, as the page would show them. */
const renders: HostViewInput[] = [];
const render = async (input: HostViewInput) => {
  renders.push(input);
  const names = Object.values(input.answers)
    .flatMap((result) => (Array.isArray(result) ? result : []))
    .map((item: { name?: string }) => item.name);
  return `<main><p>${String(input.user.firstName)}</p><h3>${names.join(', ')}</h3></main>`;
};

type Server = Awaited<ReturnType<typeof buildWebAppTestServer>>;
let server: Server;
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  server = await buildWebAppTestServer(distDir, { renderHostView: render });
  ({ app, close } = server);
});
afterAll(async () => {
  await close?.();
});

/** A signed-in host with one property of that name. */
async function hostWithProperty(name: string, firstName: string, on: Server = server): Promise<UserSession> {
  const user = await createUser(on as unknown as TestApp, { firstName });
  const session = await signIn(on.app, user.email);
  const created = await on.app.inject({
    method: 'POST',
    url: '/api/property/user',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { name },
  });
  expect(created.statusCode, created.body).toBe(200);
  return session;
}

const page = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { cookie: `${VIEW_COOKIE}=${token}` } : {} });

const answersOf = (html: string): ServerAnswers | null => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as ServerAnswers) : null;
};

describe('the dashboard, the reports and the editor rendered on the server for their host (decision 077)', () => {
  it('renders the host their own properties, never stored, varying by cookie', async () => {
    const ana = await hostWithProperty('Casa Ana', 'Ana');
    const res = await page('/home', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain(
      '<div id="root" data-server-view=""><main><p>Ana</p><h3>Casa Ana, Casa Ana</h3></main></div>',
    );
    expect(res.body).not.toContain(SPLASH);
    const data = answersOf(res.body);
    expect(data?.user.firstName).toBe('Ana');
    // The page carries no token: the answers' user is GET /user's, without its token fields.
    expect(res.body).not.toContain(ana.token);
    expect(res.body).not.toContain(ana.refreshToken);
    expect(Object.keys(data?.answers ?? {})).toEqual([
      '/property/user?locale=en&limit=4&after=0',
      '/property/user/list?locale=en',
    ]);
    // The renderer had the host with the page's token (its session reads), the answers and the config.
    const input = renders.at(-1)!;
    expect(input).toMatchObject({ pathname: '/home', user: { firstName: 'Ana', token: ana.token } });
    expect(input.config).toMatchObject({ apiBase: '/api' });
    // The shell's inline script is still allowed by its hash; the queries are not sent a second time.
    expect(res.headers['content-security-policy']).toMatch(/script-src[^;]*'sha256-/);
    expect(res.body).not.toContain('id="first-requests"');
  });

  it('shows each host only their own data', async () => {
    await hostWithProperty('Casa Privada', 'Bea');
    const carl = await hostWithProperty('Casa Carl', 'Carl');
    const res = await page('/home', carl.token);
    expect(res.body).toContain('Casa Carl');
    expect(res.body).not.toContain('Casa Privada');
    expect(res.body).not.toContain('Bea');
  });

  it('renders in the language of the address', async () => {
    const dora = await hostWithProperty('Casa Dora', 'Dora');
    const res = await page('/es/home', dora.token);
    expect(res.body).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(Object.keys(answersOf(res.body)?.answers ?? {})).toEqual([
      '/property/user?locale=es&limit=4&after=0',
      '/property/user/list?locale=es',
    ]);
  });

  it("renders the reports with the host's own report and list, in the address's language", async () => {
    const hana = await hostWithProperty('Casa Hana', 'Hana');
    await hostWithProperty('Casa Ajena', 'Ines');
    const res = await page('/es/home/reports', hana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root" data-server-view=""><main><p>Hana</p>');
    const data = answersOf(res.body);
    expect(Object.keys(data?.answers ?? {})).toEqual(['/property/user/list?locale=es', '/reports?days=30']);
    expect(data?.answers['/property/user/list?locale=es']).toMatchObject([{ name: 'Casa Hana' }]);
    // The report is the host's own: their one property, the 30 days ending today.
    expect(data?.answers['/reports?days=30']).toMatchObject({ propertyId: null, totals: { opens: 0 } });
    expect(res.body).not.toContain('Casa Ajena');
    expect(renders.at(-1)).toMatchObject({ pathname: '/es/home/reports', user: { firstName: 'Hana' } });
  });

  it("renders the host's own property in the editor, inert until the app has it, with the lists it shows", async () => {
    const jo = await hostWithProperty('Casa Jo', 'Jo');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/property/user/list?locale=es',
      headers: { authorization: `Bearer ${jo.token}` },
    });
    const propertyId = (mine.json() as { result: Array<{ propertyId: number }> }).result[0]!.propertyId;
    const url = `/es/home/guide/property-${propertyId}`;
    const res = await page(url, jo.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root" data-server-view="" inert=""><main><p>Jo</p><h3>Casa Jo,');
    const answers = answersOf(res.body)?.answers ?? {};
    expect(Object.keys(answers)).toEqual([
      `/property/user?locale=es&propertyId=${propertyId}`,
      '/list/strTypes?locale=es',
      '/list/countries?locale=es',
    ]);
    expect(answers['/list/countries?locale=es']).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'ES' })]),
    );
    // Another host's property, one that does not exist, and an address with a query: the app's own page.
    const before = renders.length;
    for (const [address, token] of [
      [url, (await hostWithProperty('Casa Kim', 'Kim')).token],
      ['/home/guide/property-999999', jo.token],
      [`${url}?section=abc`, jo.token],
    ] as const) {
      const other = await page(address, token);
      expect(other.body, address).toContain(SPLASH);
      expect(other.body, address).not.toContain('Casa Jo');
    }
    expect(renders.length).toBe(before);
  });

  it('serves the plain shell without a cookie, with a token that is not a live sign-in, and on other pages', async () => {
    const eve = await hostWithProperty('Casa Eve', 'Eve');
    const before = renders.length;
    const forged = `${eve.token.slice(0, -4)}AAAA`;
    for (const [url, token] of [
      ['/home', undefined],
      ['/home', forged],
      ['/home', 'not-a-token'],
      ['/home/reports', forged],
      ['/account', eve.token],
    ] as const) {
      const res = await page(url, token);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(SPLASH);
      expect(res.body, url).not.toContain('data-server-view');
      expect(res.body, url).not.toContain('Casa Eve');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(renders.length).toBe(before);
  });

  it('shows nothing of the host once their session has ended (signed out elsewhere)', async () => {
    const finn = await hostWithProperty('Casa Finn', 'Finn');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: finn.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    const res = await page('/home', finn.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SPLASH);
    expect(res.body).not.toContain('Casa Finn');
    expect(answersOf(res.body)).toBeNull();
  });

  it('falls back to the shell when the render fails or does not answer in time', async () => {
    for (const renderHostView of [
      async () => {
        throw new Error('render failed');
      },
      () => new Promise<string>(() => undefined),
    ]) {
      const other = await buildWebAppTestServer(distDir, { renderHostView });
      try {
        const gil = await hostWithProperty('Casa Gil', 'Gil', other);
        const res = await other.app.inject({
          method: 'GET',
          url: '/home',
          headers: { cookie: `${VIEW_COOKIE}=${gil.token}` },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(SPLASH);
        expect(res.body).not.toContain('Casa Gil');
        expect(res.body).toContain('</html>');
      } finally {
        await other.close();
      }
    }
  });
});
