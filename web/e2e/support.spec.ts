import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { ownServer } from './support/own-server';

/**
 * Support tickets end to end. Staff need a role, and the first Admin is made with `npm run
 * admin:grant` while the server is stopped, so (as in admin.spec.ts) this journey runs its own server
 * on its own data directory: sign up an Admin, a staff member and a host, stop, grant, start again;
 * the Admin grants Internal to the staff member. Then the host (phone) files a ticket, the staff
 * member (desktop) adds an internal note and a reply, and the host sees the reply but never the note.
 */
const server = ownServer(3, 'support');
const BASE = server.base;
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let admin: SeededHost;
let staff: SeededHost;
let host: SeededHost;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await server.start();
  admin = await signUpHost(BASE, { firstName: 'Ada', lastName: 'Admin' });
  staff = await signUpHost(BASE, { firstName: 'Iris', lastName: 'Internal' });
  host = await signUpHost(BASE, { firstName: 'Hana', lastName: 'Host' });
  await server.stop();
  server.grantAdmin(admin.email);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('a host files a ticket, staff keep a note and reply, the host sees the reply but not the note', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The Admin grants Internal to the staff member (the way admin.spec.ts does, on the Roles screen).
  const adminPage = await server.signedInPage(browser, admin, DESKTOP);
  await adminPage.goto('/admin/roles');
  await adminPage.getByLabel('E-mail of the account').fill(staff.email);
  await adminPage.getByRole('radio', { name: 'Internal' }).check({ force: true });
  await adminPage.getByRole('button', { name: 'Grant' }).click();
  await expect(
    adminPage.getByRole('list', { name: 'Role holders' }).getByRole('listitem').filter({ hasText: staff.email }),
  ).toContainText('Internal');
  await adminPage.context().close();

  // The host, on a phone, writes to support.
  const hostPage = await server.signedInPage(browser, host, PHONE);
  await hostPage.goto('/home/support/contact');
  const form = hostPage.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Topic', { exact: true }).first().click();
  await hostPage.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Subject' }).fill('My Wi-Fi section vanished');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Since this morning the Wi-Fi section is gone from my guide.');
  await form.getByRole('button', { name: 'Send to support' }).click();
  await expect(hostPage.getByText(/your request #\d+ has been sent/)).toBeVisible();
  const tickets = hostPage.getByRole('region', { name: 'Your requests' });
  await expect(tickets.getByRole('button', { name: /My Wi-Fi section vanished/ })).toContainText('Open');
  await shot(hostPage, 'support-host-phone');

  // The staff member, on a desktop: the queue, then the ticket; a note, then a reply.
  const staffPage = await server.signedInPage(browser, staff, DESKTOP);
  await staffPage.goto('/admin/support');
  await staffPage.getByRole('link', { name: 'My Wi-Fi section vanished' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'My Wi-Fi section vanished' })).toBeVisible();
  await expect(staffPage.getByText('Since this morning the Wi-Fi section is gone from my guide.')).toBeVisible();
  const composer = staffPage.getByRole('form', { name: 'Reply or internal note' });
  await expect(composer).toContainText('it is never sent or shown to the requester');
  await composer.getByRole('switch', { name: /^Internal note/ }).check({ force: true });
  await composer
    .getByRole('textbox', { name: 'Internal note (staff only)' })
    .fill('Section was deleted by a co-host, restoring it.');
  await composer.getByRole('button', { name: 'Add note' }).click();
  await expect(staffPage.getByTestId('ticket-note')).toContainText('Section was deleted by a co-host, restoring it.');
  await composer.getByRole('switch', { name: /^Internal note/ }).uncheck({ force: true });
  await composer
    .getByRole('textbox', { name: 'Reply to the requester (sent by e-mail)' })
    .fill('It is back now. Please check your guide.');
  await composer.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    staffPage.getByTestId('ticket-message').filter({ hasText: 'It is back now. Please check your guide.' }),
  ).toBeVisible();
  await staffPage.getByRole('radio', { name: 'Waiting for requester' }).check({ force: true });
  await staffPage.getByRole('button', { name: 'Assign to me' }).click();
  await expect(staffPage.getByRole('button', { name: 'Assign to nobody' })).toBeVisible();
  await expect(staffPage.getByText('Assigned to: Iris Internal')).toBeVisible();
  await shot(staffPage, 'support-staff-desktop');

  // The host sees the reply and the new status, never the note.
  await hostPage.reload();
  await expect(tickets.getByRole('button', { name: /My Wi-Fi section vanished/ })).toContainText('Waiting for you');
  await tickets.getByRole('button', { name: /My Wi-Fi section vanished/ }).click();
  const drawer = hostPage.getByRole('dialog', { name: 'My Wi-Fi section vanished' });
  await expect(drawer).toContainText('It is back now. Please check your guide.');
  await expect(drawer).not.toContainText('restoring it');
  await shot(hostPage, 'support-host-thread-phone');

  if (SHOTS) {
    // The other screens, for looking at: the public form in Spanish on the phone, the queue on the desktop.
    await hostPage.goto('/es/community/contact');
    await expect(hostPage.getByRole('form', { name: 'Envíanos un mensaje' })).toBeVisible();
    await shot(hostPage, 'support-public-es-phone');
    await staffPage.goto('/es/admin/support');
    await expect(staffPage.getByRole('link', { name: 'My Wi-Fi section vanished' })).toHaveCount(0);
    await shot(staffPage, 'support-queue-es-desktop');
  }
  await hostPage.context().close();
  await staffPage.context().close();
});

test('a visitor sends the prerendered public contact form (it hydrates without warnings) and staff find the ticket', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: BASE, viewport: PHONE, locale: 'es-ES' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/es/community/contact');
  const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
  // The prerendered page starts the app at the visitor's first sign of intent; until then the fields are read-only.
  await expect(form.getByRole('textbox', { name: 'Tu nombre' })).toHaveAttribute('readonly', '');
  await form.getByRole('textbox', { name: 'Tu nombre' }).focus();
  await form.getByRole('textbox', { name: 'Tu nombre' }).fill('Lucía Visitante');
  await form.getByRole('textbox', { name: 'Tu correo electrónico' }).fill('lucia.visitante@example.com');
  await form.getByLabel('Tema', { exact: true }).first().click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Asunto' }).fill('¿Guías en dos idiomas?');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('¿Puedo tener la guía en inglés y en español a la vez?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status')).toContainText('Gracias, tu mensaje está en camino');
  await expect(page.getByRole('status')).toContainText('lucia.visitante@example.com');
  await shot(page, 'support-public-thanks-es-phone');
  expect(problems, 'no hydration or console errors').toEqual([]);
  await context.close();

  const staffPage = await server.signedInPage(browser, staff, DESKTOP);
  await staffPage.goto('/admin/support');
  await staffPage.getByLabel('Search').fill('visitante');
  await expect(staffPage.getByRole('link', { name: '¿Guías en dos idiomas?' })).toBeVisible();
  await expect(staffPage.getByRole('row').filter({ hasText: '¿Guías en dos idiomas?' })).toContainText(
    'lucia.visitante@example.com',
  );
});
