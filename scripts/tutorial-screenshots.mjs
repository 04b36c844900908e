// `npm run tutorials:screenshots`: the screenshots of the host tutorials (/home/support/tutorials),
// taken from the real product so they can be refreshed whenever the screens change. Starts the
// product on an empty data directory, seeds a demo host, property, guide, stay, message template,
// device and video through the API, then photographs each screen in English and in Spanish with
// Playwright in Debian's Chromium. The images (WebP, ~1000 px wide) are written to
// web/src/features/support/tutorials/screenshots/{en,es}/ and committed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from './lib/bench-http.mjs';
import { seedGuide, signUpHost, solveAltcha } from './lib/guest-seed.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const OUT = path.join(ROOT, 'web/src/features/support/tutorials/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOCALES = ['en', 'es'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A phone's browser agent: headless Chromium's own is not counted as a guest. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** Width of the stored images (desktop shots are scaled down to it; phone shots keep their width x 2). */
const IMAGE_WIDTH = 1000;

if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}

async function api(base, method, url, token, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.result;
}

/** A demo host with one complete, published guide and a little of everything else. */
async function seed(base) {
  const host = await signUpHost(base, { firstName: 'Lucía', lastName: 'Martín' });
  const guide = await seedGuide(base, host.token, { sections: 8, photos: 6, places: 4 });
  const { token } = host;
  await api(base, 'GET', '/messages/templates', token);
  await api(base, 'POST', '/devices', token, {
    propertyId: guide.propertyId,
    name: 'Coffee machine',
    category: 'coffeeMachine',
    location: 'Kitchen, next to the fridge',
    brand: 'Nespresso',
    model: 'Essenza Mini',
    howTo: {
      en: '<p>Fill the water tank, put a capsule in and press the big button.</p>',
      es: '<p>Llena el depósito, pon una cápsula y pulsa el botón grande.</p>',
    },
  }).catch((error) => console.warn(`device not seeded: ${error.message}`));
  await api(base, 'POST', '/videos', token, {
    propertyId: guide.propertyId,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: { en: 'Opening the key box', es: 'Cómo abrir la caja de llaves' },
  }).catch((error) => console.warn(`video not seeded: ${error.message}`));
  const challenge = await api(base, 'GET', '/auth/botcheck/challenge');
  const session = await api(base, 'POST', '/auth/issuetoken', undefined, {
    email: host.email,
    password: host.password,
    rememberMe: true,
    botToken: solveAltcha(challenge),
  });
  return { host, guide, session };
}

/**
 * The screens, in the order the tutorials use them. `path` is unprefixed (Spanish adds /es);
 * `prepare` brings the screen to the state shown; `phone` shots use a phone's viewport.
 */
