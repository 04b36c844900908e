import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seedGuide, type SeededGuide, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { linkTo, waitForMail } from './support/accounts';

/**
 * Co-hosting (desktop for the owner, a phone for the co-host): the owner invites a co-host to a
 * guide, the co-host opens the e-mailed link, signs in from it, accepts and edits a section; the
 * owner removes them, and their next save is refused with a message saying they lost access.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

let owner: SeededHost;
let coHost: SeededHost;
let guide: SeededGuide;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  owner = await signUpHost(BASE, { firstName: 'Olga', lastName: 'Owner' });
  coHost = await signUpHost(BASE, { firstName: 'Carl', lastName: 'Cohost' });
  guide = await seedGuide(BASE, owner.token, { sections: 3, photos: 0, places: 0 });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, host: SeededHost) {
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the welcome section of the guide editor and replaces its English text. */
async function editWelcome(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Guide' }).click();
  const header = page.getByRole('button', { name: /^Welcome to Casa Sol/ });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await page.getByRole('tab', { name: /^English/ }).click();
  const body = page.getByRole('textbox', { name: 'Text (English)', exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Save' }).click();
}

test.describe('co-hosts', () => {
  test('the owner invites a co-host, who accepts through the e-mailed link and edits a section; once removed, their next save fails and says why', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);

    // The owner invites from the co-hosts screen.
    await page.goto('/login?redirect=%2Fhome%2Fguide%2Fhosts');
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/home\/guide\/hosts$/, { timeout: 30_000 });
    const card = page.getByRole('region', { name: 'Casa Sol' });
    await expect(card.getByText('No co-hosts yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Invite a co-host' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a co-host' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(coHost.email);
    await dialog.getByRole('textbox', { name: /Personal message/ }).fill('Thanks for helping with the guests!');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(coHost.email)).toBeVisible();
    await expect(card.getByText(/^Expires /)).toBeVisible();
    await shot(page, 'hosts-desktop-invited');

    // The co-host, on a phone, opens the link from the e-mail and signs in from it.
    const mail = await waitForMail(request, coHost.email, 'Olga Owner invites you to co-host on Guidebook');
    const link = linkTo(mail, '/host/confirm');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const coHostPage = await phone.newPage();
    await coHostPage.goto(link);
    await expect(coHostPage.getByText('Olga Owner invites you to co-host:')).toBeVisible();
    await expect(coHostPage.getByRole('listitem').filter({ hasText: 'Casa Sol' })).toBeVisible();
    await expect(coHostPage.getByText('Thanks for helping with the guests!')).toBeVisible();
    await shot(coHostPage, 'confirm-phone-signed-out');
    await coHostPage.getByRole('link', { name: 'Sign in' }).click();
    await expect(coHostPage).toHaveURL(/\/login\?redirect=/);
    await signIn(coHostPage, coHost);
    await expect(coHostPage).toHaveURL(/\/host\/confirm\?token=/, { timeout: 30_000 });
    await coHostPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(coHostPage.getByText('Done: you are now a co-host of Casa Sol.')).toBeVisible();
    await shot(coHostPage, 'confirm-phone-accepted');

    // The co-host edits a section of the owner's guide.
    await coHostPage.goto(`/home/guide/property-${guide.propertyId}`);
    await editWelcome(coHostPage, 'Edited by Carl, the co-host.');
    await expect(coHostPage.getByText('Your property was saved.')).toBeVisible();

    // The owner sees them and removes them.
    await page.reload();
    await expect(card.getByText('Carl Cohost')).toBeVisible();
    await shot(page, 'hosts-desktop-cohost');
    await card.getByRole('button', { name: 'Remove: Carl Cohost' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove co-host' });
    await expect(confirm.getByText('Carl Cohost will lose access to Casa Sol at once.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(card.getByText('No co-hosts yet.')).toBeVisible();

    // The co-host's next save, from the page still open with a valid session, is refused.
    await editWelcome(coHostPage, 'One more change after being removed.');
    await expect(coHostPage.getByText(/no longer have access to it/)).toBeVisible();
    await shot(coHostPage, 'editor-phone-refused');
    await phone.close();

    // The owner's screen in Spanish on a phone: the invitation form's texts.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/home/guide/hosts');
    await expect(page.getByRole('heading', { name: 'Coanfitriones', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Casa Sol' }).getByText('Aún no hay coanfitriones.')).toBeVisible();
    await page.getByRole('button', { name: 'Invitar a un coanfitrión' }).first().click();
    await expect(
      page.getByRole('dialog', { name: 'Invitar a un coanfitrión' }).getByRole('button', { name: 'Enviar invitación' }),
    ).toBeVisible();
    await shot(page, 'hosts-phone-es-invite');
  });

  test('the invitation page in Spanish on a phone, for a link that is no longer valid', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto('/es/host/confirm?token=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Invitación de coanfitrión' })).toBeVisible();
    // The page says it once (no error toast on top of it).
    await expect(page.getByRole('alert')).toHaveText(/Este enlace de invitación ya no es válido/);
    await shot(page, 'confirm-phone-es-invalid');
    await phone.close();
  });
});
