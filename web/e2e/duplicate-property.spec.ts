import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * A host with a second flat in the same building duplicates the first one's guide from the
 * properties list, names the copy, lands in its editor with the text already there, and finds both
 * on the list (decision 046).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE, { firstName: 'Dora' });
});

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

test('duplicates a guide as a new property and opens the copy in the editor', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/home/guide/properties');
  const sourceId = await createProperty(page, 'Edificio Sol 1A');
  await page.getByRole('tab', { name: 'Guide' }).click();
  await page.getByRole('button', { name: /^House rules/, expanded: false }).click();
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill('Building rules');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('link', { name: /All properties/ }).click();
  await page.getByRole('button', { name: 'Duplicate Edificio Sol 1A' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate “Edificio Sol 1A”' });
  const name = dialog.getByRole('textbox', { name: 'Name of the new property' });
  await expect(name).toHaveValue('Edificio Sol 1A (copy)');
  await name.fill('Edificio Sol 2B');
  await dialog.getByRole('button', { name: 'Duplicate and open the editor' }).click();

  await expect(page).toHaveURL(/\/home\/guide\/property-\d+$/, { timeout: 30_000 });
  const copyId = Number(/property-(\d+)$/.exec(page.url())![1]);
  expect(copyId).not.toBe(sourceId);
  await expect(page.getByRole('textbox', { name: /Property name/ })).toHaveValue('Edificio Sol 2B');
  await page.getByRole('tab', { name: 'Guide' }).click();
  await expect(page.getByRole('button', { name: /^Building rules/ })).toBeVisible();

  await page.getByRole('link', { name: /All properties/ }).click();
  await expect(page.getByRole('heading', { name: 'Edificio Sol 1A' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edificio Sol 2B' })).toBeVisible();
});
