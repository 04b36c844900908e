import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../../scripts/lib/guest-seed.mjs';

/**
 * Translation help (decision 055) on a server with TRANSLATION_PROVIDER=deepl against the local DeepL
 * stand-in (web/playwright.third-parties.config.ts). A host who wrote a section and a place in
 * English translates each into Spanish from the editor, sees the Spanish words marked "Machine
 * translated" and saves; a Spanish guest on a phone reads them with the note "Traducción automática";
 * once the host has edited the Spanish words and saved, the note is gone.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_TRANSLATION_PORT)}`;
/** Where the journey leaves its screenshots (looked at by hand). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
const SLOW = { timeout: 30_000 };

interface SavedProperty {
  propertyId: number;
  guide: { slug: string; sections: Record<string, unknown>[]; [key: string]: unknown };
  [key: string]: unknown;
}

let host: SeededHost;
let property: SavedProperty;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${host.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { result: T }).result;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE);
  const created = await api<SavedProperty>('POST', '/api/property/user');
  const types = await api<{ id: number; code: string }[]>('GET', '/api/list/attractionTypes');
  const restaurant = types.find((type) => type.code === 'restaurant') ?? types[0]!;
  // What the host wrote in English only: a parking section and a place.
  property = await api<SavedProperty>('PUT', '/api/property/user', {
    ...created,
    guide: {
      ...created.guide,
      published: true,
      accessCode: null,
      sections: [
        {
          kind: 'custom',
          icon: 'parking',
          sensitive: false,
          sortOrder: 0,
          title: { en: 'Parking' },
          body: { en: '<p>The car park is behind the house.</p>' },
          mediaIds: [],
        },
        ...created.guide.sections.map((section, i) => ({ ...section, sortOrder: i + 1 })),
      ],
      attractions: [
        {
          attractionTypeId: restaurant.id,
          name: 'Casa Lucio',
          description: { en: '<p>Welcome</p>' },
          address: 'Cava Baja 35',
        },
      ],
    },
  });
});

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, SLOW);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible(SLOW);
}

const guestPage = async (page: Page) => {
  await page.goto(`/es/g/${property.guide.slug}`);
  return {
    parking: page.locator('section', { has: page.getByRole('heading', { name: 'aparcamiento' }) }),
    place: page.locator('li.place', { has: page.getByRole('heading', { name: 'Casa Lucio' }) }),
  };
};

test('a host translates a section and a place; Spanish guests see the note until the host edits the words', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hostPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(hostPage);
  await hostPage.goto(`/home/guide/property-${property.propertyId}`);

  // The section: its Spanish tab offers "Translate from English".
  await hostPage.getByRole('tab', { name: 'Guide' }).click();
  await hostPage.getByRole('button', { name: /Parking/, expanded: false }).click();
  await hostPage
    .getByRole('tab', { name: /Español/ })
    .first()
    .click();
  await hostPage.getByRole('button', { name: 'Translate from English' }).click();
  await expect(hostPage.getByRole('textbox', { name: 'Title (Español)' })).toHaveValue('aparcamiento', SLOW);
  await expect(hostPage.getByText('el aparcamiento está detrás de la casa.')).toBeVisible();
  await expect(hostPage.getByText('Machine translated')).toBeVisible();

  // The place: the same on its Spanish tab.
  await hostPage.getByRole('tab', { name: 'Places' }).click();
  const place = hostPage.getByRole('listitem').filter({ hasText: 'Casa Lucio' });
  await place.getByRole('tab', { name: /Español/ }).click();
  await place.getByRole('button', { name: 'Translate from English' }).click();
  await expect(place.getByRole('textbox', { name: 'Why you recommend it (Español)' })).toHaveValue('bienvenida', SLOW);
  await expect(place.getByText('Machine translated')).toBeVisible();
  await shot(hostPage, 'translation-host-place');
  await save(hostPage);

  // A Spanish guest on a phone: the translated words, each with the note.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: BASE,
  });
  const guest = await phone.newPage();
  let shown = await guestPage(guest);
  await expect(shown.parking).toContainText('el aparcamiento está detrás de la casa.');
  await expect(shown.parking.getByRole('note')).toHaveText('Traducción automática');
  await expect(shown.place).toContainText('bienvenida');
  await expect(shown.place.getByRole('note')).toHaveText('Traducción automática');
  await shown.place.scrollIntoViewIfNeeded();
  await shot(guest, 'translation-guest-es-phone-place');
  await shown.parking.scrollIntoViewIfNeeded();
  await shot(guest, 'translation-guest-es-phone-section');

  // The host edits the Spanish words and saves: the marks are gone, in the editor and for guests.
  await place
    .getByRole('textbox', { name: 'Why you recommend it (Español)' })
    .fill('Bienvenidos: pedid los huevos rotos.');
  await expect(place.getByText('Machine translated')).toHaveCount(0);
  await hostPage.getByRole('tab', { name: 'Guide' }).click();
  // The section stays open; its language tabs start again on English.
  const collapsed = hostPage.getByRole('button', { name: /Parking/, expanded: false });
  if (await collapsed.count()) await collapsed.click();
  await hostPage
    .getByRole('tab', { name: /Español/ })
    .first()
    .click();
  await hostPage.getByRole('textbox', { name: 'Title (Español)' }).fill('Aparcamiento privado');
  await expect(hostPage.getByText('Machine translated')).toHaveCount(0);
  await save(hostPage);

  shown = await guestPage(guest);
  const parking = guest.locator('section', { has: guest.getByRole('heading', { name: 'Aparcamiento privado' }) });
  await expect(parking).toContainText('el aparcamiento está detrás de la casa.');
  await expect(parking.getByRole('note')).toHaveCount(0);
  await expect(shown.place).toContainText('pedid los huevos rotos');
  await expect(shown.place.getByRole('note')).toHaveCount(0);
  await expect(guest.getByText('Traducción automática')).toHaveCount(0);
  await phone.close();
  await hostPage.close();
});
