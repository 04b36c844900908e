import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost, solveAltcha } from '../../scripts/lib/guest-seed.mjs';
import { ownServer } from './support/own-server';

/**
 * The admin area. The first Admin of an installation is made with `npm run admin:grant -- <email>`
 * while the server is stopped (the embedded database is held by one process), so this journey runs
 * its own server on its own data directory: start it, sign the accounts up, stop it, run the real
 * command, start it again. Then an Admin grants Internal to a staff member (desktop); the staff
 * member (phone) cannot use the role actions - not on screen and not through the API - and resends
 * a confirmation e-mail, which Internal staff may do; the audit log shows both changes.
 */
const server = ownServer(2, 'admin');
const BASE = server.base;
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let admin: SeededHost;
let staff: SeededHost;
let newcomerEmail: string;

/** Signs up without confirming: an account Internal staff may send a new confirmation e-mail to. */
async function signUpUnconfirmed(email: string) {
  const challenge = (await (await fetch(`${BASE}/api/auth/botcheck/challenge`)).json()) as {
    result: Parameters<typeof solveAltcha>[0];
  };
  const response = await fetch(`${BASE}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      firstName: 'Nora',
      lastName: 'Newcomer',
      email,
      password: 'Newcomer-pass-2026',
      locale: 'en',
      botToken: solveAltcha(challenge.result),
    }),
  });
  expect(response.status, 'the sign-up is accepted').toBe(200);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await server.start();
  admin = await signUpHost(BASE, { firstName: 'Ada', lastName: 'Admin' });
  staff = await signUpHost(BASE, { firstName: 'Iris', lastName: 'Internal' });
  newcomerEmail = `newcomer.${Date.now().toString(36)}@example.com`;
  await signUpUnconfirmed(newcomerEmail);
  await server.stop();
  // The documented way to make the first Admin.
  server.grantAdmin(admin.email);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('an Admin grants Internal; the staff member answers within their role; the audit log shows both', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The staff member signs in on a phone before holding any role: the admin area is closed.
  const staffPage = await server.signedInPage(browser, staff, PHONE);
  await staffPage.goto('/admin/roles');
  await expect(staffPage).toHaveURL(`${BASE}/`);

  // The Admin, on a desktop: the overview, then grants Internal by e-mail.
  const adminPage = await server.signedInPage(browser, admin, DESKTOP);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Users' })).toContainText('3');
  await expect(adminPage.getByRole('region', { name: 'Database' })).toContainText('OK');
  await shot(adminPage, 'admin-overview-desktop');

  await adminPage.getByRole('link', { name: 'Roles' }).click();
  await adminPage.getByLabel('E-mail of the account').fill(staff.email);
  await adminPage.getByRole('radio', { name: 'Internal' }).check({ force: true });
  await adminPage.getByRole('button', { name: 'Grant' }).click();
  const holders = adminPage.getByRole('list', { name: 'Role holders' });
  await expect(holders.getByRole('listitem').filter({ hasText: staff.email })).toContainText('Internal');
  await expect(holders.getByRole('listitem').filter({ hasText: admin.email })).toContainText('Admin');
  await shot(adminPage, 'admin-roles-desktop');

  // The staff member, still in the session opened before the grant (the token names no role), gets
  // in: the web app asks the server for the current roles (issue 18), no new sign-in needed.
  await staffPage.goto('/admin/roles');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(staffPage.getByText('Only an Admin can grant or revoke roles.')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Grant' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await shot(staffPage, 'admin-roles-internal-phone');
  // Not through the API either.
  const token = await staffPage.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const refused = await staffPage.request.post('/api/admin/roles', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: staff.email, role: 'Admin' },
  });
  expect(refused.status()).toBe(403);

  // What Internal staff may do: find a user and send them a new confirmation e-mail.
  await staffPage.goto('/admin/users');
  await staffPage.getByLabel('Search users').fill('newcomer');
  await staffPage.getByRole('button', { name: 'Nora Newcomer' }).click();
  const drawer = staffPage.getByRole('dialog', { name: 'User' });
  await expect(drawer).toContainText(newcomerEmail);
  await expect(drawer.getByRole('button', { name: 'Delete user' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(staffPage.getByText('A new confirmation e-mail is on its way.')).toBeVisible();
  await shot(staffPage, 'admin-user-internal-phone');

  // The Admin's audit log shows both changes, with who made them.
  await adminPage.goto('/admin/tools');
  const log = adminPage.getByRole('table', { name: 'Audit log' });
  const grantRow = log.getByRole('row').filter({ hasText: 'Role granted' }).filter({ hasText: admin.email });
  await expect(grantRow).toContainText('role: — → Internal');
  await expect(
    log.getByRole('row').filter({ hasText: 'Confirmation resent' }).filter({ hasText: staff.email }),
  ).toContainText(newcomerEmail);
  await expect(
    log.getByRole('row').filter({ hasText: 'Role granted' }).filter({ hasText: 'command line' }),
  ).toHaveCount(1);
  await shot(adminPage, 'admin-tools-desktop');

  // The lookup lists are there on a fresh installation, with their names in both languages.
  await adminPage.getByRole('tab', { name: 'Lists' }).click();
  await expect(adminPage.getByRole('textbox', { name: /^English name of / }).first()).not.toHaveValue('');
  await expect(adminPage.getByRole('textbox', { name: /^Spanish name of / }).first()).not.toHaveValue('');

  // Deleting asks for the user's e-mail first (not carried out here).
  await adminPage.goto('/admin/users');
  await adminPage.getByRole('button', { name: 'Nora Newcomer' }).click();
  await adminPage.getByRole('dialog', { name: 'User' }).getByRole('button', { name: 'Delete user' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Delete this user?' });
  await expect(confirm.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
  await confirm.getByLabel(`Type ${newcomerEmail} to confirm`).fill(newcomerEmail);
  await expect(confirm.getByRole('button', { name: 'Delete for good' })).toBeEnabled();
  await shot(adminPage, 'admin-delete-confirm-desktop');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // A revoked role closes the area at the staff member's next navigation, in the same session.
  await adminPage.goto('/admin/roles');
  await adminPage.getByRole('button', { name: `Revoke Internal from ${staff.email}` }).click();
  await adminPage.getByRole('dialog', { name: 'Revoke this role?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(
    adminPage.getByRole('list', { name: 'Role holders' }).getByRole('listitem').filter({ hasText: staff.email }),
  ).toHaveCount(0);
  // An in-app navigation (no page load) asks the server again.
  await staffPage.keyboard.press('Escape');
  await expect(staffPage.getByRole('dialog', { name: 'User' })).toHaveCount(0);
  await staffPage.getByRole('button', { name: 'Open navigation' }).click();
  await staffPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' }).click();
  await expect(staffPage).toHaveURL(`${BASE}/`);
  // (Screens below are photographed as Internal: grant the role again.)
  if (SHOTS) {
    await adminPage.getByLabel('E-mail of the account').fill(staff.email);
    await adminPage.getByRole('radio', { name: 'Internal' }).check({ force: true });
    await adminPage.getByRole('button', { name: 'Grant' }).click();
    await expect(
      adminPage.getByRole('list', { name: 'Role holders' }).getByRole('listitem').filter({ hasText: staff.email }),
    ).toContainText('Internal');
  }

  if (SHOTS) {
    // The other screens, for looking at: both sizes, both languages.
    for (const route of [
      '/admin/users',
      '/admin/ai',
      '/admin/tools?tab=outbox',
      '/es/admin',
      '/es/admin/tools?tab=lists',
      '/es/admin/roles',
    ]) {
      await adminPage.goto(route);
      await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
      await adminPage.waitForLoadState('networkidle');
      await shot(adminPage, `desktop${route.replace(/[/?=]/g, '_')}`);
    }
    for (const route of ['/es/admin', '/admin/users', '/admin/tools']) {
      await staffPage.goto(route);
      await expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible();
      await staffPage.waitForLoadState('networkidle');
      await shot(staffPage, `phone${route.replace(/[/?=]/g, '_')}`);
    }
  }
});
