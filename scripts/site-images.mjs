// `node scripts/site-images.mjs [base]`: the pictures of the public site, taken from the real product.
// Seeds a host and a guide into a running server (default http://127.0.0.1:3000, started with
// `npm start` on an empty DATA_DIR) through its public API, then photographs with Chromium:
//   - the guest guide on a phone, the host's guide editor and the print screen (booklet and QR sign),
//     written as small WebP files to web/src/app/routes/marketing/assets/;
//   - the social preview card (1200x630 PNG) the public pages name in og:image: web/public/social-card.png.
// Run it again after a visible change to the product, and commit the files.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { seedGuide, signUpHost } from './lib/guest-seed.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASE = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const ASSETS = path.join(ROOT, 'web/src/app/routes/marketing/assets');
mkdirSync(ASSETS, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** A screenshot resized to `width` CSS pixels (2x for sharp screens) and written as WebP. */
async function shoot(page, name, width) {
  const png = await page.screenshot();
  await sharp(png)
    .resize({ width: width * 2 })
    .webp({ quality: 72 })
    .toFile(path.join(ASSETS, `${name}.webp`));
  console.log(`wrote ${name}.webp`);
}

try {
  for (const locale of ['en', 'es']) {
    const host = await signUpHost(BASE, { firstName: locale === 'es' ? 'Lucía' : 'Laura', lastName: 'Romero', locale });
    const guide = await seedGuide(BASE, host.token, { sections: 8, photos: 0, places: 6, accessCode: null });

    // The guest guide, as a guest sees it on a phone.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale,
      isMobile: true,
      hasTouch: true,
    });
    const guestPage = await phone.newPage();
    await guestPage.goto(`${BASE}${locale === 'es' ? '/es' : ''}/g/${guide.slug}`, { waitUntil: 'networkidle' });
    await shoot(guestPage, `guest-guide-${locale}`, 300);
    await phone.close();

    // The host's side: sign in through the form, then the guide editor and the print screen.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const hostPage = await desktop.newPage();
    const prefix = locale === 'es' ? '/es' : '';
    await hostPage.goto(`${BASE}${prefix}/login`);
    const fields = JSON.parse(readFileSync(path.join(ROOT, `common/locales/${locale}/auth.json`), 'utf8')).fields;
    await hostPage.getByLabel(fields.email).fill(host.email);
    await hostPage.getByLabel(fields.password, { exact: true }).fill(host.password);
    await hostPage.locator('form button[type="submit"]').click();
    await hostPage.waitForURL(/\/home/);
    await hostPage.goto(`${BASE}${prefix}/home/guide/property-${guide.propertyId}`, { waitUntil: 'networkidle' });
    await shoot(hostPage, `host-editor-${locale}`, 640);
    await hostPage.goto(`${BASE}${prefix}/home/guide/print`, { waitUntil: 'networkidle' });
    await shoot(hostPage, `host-print-${locale}`, 640);
    await desktop.close();
  }

  // The social preview card: the logo, the product line and the guest guide on a phone.
  const logo = readFileSync(path.join(ROOT, 'web/public/favicon.svg'), 'utf8');
  const phoneShot = readFileSync(path.join(ASSETS, 'guest-guide-en.webp')).toString('base64');
  const card = await browser.newContext({ viewport: { width: 1200, height: 630 } });
  const cardPage = await card.newPage();
  await cardPage.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;justify-content:space-between;padding:0 80px;box-sizing:border-box;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#e6f6f4 0%,#fff8db 100%)">
    <div style="max-width:620px"><div style="display:flex;align-items:center;gap:16px"><div style="width:72px;height:72px">${logo}</div><span style="font-size:44px;font-weight:800;color:#0b3d37">Guidebook</span></div>
    <p style="font-size:52px;line-height:1.1;font-weight:800;color:#102a27;margin:36px 0 18px">Every answer your guests need, in one link</p>
    <p style="font-size:26px;color:#2f4b47;margin:0">Web guide · printed booklet · QR sign · AI concierge</p></div>
    <img src="data:image/webp;base64,${phoneShot}" style="height:560px;border-radius:36px;border:10px solid #102a27;box-shadow:0 20px 40px rgba(0,0,0,.2)"/></body></html>`);
  const cardPng = await cardPage.screenshot();
  await sharp(cardPng)
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(path.join(ROOT, 'web/public/social-card.png'));
  console.log('wrote web/public/social-card.png');
  await card.close();
} finally {
  await browser.close();
}
