import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * A host with two flats writes the building's rules once under Shared blocks, uses them in both
 * guides, edits them once and finds the change in both editors; one flat then detaches its copy.
 * The same for a recommended place (decision 047).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const SHOTS = process.env.SHARED_BLOCKS_SHOTS_DIR;

let host: SeededHost;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE, { firstName: 'Sara' });
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The sign-in's bot check is a proof of work: slow on a busy machine.
  await expect(page).toHaveURL(/\/home$/, { timeout: 90_000 });
}

async function openSharedSection(page: Page, propertyId: number, title: string) {
  await page.goto(`/home/guide/property-${propertyId}`);
  await page.getByRole('tab', { name: 'Guide' }).click();
  await page.getByRole('button', { name: new RegExp(`^${title}`), expanded: false }).click();
}

test('writes house rules once, uses them in two guides, edits them once, detaches one', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto('/home/guide/properties');
  const first = await createProperty(page, 'Edificio Luna 1A');
  await page.goto('/home/guide/properties');
  const second = await createProperty(page, 'Edificio Luna 2B');

  await page.getByRole('link', { name: 'Shared blocks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared blocks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a shared block' }).click();
  const form = page.getByRole('dialog', { name: 'Add a shared block' });
  await form.getByRole('textbox', { name: 'Name in your library' }).fill('Building rules (Luna)');
  await form.getByRole('textbox', { name: 'Title (EN)' }).fill('Building rules');
  await form.locator('.ProseMirror').first().fill('Quiet after 22:00. No smoking on the stairs.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: 'Building rules (Luna)' });
  for (const name of ['Edificio Luna 1A', 'Edificio Luna 2B']) {
    await item.getByRole('combobox', { name: 'Use in a guide' }).click();
    await page.getByRole('option', { name }).click();
    await item.getByRole('button', { name: 'Use', exact: true }).click();
    await expect(item.getByRole('link', { name })).toBeVisible();
  }
  await expect(item.getByTestId('used-by')).toContainText('Used by 2 guides');

  await item.getByRole('button', { name: 'Edit Building rules (Luna)' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shared block' });
  await edit.getByRole('textbox', { name: 'Title (EN)' }).fill('Rules of the building');
  await edit.getByRole('button', { name: 'Save in 2 guides' }).click();
  await expect(edit).toBeHidden();
  await shot(page, 'shared-blocks-page');

  for (const propertyId of [first, second]) {
    await openSharedSection(page, propertyId, 'Rules of the building');
    await expect(page.getByText('is shared with 2 guides')).toBeVisible();
  }
  await shot(page, 'shared-section-in-editor');

  await page.getByRole('button', { name: 'Detach from the shared block' }).click();
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
    'Rules of the building',
  );
  await page.getByRole('link', { name: 'Shared blocks', exact: true }).click();
  await expect(item.getByTestId('used-by')).toContainText('Used by 1 guide');
});

test('recommends a place once, uses it in two guides, edits it once and finds it changed in both', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto('/home/guide/properties');
  const first = await createProperty(page, 'Edificio Sol 1A');
  await page.goto('/home/guide/properties');
  const second = await createProperty(page, 'Edificio Sol 2B');

  await page.getByRole('link', { name: 'Shared blocks', exact: true }).click();
  await page.getByRole('button', { name: 'Add a shared block' }).click();
  const form = page.getByRole('dialog', { name: 'Add a shared block' });
  await form.getByText('Place', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Name in your library' }).fill('Tapas bar (Sol)');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Bar Pepe');
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Restaurant' }).click();
  await form.locator('.ProseMirror').first().fill('The best tortilla in town.');
  await form.getByRole('textbox', { name: 'Address' }).fill('Calle Mayor 1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: 'Tapas bar (Sol)' });
  for (const name of ['Edificio Sol 1A', 'Edificio Sol 2B']) {
    await item.getByRole('combobox', { name: 'Use in a guide' }).click();
    await page.getByRole('option', { name }).click();
    await item.getByRole('button', { name: 'Use', exact: true }).click();
    await expect(item.getByRole('link', { name })).toBeVisible();
  }

  await item.getByRole('button', { name: 'Edit Tapas bar (Sol)' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shared block' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Bar Pepe y Lola');
  await edit.locator('.ProseMirror').first().fill('Now open on Mondays.');
  await edit.getByRole('button', { name: 'Save in 2 guides' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText('Bar Pepe y Lola');
  await shot(page, 'shared-blocks-page-place');

  for (const propertyId of [first, second]) {
    await page.goto(`/home/guide/property-${propertyId}`);
    await page.getByRole('tab', { name: 'Places' }).click();
    const card = page.getByTestId('shared-place');
    await expect(card).toContainText('Bar Pepe y Lola');
    await expect(card).toContainText('Now open on Mondays.');
    await expect(card.getByText('is shared with 2 guides')).toBeVisible();
  }
  await shot(page, 'shared-place-in-editor');

  await page.getByRole('button', { name: 'Detach from the shared block' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bar Pepe y Lola');
});
