import { expect, test } from '@playwright/test';
import { signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { watchCsp } from './support/csp';

/**
 * With no optional third party configured (the default server), the site loads nothing from
 * elsewhere and breaks none of its own Content-Security-Policy rules. The configured services have
 * their own journeys (web/e2e/third-parties/).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const SLOW = { timeout: 60_000 };

test('with no third party configured, a host signs in and works without a CSP violation or outside script', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const host = await signUpHost(BASE);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE}/home`, SLOW);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);

  const outside = await page.evaluate(() =>
    [...document.scripts].map((script) => script.src).filter((src) => src && !src.startsWith(window.location.origin)),
  );
  expect(outside).toEqual([]);
  expect(await violations()).toEqual([]);
});
