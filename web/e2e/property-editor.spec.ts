import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * A host builds a property's guide in the editor (1280 x 800) and deletes another property. The
 * host signs up through the API (confirmation link from the dev outbox), then signs in on the page.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE, { firstName: 'Marta' });
});

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

async function pick(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes a section's title and text in one language (the section is open). */
async function writeSection(page: Page, language: 'English' | 'Español', title: string, text: string) {
  await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
  await page.getByRole('textbox', { name: `Title (${language})`, exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: `Text (${language})`, exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const SECTIONS = [
  {
    current: 'Welcome',
    en: ['Welcome to Casa Olivo', 'Make yourself at home.'],
    es: ['Bienvenida a Casa Olivo', 'Estás en tu casa.'],
  },
  {
    current: 'Wi-Fi',
    en: ['Wi-Fi and internet', 'The router is in the hall.'],
    es: ['Wifi e internet', 'El router está en el pasillo.'],
  },
  {
    current: 'House rules',
    en: ['House rules', 'No parties, please.'],
    es: ['Normas de la casa', 'Por favor, nada de fiestas.'],
  },
];

test.describe('a host editing a guide', () => {
  test('fills details, three sections in English and Spanish, an emergency contact and a restaurant, publishes, and finds it all after a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await page.goto('/home/guide/properties');
    await createProperty(page, 'Casa Olivo');
    await expect(page.getByRole('textbox', { name: /Property name/ })).toHaveValue('Casa Olivo');
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('Calle del Olivo 3');
    await page.getByRole('textbox', { name: 'City' }).fill('Sevilla');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('41001');
    // A new property has no zone yet: the editor warns, and fills the zone in from the address.
    await expect(page.getByTestId('time-zone-warning')).toContainText('run on UTC');
    await pick(page, 'Country', 'Spain', 'Spain');
    await pick(page, 'State, province or region', 'Seville', 'Sevil');
    await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue('Europe/Madrid');
    await expect(page.getByTestId('time-zone-warning')).toBeHidden();
    await page.getByRole('textbox', { name: 'Latitude' }).fill('37.3891');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-5.9845');
    await expect(page.getByRole('link', { name: /Check on OpenStreetMap/ })).toHaveAttribute(
      'href',
      /mlat=37\.389100&mlon=-5\.984500/,
    );

    await page.getByRole('tab', { name: 'Guide' }).click();
    for (const section of SECTIONS) {
      await page.getByRole('button', { name: new RegExp(`^${section.current}`), expanded: false }).click();
      await writeSection(page, 'English', section.en[0], section.en[1]);
      if (section.current === 'Wi-Fi') {
        await page.getByRole('textbox', { name: 'Network name' }).fill('Olivo_5G');
        await page.getByLabel('Password', { exact: true }).fill('olivo-2026');
      }
      await writeSection(page, 'Español', section.es[0], section.es[1]);
      await page.getByRole('button', { name: new RegExp(`^${section.en[0]}`), expanded: true }).click();
    }
    // The live preview follows the working copy.
    const preview = page.getByRole('region', { name: 'Preview of the guide on a phone' });
    await expect(preview.getByText('Welcome to Casa Olivo')).toBeVisible();

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add emergency contact' }).click();
    await pick(page, 'Type', 'Emergency number');
    await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Emergencias');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).first().fill('112');
    await page.getByRole('textbox', { name: 'Notes (English)' }).fill('Police, fire and ambulance.');
    await page.getByRole('tab', { name: /^Español/ }).click();
    await page.getByRole('textbox', { name: 'Notes (Español)' }).fill('Policía, bomberos y ambulancia.');

    await page.getByRole('tab', { name: 'Places' }).click();
    await page.getByRole('button', { name: 'Add a place to eat or drink' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bodeguita Romero');
    await page.getByRole('textbox', { name: 'Why you recommend it (English)' }).fill('Pringá montaditos.');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Calle Harinas 10, Sevilla');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://example.com/bodeguita');

    await page.getByRole('tab', { name: 'Publish & share' }).click();
    await page.getByRole('switch', { name: 'Guide published' }).check();
    await page.getByRole('textbox', { name: /Access code/ }).fill('2468');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your property was saved.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: /Property name/ })).toHaveValue('Casa Olivo');
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Spain');
    await expect(page.getByRole('combobox', { name: 'State, province or region', exact: true })).toHaveValue('Seville');
    await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue('Europe/Madrid');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.3891');

    await page.getByRole('tab', { name: 'Guide' }).click();
    for (const section of SECTIONS) {
      await page.getByRole('button', { name: new RegExp(`^${section.en[0]}`), expanded: false }).click();
      await expect(page.getByRole('textbox', { name: 'Text (English)', exact: true })).toHaveText(section.en[1]);
      await page.getByRole('tab', { name: /^Español/ }).click();
      await expect(page.getByRole('textbox', { name: 'Title (Español)', exact: true })).toHaveValue(section.es[0]);
      await expect(page.getByRole('textbox', { name: 'Text (Español)', exact: true })).toHaveText(section.es[1]);
      if (section.current === 'Wi-Fi')
        await expect(page.getByRole('textbox', { name: 'Network name' })).toHaveValue('Olivo_5G');
      await page.getByRole('button', { name: new RegExp(`^${section.en[0]}`), expanded: true }).click();
    }
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true }).first()).toHaveValue('112');
    await page.getByRole('tab', { name: /^Español/ }).click();
    await expect(page.getByRole('textbox', { name: 'Notes (Español)' })).toHaveValue('Policía, bomberos y ambulancia.');
    await page.getByRole('tab', { name: 'Places' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bodeguita Romero');
    await page.getByRole('tab', { name: 'Publish & share' }).click();
    await expect(page.getByRole('switch', { name: 'Guide published' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Access code/ })).toHaveValue('2468');
  });

  test('deletes another property after confirming, and it stays gone', async ({ page }) => {
    await signIn(page);
    await page.goto('/home/guide/properties');
    const name = 'Casa Limón';
    await createProperty(page, name);
    await expect(page.getByRole('textbox', { name: /Property name/ })).toHaveValue(name);
    await page.getByRole('link', { name: /All properties/ }).click();

    const cards = page.getByTestId('property-card');
    // Count only once the list has loaded (both properties are on it).
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Casa Olivo' })).toBeVisible();
    const before = await cards.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this property?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(before);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete property' }).click();
    await expect(page.getByText('The property was deleted.')).toBeVisible();
    await expect(cards).toHaveCount(before - 1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Casa Olivo' })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });
});
