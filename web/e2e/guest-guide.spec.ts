import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { seedGuide, type SeededGuide, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';

/**
 * The guest's guide on a phone (390 x 844): reaching it by code, the essentials, copying the
 * Wi-Fi, unlocking, Spanish, offline, print and PDF. The guide is seeded through the API as a host
 * would build it (sign-up through the dev outbox, photos uploaded, guide saved).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;
let guide: SeededGuide;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 12, photos: 6, places: 6 });
});

const rulesTitle = 'House rules';
const rulesTitleEs = 'Normas de la casa';

test.describe('a guest with the link', () => {
  test('types the code from the sign at /link and lands on the guide, essentials first, with no cookies', async ({
    page,
    context,
  }) => {
    await page.goto('/link');
    await expect(page.getByRole('heading', { level: 1, name: 'Open a guide' })).toBeVisible();
    await page
      .getByLabel('Guide code')
      .fill(`${guide.shortCode.slice(0, 3).toLowerCase()} ${guide.shortCode.slice(3)}`);
    await page.getByRole('button', { name: 'Open the guide' }).click();
    await expect(page).toHaveURL(new RegExp(`/g/${guide.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Sol');
    const essentials = page.getByRole('region', { name: 'The essentials' });
    await expect(essentials.getByText(guide.wifi.network)).toBeVisible();
    await expect(essentials.getByText('from 3:00 PM')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Emergency: who to call' })).toBeInViewport();
    expect(await context.cookies()).toEqual([]);
  });

  test('copies the Wi-Fi password with one tap', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
    await page.goto(`/g/${guide.slug}`);
    await page.getByRole('button', { name: 'Copy password' }).first().click();
    await expect(page.getByRole('button', { name: /Password copied/ }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(guide.wifi.password);
  });

  test('shows the Wi-Fi QR code when the guest opens its box (drawn then, not with the page)', async ({ page }) => {
    await page.goto(`/g/${guide.slug}`);
    const qr = page.getByRole('img', { name: /QR code to join the Wi-Fi network/ });
    await expect(qr).toHaveCount(0);
    await page.getByText('Show a QR code to join the Wi-Fi').click();
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((svg) => svg.querySelector('path')?.getAttribute('d')?.length ?? 0)).toBeGreaterThan(100);
  });

  test('unlocks the key box section with the access code from the host', async ({ page }) => {
    await page.goto(`/g/${guide.slug}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: /Getting in: the key box/ }) });
    await expect(section.getByText('Locked')).toBeVisible();
    await expect(section).not.toContainText('7391');
    await section.getByLabel('Access code').fill('0000');
    await section.getByRole('button', { name: 'Unlock' }).click();
    await expect(section.getByRole('alert')).toHaveText(/not right/);
    await section.getByLabel('Access code').fill(guide.accessCode);
    await section.getByRole('button', { name: 'Unlock' }).click();
    await expect(section).toContainText('Key box code 7391');
    await expect(section.getByText('Locked')).toHaveCount(0);
    // The phone remembers: a reload shows it unlocked again.
    await page.reload();
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: /Getting in: the key box/ }) }),
    ).toContainText('Key box code 7391');
  });

  test('searches the guide', async ({ page }) => {
    await page.goto(`/g/${guide.slug}`);
    await page.getByRole('searchbox', { name: 'Search this guide' }).fill('washing');
    await expect(page.getByRole('status').filter({ hasText: 'part of the guide matches' })).toHaveText(
      '1 part of the guide matches.',
    );
    await expect(page.getByRole('heading', { name: 'Washing machine' })).toBeVisible();
    await expect(page.getByRole('heading', { name: rulesTitle })).toBeHidden();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('heading', { name: rulesTitle })).toBeVisible();
  });

  test('switches to Spanish and stays at the same part of the guide', async ({ page }) => {
    await page.goto(`/g/${guide.slug}`);
    await page
      .getByRole('heading', { name: rulesTitle })
      .evaluate((heading) => heading.closest('section')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/g/${guide.slug}#s-`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: rulesTitleEs })).toBeInViewport();
    await expect(page.getByText('Aún sin traducir: se muestra en inglés.')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Emergencias: a quién llamar' })).toBeVisible();
  });

  test('goes offline and reloads: the guide, in both languages, still works', async ({ page, context }) => {
    await page.goto(`/g/${guide.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '1', { timeout: 60_000 });
    // The guest looks at the first photo (photos not seen are saved only on request, decision 050).
    const seen = page.locator('main img.photo').first();
    await seen.scrollIntoViewIfNeeded();
    await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Sol');
      await expect(page.getByText('You are offline. This is the copy saved on your phone.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'The essentials' }).getByText(guide.wifi.password)).toBeVisible();
      // The photo the guest saw comes from the phone too.
      const photo = page.locator('main img.photo').first();
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await page.goto(`/es/g/${guide.slug}`);
      await expect(page.getByRole('heading', { name: rulesTitleEs })).toBeAttached();
    } finally {
      await context.setOffline(false);
    }
  });

  test('opens the print page: the whole booklet without the locked section', async ({ page }) => {
    await page.goto(`/g/${guide.slug}/print`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Sol');
    for (const title of guide.titles.filter((t) => !guide.sensitiveTitles.includes(t)))
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeAttached();
    await expect(page.getByRole('heading', { name: guide.sensitiveTitles[0] })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'QR code of the live guide' }).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  });

  test('downloads the booklet PDF: a real PDF with every section title', async ({ request }) => {
    const res = await request.get(`/api/guide/${guide.slug}/pdf`);
    expect(res.status()).toBe(200);
    const pdf = await res.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    for (const title of guide.titles.filter((t) => !guide.sensitiveTitles.includes(t))) expect(text).toContain(title);
    expect(text).not.toContain('7391');
  });

  test('a keyboard user skips straight to the guide', async ({ page }) => {
    await page.goto(`/g/${guide.slug}`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the guide' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test("an unknown guide shows the guests' page not found, with the way to type a code", async ({ page }) => {
    const res = await page.goto('/g/NoSuchGuideSlug1');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Type the code' }).click();
    await expect(page).toHaveURL(/\/link$/);
  });
});
