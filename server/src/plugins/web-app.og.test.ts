import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildWebAppTestServer } from '../test/test-app';

/** The app serving the real app shell (web/index.html) as the build copies it. */
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-og-'));
copyFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), path.join(distDir, 'index.html'));

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildWebAppTestServer(distDir));
});
afterAll(async () => {
  await close?.();
});

describe('app pages shared as links', () => {
  it('carry an og:image at this server\u2019s public address (/login, /link, in both languages)', async () => {
    for (const url of ['/login', '/link', '/es/login', '/es/link']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/social-card\.png" \/>/);
      expect(res.body, url).not.toContain('__PUBLIC_URL__');
    }
  });
});
