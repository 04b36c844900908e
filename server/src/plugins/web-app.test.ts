import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildWebAppTestServer } from '../test/test-app';

/** The app with a built web app to serve (a stand-in index.html). */
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Guidebook</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
);
// What the build writes (scripts/lib/route-preload.mjs): boot's files and each app page's.
writeFileSync(
  path.join(distDir, 'route-preload.json'),
  JSON.stringify({
    boot: ['/assets/boot-1.js', '/assets/boot-1.css'],
    routes: [
      {
        path: '/home',
        files: {
          en: ['/assets/dashboard-1.js', '/assets/host-en.js'],
          es: ['/assets/dashboard-1.js', '/assets/host-es.js'],
        },
      },
    ],
  }),
);

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildWebAppTestServer(distDir));
});
afterAll(async () => {
  await close?.();
});

describe('GET /link on a full page load', () => {
  it('serves the web app (its nofooter /link page with the site header), in both languages', async () => {
    for (const url of ['/link', '/es/link']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('still resolves a typed code on the server', async () => {
    const res = await app.inject({ method: 'GET', url: '/link?code=ZZZZZZZ' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root"></div>');
  });
});

describe('the app shell of a page', () => {
  it("names the page's files in its language, for the browser to fetch them at once", async () => {
    const en = await app.inject({ method: 'GET', url: '/home' });
    expect(en.statusCode).toBe(200);
    for (const file of ['/assets/boot-1.js', '/assets/dashboard-1.js', '/assets/host-en.js'])
      expect(en.body).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    expect(en.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/boot-1.css">');
    expect(en.body).not.toContain('host-es.js');
    const es = await app.inject({ method: 'GET', url: '/es/home' });
    expect(es.body).toContain('<link rel="modulepreload" crossorigin href="/assets/host-es.js">');
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.body).toContain('/assets/boot-1.js');
    expect(unknown.body).not.toContain('dashboard-1.js');
  });

  it('carries the same public config GET /api/config answers, so the app need not ask for it', async () => {
    const shell = await app.inject({ method: 'GET', url: '/home' });
    const block = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(shell.body)?.[1];
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(JSON.parse(block!)).toEqual(config.json());
  });
});
