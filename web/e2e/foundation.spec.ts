import { expect, test } from '@playwright/test';

test.describe('the public site in two languages', () => {
  test('a visitor opening / sees the site in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every answer your guests need, in one link');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Guidebook/);
  });

  test('a visitor opening /es sees the site in Spanish', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Todo lo que tus huéspedes necesitan saber, en un solo enlace',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /alojamiento/);
  });

  test('switching the language keeps the page and remembers the choice in a cookie', async ({ page, context }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple pricing by number of properties');
    await page
      .getByRole('button', { name: /^Language: English/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Precios sencillos según el número de alojamientos',
    );

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax', secure: false });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The remembered choice wins over the browser's English on the next unprefixed visit.
    await page.goto('/company/about-us');
    await expect(page).toHaveURL(/\/es\/company\/about-us$/);
  });

  test('a browser that prefers Spanish lands on the Spanish site', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('an unknown address shows the 404 page with the path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.goto('/es/no-existe');
    await expect(page.getByText('Página no encontrada: /es/no-existe')).toBeVisible();
  });
});

test.describe('the API surface', () => {
  test('a developer can browse the API docs and probe readiness', async ({ page, request }) => {
    const ready = await request.get('/readyz');
    expect(ready.ok()).toBe(true);
    expect((await ready.json()).result.status).toBe('ready');
    await page.goto('/api/docs');
    await expect(page.getByText('Guidebook API').first()).toBeVisible();
    const missing = await request.get('/api/definitely-not-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      result: null,
      errors: [{ code: 'not_found', description: 'errors.routeNotFound' }],
    });
  });
});
