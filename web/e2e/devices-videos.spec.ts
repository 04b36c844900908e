import { expect, test, type Page } from '@playwright/test';
import {
  rememberedSession,
  type SeededGuide,
  type SeededHost,
  seedGuide,
  signUpHost,
} from '../../scripts/lib/guest-seed.mjs';

/**
 * Devices and videos (issue 16): the host adds a YouTube video and a dishwasher with how-to text
 * showing it and its PDF manual, chosen in the same dialog and stored by the one Save (1280 x 800;
 * after a reload the device still lists its manual); a guest on a phone (390 x 844) finds the device under "How things work",
 * sees the video as a poster with no player and no request to YouTube, taps it and gets the
 * privacy-enhanced player; the concierge answers "how do I turn on the dishwasher" from the device.
 * Nothing reaches the internet: requests to the video players are answered by a local stub.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
/** Where the journey leaves its screenshots (looked at by hand). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
const HOW_TO = 'To turn on the dishwasher, hold the power button for two seconds, choose Eco 50 and close the door.';

let host: SeededHost;
let guide: SeededGuide;
/** A real PDF for the manual: the guide's own booklet. */
let manualPdf: Buffer;
/** The signed-in user as the web app keeps it in localStorage (what the login page stores). */
let session: unknown;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE, { firstName: 'Marta' });
  guide = await seedGuide(BASE, host.token, { sections: 3, photos: 1, places: 0, accessCode: null });
  const booklet = await fetch(`${BASE}/api/guide/${guide.slug}/pdf`);
  expect(booklet.status).toBe(200);
  manualPdf = Buffer.from(await booklet.arrayBuffer());
  // Signed in through the API: the log-in form's bot check is not what this journey is about.
  session = await rememberedSession(BASE, host);
});

async function signIn(page: Page) {
  await page.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Every request to YouTube or Vimeo is recorded and answered locally (the journey never goes online). */
async function stubPlayers(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com)\//,
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>Player stub</p>',
      });
    },
  );
  return seen;
}

test.describe('devices and videos', () => {
  test('a host adds a video and a device that shows it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await stubPlayers(page);
    await signIn(page);

    await page.goto('/home/guide/videos');
    await page.getByLabel('YouTube or Vimeo link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByText('Paste a YouTube or Vimeo video link.').first()).toBeVisible();
    await page.getByLabel('YouTube or Vimeo link').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Title (English)').fill('Dishwasher in one minute');
    await page.getByLabel('Title (Spanish)').fill('El lavavajillas en un minuto');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('button', { name: 'Edit Dishwasher in one minute' })).toBeVisible();
    await shot(page, 'host-videos-1280');

    await page.goto('/home/guide/devices');
    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('dialog', { name: 'Add device' });
    await form.getByLabel('Name').fill('Dishwasher');
    await form.getByRole('combobox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Dishwasher', exact: true }).click();
    await form.getByLabel('Where it is').fill('Kitchen, under the window');
    await form.getByLabel('Brand').fill('Bosch');
    await form.locator('.ProseMirror').first().fill(HOW_TO);
    await form.getByRole('combobox', { name: 'Video', exact: true }).click();
    await page.getByRole('option', { name: 'Dishwasher in one minute' }).click();
    // The manual goes in the same dialog, before the device exists.
    await expect(form.getByRole('button', { name: /^Manual \(PDF\)/ })).toBeVisible();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dishwasher-manual.pdf', mimeType: 'application/pdf', buffer: manualPdf });
    await expect(form.getByText('dishwasher-manual.pdf')).toBeVisible();
    await form.getByRole('button', { name: /^Manual \(PDF\)/ }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/host-device-form-manual-1280.png` });
    await shot(page, 'host-device-form-1280');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Dishwasher' })).toBeVisible();
    await expect(page.getByText('Kitchen, under the window · Bosch')).toBeVisible();
    await shot(page, 'host-devices-1280');

    // After a reload: one device, and it has the manual.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Dishwasher' })).toHaveCount(1);
    const item = page.getByRole('listitem').filter({ hasText: 'Kitchen, under the window · Bosch' });
    await expect(item.getByText('Manual', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Edit Dishwasher' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit device' });
    const link = edit.getByRole('group', { name: 'Manual (PDF)' }).getByRole('link', { name: 'dishwasher-manual.pdf' });
    await expect(link).toHaveAttribute('href', /\/files\/.+\.pdf$/);
    const stored = await page.request.get(new URL((await link.getAttribute('href'))!, BASE).href);
    expect(stored.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await stored.body(), manualPdf)).toBe(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'host-devices-390');
    await page.goto('/home/guide/videos');
    await expect(page.getByRole('button', { name: 'Edit Dishwasher in one minute' })).toBeVisible();
    await shot(page, 'host-videos-390');
  });

  test('a guest on a phone finds the device, sees the video as a poster and plays it with a tap', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const players = await stubPlayers(page);
    await page.goto(`/g/${guide.slug}`);
    const part = page.locator('#devices');
    await expect(part.getByRole('heading', { name: 'How things work' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    const device = part.locator('[data-device]', { hasText: 'Dishwasher' });
    await device.locator('summary').click();
    await expect(device.getByText(HOW_TO)).toBeVisible();
    await expect(device.getByRole('link', { name: 'Manual (PDF)' })).toHaveAttribute('href', /\/files\/.+\.pdf$/);
    const poster = device.getByRole('button', { name: 'Play video: Dishwasher in one minute' });
    await expect(poster).toBeVisible();
    await poster.scrollIntoViewIfNeeded();
    await shot(page, 'guest-devices-390');
    expect(players).toEqual([]);

    await poster.tap();
    const player = device.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1$/,
    );
    await expect(player).toHaveAttribute('title', 'Dishwasher in one minute');
    await expect
      .poll(() => players.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')))
      .toBe(true);
    await shot(page, 'guest-player-390');

    // The same guide in Spanish, on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/es/g/${guide.slug}#devices`);
    await expect(page.getByRole('heading', { name: 'Cómo funciona todo' })).toBeVisible();
    await shot(page, 'guest-devices-es-1280');
    await context.close();
  });

  test('the concierge answers how to turn on the dishwasher from the device', async ({ request }) => {
    await expect
      .poll(
        async () => {
          const res = await request.post(`/api/guide/${guide.slug}/ask`, {
            data: { question: 'How do I turn on the dishwasher?', locale: 'en' },
          });
          const result = (await res.json()).result as {
            answered: boolean;
            answer: string;
            citations: { sectionId: string; title: string }[];
          } | null;
          return result?.answered && result.answer.includes('hold the power button') ? result.citations[0] : null;
        },
        { timeout: 30_000 },
      )
      .toEqual({ sectionId: expect.stringMatching(/^device-\d+$/), title: 'Dishwasher' });
  });
});
