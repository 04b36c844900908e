import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';

/**
 * Two languages that never leave a guest stranded (decision 035): the host rewrote "Arrival and
 * check-in" in English and left the Spanish side as the starter text. The host sees the Spanish mark
 * in the editor and the publish check (1280 x 800); a Spanish guest on a phone (390 x 844) gets the
 * English check-in block (key box, code, parking) with the note "shown in English".
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
/** Where the journey leaves its screenshots (looked at by hand). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
const KEY_BOX =
  '<p>The key box is left of the blue door, next to the bakery. Its code is 2468.</p><p>Park in the Plaza Redonda garage, level -2.</p>';

interface SavedProperty {
  propertyId: number;
  guide: { slug: string; sections: { kind: string; body: Record<string, string> }[] };
  [key: string]: unknown;
}

let host: SeededHost;
let property: SavedProperty;

async function api(method: string, path: string, body?: unknown) {
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
  return (JSON.parse(text) as { result: SavedProperty }).result;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE);
  const created = await api('POST', '/api/property/user');
  const guide = created.guide as unknown as Record<string, unknown> & SavedProperty['guide'];
  property = await api('PUT', '/api/property/user', {
    ...created,
    guide: {
      ...guide,
      published: true,
      accessCode: null,
      sections: guide.sections.map((s) => (s.kind === 'arrival' ? { ...s, body: { ...s.body, en: KEY_BOX } } : s)),
    },
  });
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test('a host sees that the Spanish check-in is still the starter text, on the section and before sharing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.goto(`/home/guide/property-${property.propertyId}`);
  await page.getByRole('tab', { name: 'Guide' }).click();
  const row = page.getByRole('button', { name: /Arrival and check-in/ });
  await expect(row.getByTestId('language-mark-es')).toHaveText('Español: starter text');
  await shot(page, 'languages-host-sections');
  await page.getByRole('tab', { name: 'Publish & share' }).click();
  await expect(page.getByTestId('language-warning-es')).toContainText('Not written in Español: Arrival and check-in');
  await shot(page, 'languages-host-publish');
});

test.describe('a Spanish guest on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('sees the English check-in block with its key box, code and parking, marked as shown in English', async ({
    page,
  }) => {
    await page.goto(`/es/g/${property.guide.slug}`);
    const arrival = page.locator('section', { has: page.getByRole('heading', { name: 'Arrival and check-in' }) });
    await expect(arrival).toHaveAttribute('lang', 'en');
    const note = arrival.getByRole('note');
    await expect(note).toHaveText('Aún sin traducir: se muestra en inglés.');
    await expect(note).toHaveAttribute('lang', 'es');
    await expect(arrival).toContainText('Its code is 2468');
    await expect(arrival).toContainText('Plaza Redonda garage');
    await expect(arrival).not.toContainText('La entrada es a partir');
    // Sections the host left as the starter text in both languages stay in Spanish.
    await expect(page.getByRole('heading', { name: 'Bienvenida' })).toBeVisible();
    await arrival.scrollIntoViewIfNeeded();
    await shot(page, 'languages-guest-es-phone');
  });
});
