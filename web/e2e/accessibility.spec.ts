import { expect, type Page, test } from '@playwright/test';
import { seedGuide, type SeededGuide, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { seriousAxeViolations } from './support/axe';
import { ownServer } from './support/own-server';

/**
 * axe-core on every host page, the admin pages and the guest page: no serious or critical
 * violation (colour contrast, names, labels). The journey runs its own server because the first
 * Admin is made with `npm run admin:grant` while the server is stopped.
 */
const server = ownServer(4, 'a11y');
const BASE = server.base;
const DESKTOP = { width: 1280, height: 800 };

let admin: SeededHost;
let guide: SeededGuide;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  await server.start();
  admin = await signUpHost(BASE, { firstName: 'Ada', lastName: 'Admin' });
  guide = await seedGuide(BASE, admin.token, { sections: 8, photos: 2, places: 3 });
  await server.stop();
  server.grantAdmin(admin.email);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

/** Opens a page, waits for its heading (the data is in) and answers its serious axe findings. */
async function audit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return (await seriousAxeViolations(page)).map((line) => `${path}: ${line}`);
}

test('no serious or critical axe violation on the host pages, the admin pages and the guest page', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await server.signedInPage(browser, admin, DESKTOP);
  const hostPages = [
    '/home',
    `/home/guide/property-${guide.propertyId}`,
    '/home/guide/properties',
    '/home/guide/ai',
    '/home/guide/devices',
    '/home/guide/guests',
    '/home/guide/hosts',
    '/home/guide/messages',
    '/home/guide/print',
    '/home/guide/videos',
    '/home/inbox',
    '/home/reports',
    '/home/support/contact',
    '/home/support/tutorials',
    '/account',
  ];
  const adminPages = ['/admin', '/admin/ai', '/admin/roles', '/admin/support', '/admin/tools', '/admin/users'];
  const found: string[] = [];
  for (const path of [...hostPages, ...adminPages]) found.push(...(await audit(page, path)));
  const phone = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, isMobile: true });
  const guest = await phone.newPage();
  for (const path of [`/g/${guide.slug}`, `/es/g/${guide.slug}`]) found.push(...(await audit(guest, path)));
  expect(found).toEqual([]);
});
