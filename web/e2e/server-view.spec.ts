import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { rememberedSession, seedGuide, signUpHost } from '../../scripts/lib/guest-seed.mjs';

/**
 * Decision 077: a returning host's dashboard, reports and guide editor come with their content in the page's HTML
 * (the server renders them for the session the browser holds), the app then takes them over without a
 * visible change, and nothing of them is served once the host has signed out.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

/** Opens `url`: its HTML is the server's view (holding `content`) in the address's language, never stored. */
async function expectServerView(page: Page, url: string, lang: string, content: string) {
  const response = await page.goto(url);
  const html = (await response!.text()).replace(/\s+/g, ' ');
  expect(html, url).toContain('data-server-view');
  expect(html, url).toContain(content);
  expect(html, url).toContain(`<html lang="${lang}"`);
  expect(response!.headers()['cache-control'], url).toBe('private, no-store');
}

/** A page of `context` and the errors its console and scripts report. */
async function pageWithErrors(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * The id references on the page (a label's `for`, `aria-controls`, `aria-labelledby`, `aria-describedby`)
 * that name no element. After hydration React must know the ids the server's markup holds: the app's
 * own later renders add references (a tab's panel) with the ids it believes the elements have.
 */
function danglingIdRefs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    for (const element of document.querySelectorAll('[for], [aria-controls], [aria-labelledby], [aria-describedby]'))
      for (const name of ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby'])
        for (const id of element.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? [])
          if (!document.getElementById(id)) dangling.push(`${element.tagName.toLowerCase()} ${name}=${id}`);
    return dangling;
  });
}

/** The browser of `page` signed in as `session` (stored as the login page leaves it), with the view cookie. */
async function signInWithView(page: Page, session: { token: string }) {
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify(session));
  await page.context().addCookies([{ name: 'host_view', value: session.token, url: BASE, sameSite: 'Strict' }]);
}

