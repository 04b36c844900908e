import { expect, type Page, test } from '@playwright/test';
import {
  rememberedSession,
  type SeededGuide,
  type SeededHost,
  seedGuide,
  signUpHost,
} from '../../scripts/lib/guest-seed.mjs';

/**
 * Reports end to end: a guest opens a guide on a phone and asks the concierge two questions; the host
 * sees the open, the questions and the unanswered one (with the way to add its answer) in
 * /home/reports, in English and in Spanish, on a desktop and on a phone.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
/** A phone's browser: headless Chromium's own agent is, rightly, not counted as a guest. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let host: SeededHost;
let guide: SeededGuide;
let session: unknown;
let guideName: string;

async function signIn(page: Page) {
  await page.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 6, photos: 0, places: 2 });
  session = await rememberedSession(BASE, host);
  const list = (
    await (await fetch(`${BASE}/api/property/user/list`, { headers: { authorization: `Bearer ${host.token}` } })).json()
  ).result as { propertyId: number; name: string }[];
  guideName = list.find((p) => p.propertyId === guide.propertyId)!.name;
  // The guide indexes itself after its save (a debounced job): the guest's concierge button shows
  // once that has happened, so wait for it instead of racing it on a busy machine.
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${BASE}/api/guide/${guide.slug}/concierge?locale=en`)).json()) as {
            result?: { available?: boolean };
          }
        ).result?.available ?? false,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
});

test.describe('reports', () => {
  test('a guest opens the guide and asks questions; the host sees them in the reports', async ({ browser }) => {
    test.setTimeout(120_000);
    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_AGENT,
    });
    const page = await guestContext.newPage();
    await page.goto(`/g/${guide.slug}`);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask about your stay' });
    for (const question of ['Is there a sauna?', 'Can we borrow a kayak?']) {
      await dialog.getByLabel('Your question').fill(question);
      await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(dialog.getByText('I could not find that in this guide.', { exact: false }).last()).toBeVisible();
    }
    // Leaving the page sends the counted events at once (otherwise after a few seconds).
    const events = page.waitForResponse(
      (response) => response.url().endsWith(`/guide/${guide.slug}/events`) && response.request().method() === 'POST',
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const answered = await events;
    expect(answered.status()).toBe(200);
    const sent = answered.request().postDataJSON() as { events: { type: string; locale?: string }[] };
    expect(sent.events).toEqual(expect.arrayContaining([{ type: 'open', locale: 'en' }, { type: 'visit' }]));
    await guestContext.close();

    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const hostPage = await hostContext.newPage();
    await signIn(hostPage);
    await hostPage.goto('/home/reports');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
    await expect(hostPage.getByTestId('stat-opens')).toHaveText('1', { timeout: 20_000 });
    await expect(hostPage.getByTestId('stat-unique')).toHaveText('1');
    await expect(hostPage.getByTestId('stat-questions')).toHaveText('2');
    const declined = hostPage.getByRole('table').filter({ hasText: 'Is there a sauna?' });
    await expect(declined.getByRole('row', { name: /Can we borrow a kayak\?/ })).toBeVisible();
    await hostPage.screenshot({ path: test.info().outputPath('reports-desktop.png'), fullPage: true });

    // One property, then the CSV of the questions it could not answer.
    await hostPage.getByRole('combobox', { name: 'Property' }).click();
    await hostPage.getByRole('option', { name: guideName }).click();
    const download = hostPage.waitForEvent('download');
    await hostPage.getByRole('button', { name: 'Download Questions the concierge could not answer as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-declined-property-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

    await hostPage
      .getByRole('row', { name: /Is there a sauna\?/ })
      .getByRole('link', { name: 'Add the answer' })
      .click();
    await expect(hostPage).toHaveURL(/\/home\/guide\/ai\?property=\d+&tab=questions/);
    await hostContext.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage);
    await phonePage.goto('/es/home/reports');
    await expect(phonePage.getByTestId('stat-opens')).toHaveText('1', { timeout: 30_000 });
    await expect(phonePage.getByText('Preguntas que el conserje no supo responder')).toBeVisible();
    await phonePage.screenshot({ path: test.info().outputPath('reports-phone-es.png'), fullPage: true });
    await phone.close();
  });
});
