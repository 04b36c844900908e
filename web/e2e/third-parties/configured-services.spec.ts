import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkTo, uniqueEmail, waitForMail } from '../support/accounts';
import { watchCsp } from '../support/csp';

/**
 * Each optional third party configured on its own server (web/playwright.third-parties.config.ts),
 * against a local fake that speaks Google's client APIs (web/e2e/support/fake-google.mjs): the page
 * loads the service's script under the server's Content-Security-Policy without a single violation,
 * and the flow the service exists for completes.
 */
const port = (name: string) => Number(process.env[`E2E_${name}_PORT`]);
const FAKE = `http://127.0.0.1:${port('FAKE')}`;
const GOOGLE = `http://127.0.0.1:${port('GOOGLE')}`;
const RECAPTCHA = `http://127.0.0.1:${port('RECAPTCHA')}`;
const ANALYTICS = `http://127.0.0.1:${port('ANALYTICS')}`;
const SLOW = { timeout: 60_000 };

test.use({ viewport: { width: 1280, height: 800 } });

test('with Google sign-in configured, "Continue with Google" signs a new host in without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(`${GOOGLE}/login`);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible(SLOW);
  const answer = page.waitForResponse((response) => response.url() === `${GOOGLE}/api/auth/IssueTokenGoogle` && response.request().method() === 'POST');
  await google.click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(`${GOOGLE}/home`, SLOW);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible(SLOW);
  expect(await violations()).toEqual([]);
});

test.describe('reCAPTCHA', () => {
  test.use({ baseURL: RECAPTCHA });

  test('with reCAPTCHA configured, a host signs up and signs in through the forms without a CSP violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const email = uniqueEmail('recaptcha');
    const password = `Harbour-${randomBytes(4).toString('hex')} tides`;

    await page.goto(`${RECAPTCHA}/login/register`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible(SLOW);
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Captcha');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible(SLOW);
    const mail = await waitForMail(request, email, 'Confirm your Guidebook account');
    await page.goto(linkTo(mail, '/login/confirm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible(SLOW);

    await page.goto(`${RECAPTCHA}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${RECAPTCHA}/home`, SLOW);
    // The server checked both tokens with the (fake) siteverify endpoint.
    expect(await (await request.get(`${FAKE}/verified`)).json()).toEqual(expect.arrayContaining(['signup', 'login']));
    expect(await violations()).toEqual([]);
  });
});

test('with analytics configured, the tag loads only after consent and counts page views without a CSP violation', async ({ page, request }) => {
  const violations = await watchCsp(page);
  const hitsBefore = ((await (await request.get(`${FAKE}/hits`)).json()) as unknown[]).length;
  await page.goto(`${ANALYTICS}/pricing`);
  const banner = page.getByRole('region', { name: 'May we measure visits?' });
  await expect(banner).toBeVisible(SLOW);
  await expect(page.locator('script[data-analytics="gtag"]')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('script[data-analytics="gtag"]')).toHaveAttribute('src', `${FAKE}/gtag/js?id=G-E2E123`);
  await expect
    .poll(async () => ((await (await request.get(`${FAKE}/hits`)).json()) as { name: string; params: { page_location?: string } }[]).slice(hitsBefore).filter((hit) => hit.name === 'page_view').map((hit) => hit.params.page_location))
    .toContain(`${ANALYTICS}/pricing`);

  // Remembered: the next visit loads the tag at once and does not ask again.
  await page.goto(`${ANALYTICS}/es/pricing`);
  await expect(page.locator('script[data-analytics="gtag"]')).toHaveCount(1, SLOW);
  await expect(page.getByRole('region', { name: '¿Podemos medir las visitas?' })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
