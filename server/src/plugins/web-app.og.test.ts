import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, TEST_ENV } from '../test/test-app';

/** The app serving the real app shell (web/index.html) as the build copies it. */
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-og-'));
copyFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), path.join(distDir, 'index.html'));

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')) }),
    database,
    logger: false,
    webDistDir: distDir,
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
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
