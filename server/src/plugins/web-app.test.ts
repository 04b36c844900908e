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
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
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