const SHOTS = [
  { name: 'dashboard', path: '/home', ready: (page) => page.getByTestId('onboarding-checklist') },
  { name: 'properties', path: '/home/guide/properties' },
  { name: 'editor-details', path: ({ guide }) => `/home/guide/property-${guide.propertyId}` },
  {
    name: 'editor-guide',
    path: ({ guide }) => `/home/guide/property-${guide.propertyId}`,
    prepare: (page, l) => clickTab(page, l.tabGuide),
  },
  {
    name: 'editor-wifi',
    path: ({ guide }) => `/home/guide/property-${guide.propertyId}`,
    prepare: async (page, l) => {
      await clickTab(page, l.tabGuide);
      await page.locator('button[aria-expanded]').filter({ hasText: l.wifiSection }).first().click();
      const wifi = page.getByLabel(l.wifiNetwork).first();
      await wifi.scrollIntoViewIfNeeded();
      await page.evaluate(() => globalThis.scrollBy(0, -120));
    },
  },
  {
    name: 'photo-drawer',
    path: ({ guide }) => `/home/guide/property-${guide.propertyId}`,
    prepare: async (page, l) => {
      await page.getByRole('button', { name: l.changeImage }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(1200);
    },
  },
  {
    name: 'editor-sharing',
    path: ({ guide }) => `/home/guide/property-${guide.propertyId}`,
    prepare: (page, l) => clickTab(page, l.tabSharing),
  },
  { name: 'guest-guide', phone: true, path: ({ guide }) => `/g/${guide.slug}`, guest: true },
  { name: 'link-page', phone: true, path: '/link', guest: true },
  { name: 'print', path: '/home/guide/print' },
  { name: 'ai', path: '/home/guide/ai' },
  {
    name: 'guests',
    path: '/home/guide/guests',
    // Stays after the dashboard's picture: a stay ticks the checklist's last step (sharing).
    before: async (base, { host, guide }) => {
      const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await api(base, 'POST', '/stays', host.token, {
        propertyId: guide.propertyId,
        guestName: 'Emma Johnson',
        email: 'emma.johnson@example.com',
        phone: '+44 7700 900123',
        locale: 'en',
        guestCount: 2,
        checkInDate: inDays(2),
        checkOutDate: inDays(5),
      });
      await api(base, 'POST', '/stays', host.token, {
        propertyId: guide.propertyId,
        guestName: 'Javier Ortega',
        email: 'javier.ortega@example.com',
        locale: 'es',
        guestCount: 3,
        checkInDate: inDays(9),
        checkOutDate: inDays(12),
      });
    },
  },
  { name: 'messages', path: '/home/guide/messages' },
  { name: 'cohosts', path: '/home/guide/hosts' },
  { name: 'devices', path: '/home/guide/devices' },
  { name: 'videos', path: '/home/guide/videos' },
  {
    name: 'reports',
    path: '/home/reports',
    // A few guest visits first, so the reports have something to show (and the checklist, taken
    // earlier, still has its last step to do).
    before: async (base, { guide }) => {
      for (const locale of ['en', 'es', 'en']) {
        await fetch(`${base}/api/guide/${guide.slug}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': PHONE_AGENT },
          body: JSON.stringify({ events: [{ type: 'visit' }, { type: 'open', locale }, { type: 'copy_wifi' }] }),
        });
      }
    },
  },
];

/** Words of the screens the script clicks, per language (the locale bundles' own strings). */
const LABELS = {
  en: {
    tabGuide: 'Guide',
    tabSharing: 'Publish & share',
    wifiNetwork: 'Network name',
    wifiSection: 'Wi-Fi and streaming',
    changeImage: 'Change image',
    invite: 'Invite a co-host',
  },
  es: {
    tabGuide: 'Guía',
    tabSharing: 'Publicar y compartir',
    wifiNetwork: 'Nombre de la red',
    wifiSection: 'Wi-Fi and streaming',
    changeImage: 'Cambiar imagen',
    invite: 'Invitar a un coanfitrión',
  },
};

async function clickTab(page, name) {
  await page.getByRole('tab', { name }).click();
  await page.waitForTimeout(500);
}

async function save(buffer, locale, name, phone) {
  const dir = path.join(OUT, locale);
  mkdirSync(dir, { recursive: true });
  const image = sharp(buffer).resize({ width: phone ? PHONE.width : IMAGE_WIDTH, withoutEnlargement: true });
  await image.webp({ quality: 68, effort: 6, smartSubsample: true }).toFile(path.join(dir, `${name}.webp`));
}

async function main() {
  ensureWebBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-tutorials-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      DATABASE_URL: '',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let browser;
  try {
    for (let i = 0; ; i++) {
      const status = await fetch(`${base}/readyz`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 200) break;
      if (i > 240 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`server on ${base}; seeding the demo host`);
    const demo = await seed(base);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const only = process.argv.slice(2);
    const contexts = {};
    const contextFor = async (shot, locale) => {
      const key = `${locale}-${shot.phone ? 'phone' : 'desktop'}-${shot.guest ? 'guest' : 'host'}`;
      if (!contexts[key]) {
        const context = await browser.newContext({
          baseURL: base,
          viewport: shot.phone ? PHONE : DESKTOP,
          deviceScaleFactor: shot.phone ? 2 : 1,
          locale: locale === 'es' ? 'es-ES' : 'en-US',
          ...(shot.phone ? { isMobile: true, hasTouch: true, userAgent: PHONE_AGENT } : {}),
        });
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: base }]);
        if (!shot.guest)
          await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(demo.session));
        // No cookie banner in the pictures: the visitor has already answered it.
        await context.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
        contexts[key] = context;
      }
      return contexts[key];
    };
    // Screen by screen, both languages each: what a screen shows must not change between them.
    for (const shot of SHOTS) {
      if (only.length && !only.includes(shot.name)) continue;
      if (shot.before) await shot.before(base, demo);
      for (const locale of LOCALES) {
        const page = await (await contextFor(shot, locale)).newPage();
        const unprefixed = typeof shot.path === 'function' ? shot.path(demo) : shot.path;
        await page.goto(`${locale === 'es' ? '/es' : ''}${unprefixed}`, { waitUntil: 'networkidle' });
        // The web app may be rebuilt under the running server (another build of this tree): its old
        // page chunks are gone, so the page shows the crash screen. Load it again, fresh.
        for (
          let attempt = 0;
          attempt < 3 &&
          (await page.getByRole('heading', { name: /^(Something went wrong|Algo ha salido mal)$/ }).count()) > 0;
          attempt++
        ) {
          await page.waitForTimeout(11_000);
          await page.reload({ waitUntil: 'networkidle' });
        }
        if (!shot.guest) await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        try {
          if (shot.ready) await shot.ready(page).first().waitFor({ timeout: 30_000 });
          if (shot.prepare) await shot.prepare(page, LABELS[locale]);
        } catch (error) {
          const failed = path.join(tmpdir(), `tutorial-${locale}-${shot.name}-failed.png`);
          await page.screenshot({ path: failed });
          throw new Error(`${locale}/${shot.name}: ${error.message} (the page as it was: ${failed})`);
        }
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await save(await page.screenshot({ animations: 'disabled' }), locale, shot.name, shot.phone);
        console.log(`${locale}/${shot.name}.webp`);
        await page.close();
      }
    }
    for (const context of Object.values(contexts)) await context.close();
  } finally {
    await browser?.close();
    await stop();
  }
  let total = 0;
  for (const locale of LOCALES)
    for (const file of readdirSync(path.join(OUT, locale))) total += statSync(path.join(OUT, locale, file)).size;
  console.log(`screenshots in ${path.relative(ROOT, OUT)}: ${(total / 1024).toFixed(0)} kB in total`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
