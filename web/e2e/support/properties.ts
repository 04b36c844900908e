import { expect, type Page } from '@playwright/test';

/** "New property" on the page the host is on: names it in the dialog and lands in its editor. Answers its id. */
export async function createProperty(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name: 'New property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Name your new property' });
  await dialog.getByRole('textbox', { name: 'Property name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create and open the editor' }).click();
  await expect(page).toHaveURL(/\/home\/guide\/property-\d+$/, { timeout: 30_000 });
  return Number(/property-(\d+)$/.exec(page.url())![1]);
}
