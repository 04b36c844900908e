import sharp from 'sharp';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { rememberedSession, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * Tutorials and the getting-started checklist, end to end: a new host reads the tutorials in English
 * and in Spanish (search, keyboard, a phone), follows one from the dashboard's checklist, sees the
 * checklist tick after adding a property, and files a support ticket with a screenshot that shows in
 * the ticket's thread.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const PHONE = { width: 390, height: 844 };

let host: SeededHost;
let session: unknown;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE, { firstName: 'Tomás', lastName: 'Tutorial' });
  session = await rememberedSession(BASE, host);
});

async function signedIn(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
  return context.newPage();
}

/** Every screenshot of the page has loaded (a broken image has no natural width). */
async function expectImagesLoaded(page: Page) {
  const images = page.getByRole('main').getByRole('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate(
          (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
  }
}

test('a host reads the tutorials in English and Spanish, and the checklist ticks a step they did', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser);

  // The dashboard's checklist: nothing done yet; "How to" opens the step's tutorial.
  await page.goto('/home');
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toContainText('6 steps left');
  await expect(checklist.locator('[data-step="property"]')).toHaveAttribute('data-done', 'false');
  await checklist.getByRole('link', { name: 'How to: Add your first property' }).click();
  await expect(page).toHaveURL(/\/home\/support\/tutorials\/getting-started$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Create a property' })).toBeVisible();
  await expectImagesLoaded(page);

  // The list: search narrows it, and the keyboard reaches a tutorial.
  await page.getByRole('link', { name: 'All tutorials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  await expect(page.getByText('10 tutorials')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the tutorials' });
  await search.fill('qr code');
  await expect(page.getByText('10 tutorials')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sharing with guests' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Co-hosts' })).toHaveCount(0);
  // Tab from the search box through the tutorials to "Sharing with guests", then Enter.
  const sharing = page.getByRole('main').getByRole('link', { name: 'Sharing with guests' });
  await search.focus();
  for (let i = 0; i < 10 && !(await sharing.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(sharing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing with guests' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Guide published');
  await expectImagesLoaded(page);

  // In Spanish.
  await page.goto('/es/home/support/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutoriales' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en los tutoriales' }).fill('codigo qr');
  await page.getByRole('link', { name: 'Compartir con los huéspedes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compartir con los huéspedes' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Guía publicada');
  await expect(page.getByRole('img', { name: /La pestaña Publicar y compartir/ })).toBeVisible();

  // The host adds a property: back on the dashboard, the first step is ticked.
  await page.goto('/home/guide/properties');
  await createProperty(page, 'Casa Tutorial');
  await page.goto('/home');
  await expect(checklist.locator('[data-step="property"]')).toHaveAttribute('data-done', 'true');
  await expect(checklist).toContainText('5 steps left');
  // The next step offered is the host's contact for guests (asked right after the first property).
  await expect(checklist.getByRole('link', { name: 'Start: Tell guests how to reach you' })).toBeVisible();
  await page.context().close();

  // On a phone: the tutorial fits the screen (no sideways scrolling).
  const phone = await signedIn(browser, PHONE);
  await phone.goto('/es/home/support/tutorials/stays-and-messages');
  await expect(phone.getByRole('heading', { level: 1, name: 'Estancias y mensajes' })).toBeVisible();
  await expectImagesLoaded(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.context().close();
});

test('a host files a ticket with a screenshot and sees it in the thread', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser);
  await page.goto('/home/support/contact');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Topic', { exact: true }).first().click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Subject' }).fill('The QR code does not scan');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('My printed sign shows a QR code my phone cannot read. Screenshot attached.');
  const png = await sharp({ create: { width: 480, height: 300, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: png });
  await expect(form).toContainText('sign.png');
  const uploaded = page.waitForResponse(
    (response) =>
      /\/support\/tickets\/\d+\/attachments$/.test(response.url()) && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send to support' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText(/your request #\d+ has been sent/)).toBeVisible();

  await page
    .getByRole('region', { name: 'Your requests' })
    .getByRole('button', { name: /The QR code does not scan/ })
    .click();
  const thread = page.getByRole('dialog', { name: 'The QR code does not scan' });
  const screenshot = thread.getByRole('img', { name: 'Screenshot 1 (480 × 300 pixels)' });
  await expect(screenshot).toBeVisible();
  await expect.poll(() => screenshot.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(480);
  await page.context().close();
});
