import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seedGuide, signUpHost } from '../../../scripts/lib/guest-seed.mjs';
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

test('with Google sign-in configured, "Continue with Google" signs a new host in without a CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto(`${GOOGLE}/login`);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible(SLOW);
  const answer = page.waitForResponse(
    (response) => response.url() === `${GOOGLE}/api/auth/IssueTokenGoogle` && response.request().method() === 'POST',
  );
  await google.click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(`${GOOGLE}/home`, SLOW);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible(SLOW);
  expect(await violations()).toEqual([]);
});

test.describe('reCAPTCHA', () => {
  test.use({ baseURL: RECAPTCHA });

  test('with reCAPTCHA configured, a host signs up and signs in through the forms without a CSP violation', async ({
    page,
    request,
  }) => {
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

test('with analytics configured, the tag loads only after consent and counts page views without a CSP violation', async ({
  page,
  request,
}) => {
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
    .poll(async () =>
      ((await (await request.get(`${FAKE}/hits`)).json()) as { name: string; params: { page_location?: string } }[])
        .slice(hitsBefore)
        .filter((hit) => hit.name === 'page_view')
        .map((hit) => hit.params.page_location),
    )
    .toContain(`${ANALYTICS}/pricing`);

  // Remembered: the next visit loads the tag at once and does not ask again.
  await page.goto(`${ANALYTICS}/es/pricing`);
  await expect(page.locator('script[data-analytics="gtag"]')).toHaveCount(1, SLOW);
  await expect(page.getByRole('region', { name: '¿Podemos medir las visitas?' })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('with analytics configured, a guest guide loads the tag only where its host opted in, after the guest consents, without a CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  type Hit = { command: string; name: string; params: { page_location?: string } };
  const hits = async () => (await (await request.get(`${FAKE}/hits`)).json()) as Hit[];
  const tag = page.locator('script[data-analytics="gtag"]');
  const host = await signUpHost(ANALYTICS);
  const plain = await seedGuide(ANALYTICS, host.token, { sections: 2, photos: 0, places: 0, accessCode: null });
  const measured = await seedGuide(ANALYTICS, host.token, { sections: 2, photos: 0, places: 0, accessCode: null });
  // The host turns page analytics on for the second guide only (the editor's "Visit statistics" switch).
  const auth = { authorization: `Bearer ${host.token}` };
  const properties = (await (await request.get(`${ANALYTICS}/api/property/user`, { headers: auth })).json()).result as {
    propertyId: number;
    guide: Record<string, unknown>;
  }[];
  const property = properties.find((p) => p.propertyId === measured.propertyId)!;
  const saved = await request.put(`${ANALYTICS}/api/property/user`, {
    headers: auth,
    data: { ...property, guide: { ...property.guide, guestAnalytics: true } },
  });
  expect(saved.status()).toBe(200);

  const violations = await watchCsp(page);
  // A guide without the opt-in: no question, no tag, and its policy does not even allow the tag server,
  // although the host app on this server may load it (after consent).
  const plainPage = await page.goto(`${ANALYTICS}/g/${plain.slug}`);
  expect(plainPage!.headers()['content-security-policy']).not.toContain(FAKE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'May we measure visits?' })).toHaveCount(0);
  await expect(tag).toHaveCount(0);

  // The guide with the opt-in asks first and loads nothing before an answer.
  const hitsBefore = (await hits()).length;
  const measuredPage = await page.goto(`${ANALYTICS}/g/${measured.slug}`);
  expect(measuredPage!.headers()['content-security-policy']).toContain(FAKE);
  const banner = page.getByRole('region', { name: 'May we measure visits?' });
  await expect(banner).toBeVisible(SLOW);
  await expect(tag).toHaveCount(0);
  // Keyboard: the answers are buttons in the tab order.
  await banner.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(tag).toHaveAttribute('src', `${FAKE}/gtag/js?id=G-E2E123`);
  await expect
    .poll(async () =>
      (await hits())
        .slice(hitsBefore)
        .filter((hit) => hit.name === 'page_view')
        .map((hit) => hit.params.page_location),
    )
    .toContain(`${ANALYTICS}/g/${measured.slug}`);

  // Remembered on this device: the Spanish page loads the tag at once without asking.
  await page.goto(`${ANALYTICS}/es/g/${measured.slug}`);
  await expect(tag).toHaveCount(1, SLOW);
  await expect(page.getByRole('region', { name: '¿Podemos medir las visitas?' })).toBeHidden();
  // The footer lets the guest change the answer; after a no, the next visit loads nothing.
  await page.getByRole('button', { name: 'Cambiar mi respuesta sobre la analítica' }).click();
  await page
    .getByRole('region', { name: '¿Podemos medir las visitas?' })
    .getByRole('button', { name: 'Rechazar' })
    .click();
  await page.goto(`${ANALYTICS}/g/${measured.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'May we measure visits?' })).toBeHidden();
  await expect(tag).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
