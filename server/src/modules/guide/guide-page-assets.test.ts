import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ARRIVAL_SECRET, createGuide, type GuideFixture, WIFI } from './guide.fixtures';

/**
 * Issue 29: the guest page stays light. Its first screen's icons are inline, the others come from one
 * external sprite file named by its content (cached for good) once the script runs, the Wi-Fi QR code waits in a template until its box opens, the data
 * island does not repeat what the page already shows, and the "save photos for offline" action is in
 * the page in both languages.
 */
let t: TestApp;
let f: GuideFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await createGuide(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const island = (html: string) =>
  JSON.parse(/<script type="application\/json" id="guide-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('the guest page icons', { timeout: 60_000 }, () => {
  it('draws the first screen from a few inline symbols and names one external sprite for the rest, served immutable', async () => {
    const html = (await get(`/g/${f.slug}`)).body;
    // No icon asks for a file while the cover downloads: every <use> points into the page.
    expect(html).not.toMatch(/<use href="[^"#]/);
    const inline = new Set([...html.matchAll(/<symbol id="i-([a-z0-9-]+)"/g)].map((m) => m[1]!));
    expect([...inline].sort()).toEqual(['door-enter', 'door-exit', 'language', 'map-pin', 'sos', 'user-heart', 'wifi']);
    const used = new Set([...html.matchAll(/<use href="#i-([a-z0-9-]+)"/g)].map((m) => m[1]!));
    const below = [...used].filter((name) => !inline.has(name)).sort();
    expect(below.length).toBeGreaterThan(3);
    // The script points the others into the sprite the data island names: exactly those icons.
    const url = island(html).icons as string;
    expect(url).toMatch(/^\/guest\/icons\/[A-Za-z0-9_-]{16}\.svg\?i=[a-z0-9,-]+$/);
    expect(url.split('?i=')[1]!.split(',')).toEqual(below);
    const sprite = await get(url);
    expect(sprite.statusCode).toBe(200);
    expect(sprite.headers['content-type']).toContain('image/svg+xml');
    expect(sprite.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sprite.headers['set-cookie']).toBeUndefined();
    for (const name of below) expect(sprite.body).toContain(`<symbol id="i-${name}"`);
    // The same guide in Spanish uses the same icons: the same file, already cached.
    expect(island((await get(`/es/g/${f.slug}`)).body).icons).toBe(url);
  });

  it('answers 404 for a sprite whose name is not the hash of its icons, or with unknown icons', async () => {
    const url = island((await get(`/g/${f.slug}`)).body).icons as string;
    const [file, query] = url.split('?') as [string, string];
    expect((await get(`/guest/icons/AAAAAAAAAAAAAAAA.svg?${query}`)).statusCode).toBe(404);
    expect((await get(`${file}?${query},wifi-off`)).statusCode).toBe(404);
    expect((await get(`${file}?i=not-an-icon-name-at-all`)).statusCode).toBe(404);
    expect((await get(`${file}?i=../../etc/passwd`)).statusCode).toBe(404);
    expect((await get(file)).statusCode).toBe(404);
  });
});

describe('the guest page document', { timeout: 60_000 }, () => {
  it('keeps the Wi-Fi QR code in a template of the Wi-Fi box, drawn when the box opens', async () => {
    const html = (await get(`/g/${f.slug}`)).body;
    expect(html).toMatch(/<details class="qr-box" data-qr><summary>[^<]+<\/summary><template><svg class="qr"/);
    expect(html).toContain(WIFI.network);
  });

  it('does not repeat the photos or the place names in the data island', async () => {
    const html = (await get(`/g/${f.slug}`)).body;
    const data = island(html);
    expect(data).not.toHaveProperty('photos');
    expect(JSON.stringify(data.map ?? null)).not.toContain('"name"');
    expect(data).toMatchObject({ slug: f.slug, locale: 'en', sw: null });
    expect(html).not.toContain(ARRIVAL_SECRET);
  });

  it('offers "save photos for offline" in both languages, hidden until the script shows it', async () => {
    const en = (await get(`/g/${f.slug}`)).body;
    expect(en).toContain(
      '<button type="button" class="link-button" data-save-offline hidden>Save photos for offline</button>',
    );
    expect(en).toContain('data-save-offline-status role="status"');
    expect(island(en).strings).toMatchObject({ saveOfflineDone: 'All {{count}} photos are saved on this phone.' });
    const es = (await get(`/es/g/${f.slug}`)).body;
    expect(es).toContain('data-save-offline hidden>Guardar fotos para usar sin conexión</button>');
    expect(island(es).strings).toMatchObject({ saveOfflineSaving: 'Guardando las fotos en este teléfono…' });
  });
});
