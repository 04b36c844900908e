import { expect, type Page, test } from '@playwright/test';
import { rememberedSession, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { createProperty } from './support/properties';

/**
 * Issue 13 end to end: a host enters the Wi-Fi fields and a door code in the editor and publishes,
 * never pressing "Index now"; a guest unlocks the guide and asks for both in English and Spanish and
 * gets the values; the host edits a section and the guest's next answer quotes the new text.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;
/** The signed-in user as the web app keeps it in localStorage (what the login page stores). */
let session: { token: string };

async function signIn(page: Page) {
  await page.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}/api${path}`, {
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).result as T;
}

/** The concierge's index caught up with the last save (the host never asked for it). */
async function indexCaughtUp(propertyId: number) {
  await expect(async () => {
    const status = await api<{ outOfDate: boolean; isIndexing: boolean; passageCount: number }>(
      `/ai/property/${propertyId}`,
    );
    expect(status).toMatchObject({ outOfDate: false, isIndexing: false });
    expect(status.passageCount).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
}

/** Writes a section's text in one language (the section is open). */
async function writeText(page: Page, language: 'English' | 'Español', text: string) {
  await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
  const body = page.getByRole('textbox', { name: `Text (${language})`, exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function askIn(page: Page, locale: 'en' | 'es', question: string) {
  const [button, title, label, send] =
    locale === 'en'
      ? ['Ask a question', 'Ask about your stay', 'Your question', 'Ask']
      : ['Haz una pregunta', 'Pregunta sobre tu estancia', 'Tu pregunta', 'Preguntar'];
  const dialog = page.getByRole('dialog', { name: title });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: button }).click();
  await dialog.getByLabel(label).fill(question);
  await dialog.getByRole('button', { name: send, exact: true }).click();
  return dialog;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE);
  session = await rememberedSession(BASE, host);
});

test('the Wi-Fi and the door code are answered with their values after publishing, and an edit is quoted at once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hostPage = await hostContext.newPage();
  await signIn(hostPage);
  await hostPage.goto('/home/guide/properties');
  const propertyId = await createProperty(hostPage, 'Casa Datos');

  await hostPage.getByRole('tab', { name: 'Guide' }).click();
  await hostPage.getByRole('button', { name: /^Wi-Fi/, expanded: false }).click();
  await hostPage.getByRole('textbox', { name: 'Network name' }).fill('Olivo_5G');
  await hostPage.getByLabel('Password', { exact: true }).fill('olivo-2026');
  await hostPage.getByRole('button', { name: /^Wi-Fi/, expanded: true }).click();
  await hostPage.getByRole('button', { name: /^Arrival and check-in/, expanded: false }).click();
  await writeText(hostPage, 'English', 'Take the lift to the second floor. The door code is 5190.');
  await writeText(hostPage, 'Español', 'Sube en ascensor a la segunda planta. El código de la puerta es 5190.');
  await hostPage.getByRole('button', { name: /^Arrival and check-in/, expanded: true }).click();

  await hostPage.getByRole('tab', { name: 'Publish & share' }).click();
  await hostPage.getByRole('switch', { name: 'Guide published' }).check();
  await hostPage.getByRole('textbox', { name: /Access code/ }).fill('2468');
  await hostPage.getByRole('button', { name: 'Save' }).click();
  await expect(hostPage.getByText('Your property was saved.')).toBeVisible();
  await expect(hostPage.getByTestId('filler-warning')).toHaveCount(0);

  const slug = (await api<{ propertyId: number; guide: { slug: string } }[]>('/property/user')).find(
    (p) => p.propertyId === propertyId,
  )!.guide.slug;
  await indexCaughtUp(propertyId);

  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await guestContext.newPage();
  await page.goto(`/g/${slug}`);
  const arrival = page.locator('section', { has: page.getByRole('heading', { name: 'Arrival and check-in' }) });
  await arrival.getByLabel('Access code').fill('2468');
  await arrival.getByRole('button', { name: 'Unlock' }).click();
  await expect(arrival).toContainText('The door code is 5190.');

  let dialog = await askIn(page, 'en', 'wifi password?');
  await expect(dialog.getByText('Wi-Fi network: Olivo_5G. Wi-Fi password: olivo-2026.')).toBeVisible();
  dialog = await askIn(page, 'en', 'what is the door code?');
  await expect(dialog.getByText('The door code is 5190.')).toBeVisible();

  await page.goto(`/es/g/${slug}`);
  dialog = await askIn(page, 'es', '¿cuál es la contraseña del wifi?');
  await expect(dialog.getByText('Red wifi: Olivo_5G. Contraseña del wifi: olivo-2026.')).toBeVisible();
  dialog = await askIn(page, 'es', '¿cuál es el código de la puerta?');
  await expect(dialog.getByText('El código de la puerta es 5190.')).toBeVisible();

  // The host changes the house rules; nobody re-indexes by hand.
  await hostPage.getByRole('tab', { name: 'Guide' }).click();
  await hostPage.getByRole('button', { name: /^House rules/, expanded: false }).click();
  await writeText(hostPage, 'English', 'Quiet hours start at 23:30 and the roof terrace closes at midnight.');
  await hostPage.getByRole('button', { name: 'Save' }).click();
  await expect(hostPage.getByText('Your property was saved.')).toBeVisible();
  await hostContext.close();
  await indexCaughtUp(propertyId);

  await page.goto(`/g/${slug}`);
  dialog = await askIn(page, 'en', 'when do quiet hours start?');
  await expect(dialog.getByText('Quiet hours start at 23:30', { exact: false })).toBeVisible();
  await expect(dialog).not.toContainText('22:00');
  await guestContext.close();
});
