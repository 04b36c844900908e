import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, TEST_ENV } from '../test/test-app';

/**
 * A built web app with two prerendered pages (what scripts/lib/prerender.mjs writes): the server answers
 * them at their addresses with its PUBLIC_URL filled in, builds sitemap.xml from the manifest and keeps
 * the SPA shell for every other page.
 */
const PUBLIC_URL = 'https://guides.example.com';
const distDir = mkdtempSync(path.join(tmpdir(), 'gb-web-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
const page = (lang: string, url: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing ${lang}</title><link rel="canonical" href="__PUBLIC_URL__${url}" /></head><body><div id="root" data-prerendered=""><h1>Pricing</h1></div></body></html>`;
mkdirSync(path.join(distDir, 'pages/pricing'), { recursive: true });
mkdirSync(path.join(distDir, 'pages/es/pricing'), { recursive: true });
writeFileSync(path.join(distDir, 'pages/pricing/index.html'), page('en', '/pricing'));
writeFileSync(path.join(distDir, 'pages/es/pricing/index.html'), page('es', '/es/pricing'));
const alternates = { en: '/pricing', es: '/es/pricing' };
writeFileSync(
  path.join(distDir, 'pages/manifest.json'),
  JSON.stringify({
    placeholder: '__PUBLIC_URL__',
    pages: [
      { url: '/pricing', locale: 'en', file: 'pricing/index.html', alternates },
      { url: '/es/pricing', locale: 'es', file: 'es/pricing/index.html', alternates },
    ],
  }),
);

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    PUBLIC_URL: PUBLIC_URL,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')),
  });
  app = await buildApp({ config, database, logger: false, webDistDir: distDir });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close?.();
});

describe('prerendered public pages', () => {
  it('answers each public page with its own prerendered HTML and this server’s public address', async () => {
    for (const [url, lang] of [
      ['/pricing', 'en'],
      ['/es/pricing', 'es'],
      ['/es/pricing/', 'es'],
      ['/pricing?utm_source=mail', 'en'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(`<html lang="${lang}">`);
      expect(res.body, url).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}${lang === 'en' ? '/pricing' : '/es/pricing'}" />`,
      );
      expect(res.body, url).not.toContain('__PUBLIC_URL__');
    }
  });

  it('sends them brotli-compressed to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/es/pricing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<html lang="es">');
  });

  it('keeps the app shell for pages that are not prerendered, and the files themselves are not served', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<div id="root"></div>');
    const file = await app.inject({ method: 'GET', url: '/pages/pricing/index.html' });
    expect(file.body).not.toContain('data-prerendered');
  });

  it('lists every prerendered page in sitemap.xml with its language alternates', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/pricing</loc>`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/es/pricing</loc>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/pricing"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/pricing"/>`);
    expect(res.body.match(/<url>/g)).toHaveLength(2);
  });

  it('robots.txt keeps the dashboards, admin, account, guest guides and the API out, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    for (const path of ['/home', '/admin', '/account', '/g/', '/es/g/', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
