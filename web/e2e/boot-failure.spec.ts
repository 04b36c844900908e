import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { watchCsp } from './support/csp';

/**
 * A page whose code cannot be downloaded does not leave the visitor on the boot splash: the shell's
 * watchdog (web/index.html) reloads the page once, then says so in the page's language with a
 * reload button, which brings the app back once the files come again.
 */
const SLOW = { timeout: 30_000 };

test('a script that fails to download reloads the page once, then a message offers a reload that works', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  let failing = true;
  let aborted = 0;
  // The app's start-up code (app/boot.tsx), which main.tsx imports: as if the connection dropped.
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    if (!failing) return route.continue();
    aborted++;
    return route.abort('connectionreset');
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The page could not load' })).toBeVisible(SLOW);
  await expect(alert).toContainText('Check your connection and reload it.');
  // The first failure reloaded the page; the second one showed the message (no reload loop).
  expect(documents).toBe(2);
  expect(aborted).toBeGreaterThanOrEqual(2);
  const reload = alert.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  failing = false;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible(SLOW);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('on a Spanish address the message is in Spanish, also when a shared library fails', async ({ page }) => {
  await page.route(/\/assets\/vendor-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/es/login', { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'La página no ha podido cargarse' })).toBeVisible(SLOW);
  await expect(alert).toHaveAttribute('lang', 'es');
  await expect(alert.getByRole('button', { name: 'Volver a cargar' })).toBeVisible();
});

test("a page's own code that fails to download ends in the message too, not on the splash", async ({ page }) => {
  await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('alert').getByRole('heading', { name: 'The page could not load' })).toBeVisible(SLOW);
  await expect(page.locator('[data-boot-splash]')).toHaveCount(0);
});

test('a download that never ends does not hold the splash for ever: the message comes after 15 s', async ({ page }) => {
  await page.clock.install();
  // The request is held, never answered (a stalled connection).
  await page.route(/\/assets\/boot-[^/]+\.js$/, () => undefined);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('[data-boot-splash]')).toBeVisible(SLOW);
  await page.clock.fastForward(10_000);
  await expect(page.locator('[data-boot-splash]')).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'The page could not load' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
});
