import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildWebAppTestServer } from '../test/test-app';

/** The app with a built web app to serve (a stand-in index.html, with a stand-in of its first script). */
const STARTER = 'window.started = true;';
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html><html><head><title>Guidebook</title><script id="first-requests-starter">${STARTER}</script></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`,
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

/** A data block of a page (`<script type="application/json" id="...">`), parsed; undefined when absent. */
const dataBlock = (html: string, id: string): unknown => {
  const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe('the app shell of a page', () => {
  it("names the page's files in its language, for its first script to fetch them at once", async () => {
    const en = await app.inject({ method: 'GET', url: '/home' });
    expect(en.statusCode).toBe(200);
    expect(dataBlock(en.body, 'page-files')).toEqual([
      '/assets/boot-1.js',
      '/assets/boot-1.css',
      '/assets/dashboard-1.js',
      '/assets/host-en.js',
    ]);
    const es = await app.inject({ method: 'GET', url: '/es/home' });
    expect(dataBlock(es.body, 'page-files')).toContain('/assets/host-es.js');
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(dataBlock(unknown.body, 'page-files')).toEqual(['/assets/boot-1.js', '/assets/boot-1.css']);
  });

  it("lists the page's first queries in its language before its first script, which the policy allows by hash", async () => {
    const es = await app.inject({ method: 'GET', url: '/es/home' });
    expect(dataBlock(es.body, 'first-requests')).toEqual([
      '/property/user?locale=es&limit=4&after=0',
      '/property/user/list?locale=es',
    ]);
    expect(es.body.indexOf('id="first-requests"')).toBeLessThan(es.body.indexOf('id="first-requests-starter"'));
    const editor = await app.inject({ method: 'GET', url: '/home/guide/property-41' });
    expect(dataBlock(editor.body, 'first-requests')).toEqual(['/property/user?locale=en&propertyId=41']);
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(dataBlock(login.body, 'first-requests')).toBeUndefined();

    const hash = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;
    const scriptSrc = (policy: unknown) =>
      String(policy)
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc(es.headers['content-security-policy'])).toBe(`script-src 'self' ${hash}`);
    // Answers other than the app's pages keep the policy without it.
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(scriptSrc(config.headers['content-security-policy'])).toBe("script-src 'self'");
  });

  it('carries the same public config GET /api/config answers, so the app need not ask for it', async () => {
    const shell = await app.inject({ method: 'GET', url: '/home' });
    const block = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(shell.body)?.[1];
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(JSON.parse(block!)).toEqual(config.json());
  });
});
