import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * A host fills a guide section with photos through the photo drawer (1280 x 800): uploads three of
 * their own, assigns one, finds a stock photo (the fake Pexels API of support/fake-pexels.mjs, started
 * by playwright.config.ts), loads more results, assigns one, deletes a library photo after confirming,
 * and finds both assigned photos again after saving and reloading.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const PEXELS = `http://127.0.0.1:${Number(process.env.E2E_PEXELS_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1000)}`;

let host: SeededHost;

test.use({
  viewport: { width: 1280, height: 800 },
  // The app's CSP allows images from https: origins (Pexels serves them over https); the fake
  // provider is plain http on another loopback port, so its thumbnails need the policy lifted here.
  bypassCSP: true,
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE, { firstName: 'Inés' });
});

/** A 1200 x 900 JPEG of one colour gradient and a disc: small, but a real photo to decode and re-encode. */
async function jpeg(name: string, [r, g, b]: [number, number, number]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${255 - r},${255 - g},${255 - b})"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="220" fill="rgba(255,255,255,0.5)"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

/** The image has arrived and decoded (not just an <img> pointing somewhere). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 })
    .toBeGreaterThan(0);
}

test.describe('a host adding photos to a guide', () => {
  test('uploads three photos, assigns one and a stock photo to a section, sees them in the preview, deletes a library photo, and keeps both after a reload', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const photos = await Promise.all([
      jpeg('beach.jpg', [30, 120, 200]),
      jpeg('kitchen.jpg', [220, 140, 40]),
      jpeg('garden.jpg', [60, 170, 90]),
    ]);

    await signIn(page);
    await page.goto('/home/guide/properties');
    await createProperty(page, 'Casa Foto');
    await page.getByRole('tab', { name: 'Guide' }).click();
    await page.getByRole('button', { name: /^Welcome/, expanded: false }).click();

    // Upload: three files at once through the drawer's file picker, each with its own outcome.
    await page.getByRole('button', { name: 'Add photo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Photos' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Library', selected: true })).toBeVisible();
    // The first opening preselects the first source and the first guide.
    await expect(drawer.getByRole('combobox', { name: 'Photo source' })).toHaveValue('Uploads', { timeout: 20_000 });
    await expect(drawer.getByRole('combobox', { name: 'Guide' })).toHaveValue('Casa Foto');
    await expect(drawer.getByText(/They are added to the uploads of/)).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByText('No photos here yet.')).toBeVisible({ timeout: 20_000 });
    await drawer.locator('input[type="file"]').setInputFiles(photos);
    const uploads = drawer.getByRole('list', { name: 'Uploads' });
    for (const { name } of photos) {
      await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('Added to the library', {
        timeout: 60_000,
      });
    }
    const library = drawer.getByRole('list', { name: 'Library photos' });
    await expect(library.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
    await expect(drawer.getByText('3 photos', { exact: true })).toBeVisible();
    for (const { name } of photos) await expectLoaded(library.getByRole('img', { name }));

    // Assign one: the drawer closes and the section gets the large variant from the image base URL.
    await drawer.getByRole('button', { name: 'Assign kitchen.jpg' }).click();
    await expect(drawer).toBeHidden();
    const sectionPhoto = (number: number) => page.getByRole('img', { name: `Section photo ${number}`, exact: true });
    await expectLoaded(sectionPhoto(1));
    const uploadedUrl = await sectionPhoto(1).getAttribute('src');
    expect(uploadedUrl).toBeTruthy();
    const preview = page.getByRole('region', { name: 'Preview of the guide on a phone' });
    const welcomeCard = preview.locator('section', { hasText: 'Welcome' }).first();
    await expectLoaded(welcomeCard.locator(`img[src="${uploadedUrl}"]`));

    // Stock search: Enter searches, results come 24 at a time, Load more appends the next page.
    await page.getByRole('button', { name: 'Add photo' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('tab', { name: 'Photo search' }).click();
    const term = drawer.getByRole('textbox', { name: 'Search stock photos' });
    await term.fill('beach');
    await term.press('Enter');
    const results = drawer.getByRole('list', { name: 'Stock photo results' }).getByRole('listitem');
    await expect(results).toHaveCount(24, { timeout: 30_000 });
    await expect(results.first()).toContainText('Photo: Photographer 1000');
    await expectLoaded(results.first().getByRole('img', { name: 'beach view number 1000' }));
    await expect(drawer.getByRole('link', { name: 'Photos provided by Pexels' })).toHaveAttribute(
      'href',
      'https://www.pexels.com',
    );
    const loadMore = drawer.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect(results).toHaveCount(48, { timeout: 30_000 });
    await loadMore.click();
    // The provider's last page: 60 results in all, nothing more to load.
    await expect(results).toHaveCount(60, { timeout: 30_000 });
    await expect(loadMore).toHaveCount(0);
    const stockName = 'beach view number 1030';
    await expectLoaded(drawer.getByRole('img', { name: stockName }));

    // Assign a stock photo: the section gets the provider's original.
    await drawer.getByRole('button', { name: `Assign ${stockName}` }).click();
    await expect(drawer).toBeHidden();
    const stockUrl = `${PEXELS}/photos/1030/pexels-photo-1030.jpeg`;
    await expect(sectionPhoto(2)).toHaveAttribute('src', stockUrl);
    await expectLoaded(sectionPhoto(2));
    await expectLoaded(welcomeCard.locator(`img[src="${stockUrl}"]`));
    await expect(welcomeCard.locator('img')).toHaveCount(2);

    // Delete a library photo: Cancel keeps it, confirming removes it from the grid.
    await page.getByRole('button', { name: 'Add photo' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('tab', { name: 'Library' }).click();
    await expect(library.getByRole('listitem')).toHaveCount(3);
    await drawer.getByRole('button', { name: 'Delete garden.jpg' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm).toContainText('Delete this photo? It is also removed from every guide that uses it.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(library.getByRole('listitem')).toHaveCount(3);
    await drawer.getByRole('button', { name: 'Delete garden.jpg' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 20_000 });
    await expect(library.getByRole('listitem')).toHaveCount(2);
    await expect(library.getByRole('img', { name: 'garden.jpg' })).toHaveCount(0);
    await expect(drawer.getByText('2 photos', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close photos' }).click();
    await expect(drawer).toBeHidden();

    // Save, reload: the section keeps the uploaded and the stock photo; the library keeps two.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your property was saved.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Guide' }).click();
    await page.getByRole('button', { name: /^Welcome/, expanded: false }).click();
    await expect(sectionPhoto(1)).toHaveAttribute('src', uploadedUrl!);
    await expect(sectionPhoto(2)).toHaveAttribute('src', stockUrl);
    await expectLoaded(sectionPhoto(1));
    await page.getByRole('button', { name: 'Add photo' }).click();
    await expect(library.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect(library.getByRole('img', { name: 'kitchen.jpg' })).toBeVisible();
    await expect(library.getByRole('img', { name: 'beach.jpg' })).toBeVisible();
  });
});