let host: Awaited<ReturnType<typeof signUpHost>>;
let session: { token: string; refreshToken: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await signUpHost(BASE);
  session = await rememberedSession(BASE, host);
  const created = await fetch(`${BASE}/api/property/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: 'Casa Servida' }),
  });
  expect(created.status).toBe(200);
});

test('a returning host sees their dashboard in the page itself; the app takes it over; sign-out ends it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await pageWithErrors(context);
  // The property's heading as the HTML brought it, before any script ran: hydration keeps that node
  // (a page rendered afresh would replace it).
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = [...document.querySelectorAll('h3, h4')].find((h) => h.textContent?.includes('Casa Servida'));
      Object.assign(window, { serverHeading: heading ?? null });
    }),
  );

  // Signed in as the login page leaves it (storage), once: the app keeps the view cookie with the token.
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify(session));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Casa Servida' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'host_view');
  expect(cookie).toMatchObject({ value: session.token, path: '/', sameSite: 'Strict', httpOnly: false });

  // The next visit's HTML holds the dashboard, then the app hydrates it: the account menu opens.
  for (const [url, lang, menu] of [
    ['/home', 'en', 'Account menu'],
    ['/es/home', 'es', 'Menú de la cuenta'],
  ] as const) {
    await expectServerView(page, url, lang, 'Casa Servida');
    await expect(page.getByRole('heading', { name: 'Casa Servida' })).toBeVisible();
    await page.getByRole('button', { name: menu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading?.isConnected)).toBe(
      true,
    );
    expect(await danglingIdRefs(page), url).toEqual([]);
  }
  // The app's first render matched the server's markup (no hydration error) and nothing failed.
  expect(errors).toEqual([]);

  // Signing out takes the cookie with the tokens: the dashboard's address serves no host data after.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  expect((await context.cookies()).find((c) => c.name === 'host_view')).toBeUndefined();
  const after = await page.request.get('/home', { headers: { cookie: `host_view=${session.token}` } });
  expect(await after.text()).not.toContain('Casa Servida');
  await context.close();
});

test("the reports come in the page's HTML too, and the app takes them over in the host's own time zone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Far from the server's UTC: a date or time rendered in the wrong zone would fail hydration.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Pacific/Auckland' });
  const { page, errors } = await pageWithErrors(context);
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverFigure: document.querySelector('[data-testid="stat-opens"]') });
    }),
  );
  // A sign-in of its own (the test before ends its session).
  const own = await rememberedSession(BASE, host);
  await signInWithView(page, own);

  for (const [url, lang, week] of [
    ['/home/reports', 'en', '7 days'],
    ['/es/home/reports', 'es', '7 días'],
  ] as const) {
    await expectServerView(page, url, lang, 'data-testid="stat-opens"');
    // The charts' code loads after the first paint and fills in the cards: the app is running.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { serverFigure?: Element | null }).serverFigure?.isConnected)).toBe(
      true,
    );
    await expect(page.getByTestId('stat-opens')).toHaveText('0');
    // Another period is asked for and shown.
    const next = page.waitForResponse((r) => r.url().includes('/api/reports?days=7'));
    await page.getByText(week, { exact: true }).click();
    expect((await next).status()).toBe(200);
    expect(await danglingIdRefs(page), url).toEqual([]);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('the guide editor comes in the HTML too, refuses input until the app has it, then edits and saves', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A laptop far from the server's UTC (a zone-dependent first render would fail hydration).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Pacific/Auckland' });
  const { page, errors } = await pageWithErrors(context);
  // The name field as the HTML brought it, and whether the view was inert then (before any script ran).
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const field = [...document.querySelectorAll('input')].find((input) => input.value === 'Casa Sol');
      Object.assign(window, { serverField: field ?? null, wasInert: document.getElementById('root')?.inert });
    }),
  );
  const own = await rememberedSession(BASE, host);
  const guide = await seedGuide(BASE, own.token, { sections: 3, photos: 1, places: 2 });
  await signInWithView(page, own);

  for (const [url, lang, name, save, unsaved, saved] of [
    [`/home/guide/property-${guide.propertyId}`, 'en', 'Property name', 'Save', 'Unsaved changes', 'All changes saved'],
    [
      `/es/home/guide/property-${guide.propertyId}`,
      'es',
      'Nombre del alojamiento',
      'Guardar',
      'Cambios sin guardar',
      'Todo guardado',
    ],
  ] as const) {
    await expectServerView(page, url, lang, 'value="Casa Sol"');
    expect(await page.evaluate(() => (window as { wasInert?: boolean }).wasInert)).toBe(true);
    // The country came with the view (the lists are the server's), the preview beside the form.
    await expect(page.getByRole('combobox', { name: lang === 'en' ? 'Country' : 'País' })).toHaveValue(/Spain|España/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('complementary')).toBeVisible();
    expect(await page.evaluate(() => (window as { serverField?: Element | null }).serverField?.isConnected)).toBe(true);
    // The app has the form: an edit is in its state and is saved.
    const field = page.getByRole('textbox', { name, exact: true });
    for (const value of [`Casa Sol ${lang}`, 'Casa Sol']) {
      await field.fill(value);
      await expect(page.getByText(unsaved)).toBeVisible();
      await page.getByRole('button', { name: save, exact: true }).click();
      await expect(page.getByText(saved)).toBeVisible();
    }
    expect(await danglingIdRefs(page), url).toEqual([]);
  }
  const stored = await fetch(`${BASE}/api/property/user?propertyId=${guide.propertyId}`, {
    headers: { authorization: `Bearer ${own.token}` },
  });
  expect(((await stored.json()) as { result: Array<{ name: string }> }).result[0]?.name).toBe('Casa Sol');

  // On a phone the same view hydrates as well: the preview is a button that opens it, not a column.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const small = await pageWithErrors(phone);
  await signInWithView(small.page, own);
  await expectServerView(small.page, `/home/guide/property-${guide.propertyId}`, 'en', 'value="Casa Sol"');
  await expect(small.page.locator('#root')).not.toHaveAttribute('inert');
  await expect(small.page.getByRole('button', { name: 'Hide preview' })).toBeHidden();
  await small.page.getByRole('button', { name: 'Preview' }).click();
  await expect(small.page.getByRole('dialog')).toBeVisible();
  expect([...errors, ...small.errors]).toEqual([]);
  await phone.close();
  await context.close();
});
