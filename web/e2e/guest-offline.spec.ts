import { expect, type Page, test } from '@playwright/test';
import { seedGuide, type SeededGuide, signUpHost } from '../../scripts/lib/guest-seed.mjs';

/**
 * Issue 29, decision 050: what the guest page keeps for offline, and what it downloads for that.
 * By default the service worker saves the guide's text and the photos the guest has seen, within a
 * budget; every photo only when the guest taps "Save photos for offline"; nothing in the background
 * on Save-Data.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let guide: SeededGuide;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 12, photos: 8, places: 4 });
});

/** The photos saved by the service worker (paths). */
const savedPhotos = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('guest-images-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/** Icons of the page that draw nothing (their symbol not found, in the page or in the sprite file). */
const blankIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg use')]
      .filter((use) => use.getBBox().width === 0)
      .map((use) => use.getAttribute('href')),
  );

/** Every photo of the page shows (loaded, with pixels), scrolled to one by one. */
async function everyPhotoShows(page: Page) {
  const photos = page.locator('main img.photo');
  const count = await photos.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `photo ${i + 1} of ${count} shows`,
      })
      .toBe(true);
  }
}

test('by default: the text and the photos seen are kept, not every photo; offline shows what was seen', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(`/g/${guide.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '1', { timeout: 60_000 });
  // The web app manifest is linked by the page script once the cover is on screen (decision 071).
  const manifest = `/g/${guide.slug}/manifest.webmanifest`;
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
  // The icons are drawn from the external sprite, which the page's policy allows.
  const spriteLoaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/guest/icons/')),
  );
  expect(spriteLoaded).toBe(true);
  // Every icon draws: the first screen's from the page, the others from the sprite (decision 071).
  await expect.poll(() => blankIcons(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  const seen = await savedPhotos(page);
  const cover = await page.locator('.cover-img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(seen).toContain(cover);
  // Far fewer than the guide's photos: the ones below the first screen were not downloaded.
  const all = await page.locator('main img.photo').count();
  expect(seen.length).toBeLessThan(all);
  // A photo the guest scrolls to is kept as it loads.
  const later = page.locator('main img.photo').nth(all - 1);
  await later.scrollIntoViewIfNeeded();
  await expect.poll(() => later.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const laterSrc = await later.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  await expect.poll(() => savedPhotos(page)).toContain(laterSrc);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Sol');
    await expect(page.getByText('You are offline. This is the copy saved on your phone.')).toBeVisible();
    await expect
      .poll(() => page.locator('.cover-img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await later.scrollIntoViewIfNeeded();
    await expect.poll(() => later.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The icons come from their sprite file, saved too.
    await expect.poll(() => blankIcons(page)).toEqual([]);
    const sprite = await page.locator('main section svg use[href^="/guest/"]').first().getAttribute('href');
    expect(sprite).toMatch(/^\/guest\/icons\//);
    expect(await page.evaluate(async (url) => (await fetch(url!)).status, sprite!.split('#')[0])).toBe(200);
    // "Add to home screen" works offline too: the saved script links the manifest, which was saved.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    expect(await page.evaluate(async (url) => (await fetch(url)).status, manifest)).toBe(200);
  } finally {
    await context.setOffline(false);
  }
});

test('"Save photos for offline" keeps every photo: offline, each one shows', async ({ page, context }) => {
  await page.goto(`/g/${guide.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '1', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save photos for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /photos are saved on this phone/ })).toBeVisible({
    timeout: 60_000,
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('You are offline. This is the copy saved on your phone.')).toBeVisible();
    await everyPhotoShows(page);
  } finally {
    await context.setOffline(false);
  }
});

test('on Save-Data nothing is downloaded in the background; the button still saves the guide', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}/es/g/${guide.slug}`);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
        timeout: 30_000,
      })
      .toBe(true);
    // Well past the moment the background save would start.
    await page.waitForTimeout(6000);
    expect(await savedPhotos(page)).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-ready', '1');
    await page.getByRole('button', { name: 'Guardar fotos para usar sin conexión' }).click();
    await expect(page.getByRole('status').filter({ hasText: /fotos están guardadas en este teléfono/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '1');
    expect((await savedPhotos(page)).length).toBeGreaterThan(3);
  } finally {
    await context.close();
  }
});
