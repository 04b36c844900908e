import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  seedGuide,
  type SeededGuide,
  type SeededHost,
  signUpHost,
  solveAltcha,
} from '../../scripts/lib/guest-seed.mjs';
import { watchCsp } from './support/csp';

/**
 * Hostile text in every field a host or guest can type - names, section HTML, recommendations,
 * device texts, Q&A, stay names, message templates, support tickets - then the guest guide, its
 * print page, the host's pages, the PDF and the mails (development outbox) are rendered in the
 * browser: no script may run (no dialog, no window.__xss, no Content-Security-Policy violation, i.e.
 * nothing even tried), no hostile element or attribute reaches the DOM, and the text shows as text.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

/** Plain-text fields: everything here must show literally. */
const TEXT = `Casa <script>window.__xss=1;alert(1)</script><img src=x onerror="window.__xss=1;alert(2)"><svg onload=alert(3)>`;
/** The visible start of TEXT, to find it on a page. */
const TEXT_MARK = 'Casa <script>window.__xss=1;alert(1)</script>';
/** Rich-text fields (sanitised HTML): the safe parts stay, everything active goes. */
const HTML = [
  '<p>Hostile body</p>',
  '<script>window.__xss=1;alert(4)</script>',
  '<img src="x" onerror="window.__xss=1;alert(5)">',
  '<a href="javascript:window.__xss=1;alert(6)">js link</a>',
  '<a href="data:text/html,&lt;script&gt;alert(7)&lt;/script&gt;">data link</a>',
  '<svg><script>window.__xss=1</script><circle onload="alert(8)"/></svg>',
  '<iframe src="javascript:alert(9)"></iframe>',
  '<p style="background:url(javascript:alert(10))" onclick="alert(11)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(12)>',
].join('');

let host: SeededHost;
let guide: SeededGuide;
let session: unknown;

async function call(method: string, url: string, body?: unknown, token: string | null = host.token) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text.startsWith('{')
      ? (JSON.parse(text) as { result: ReturnType<typeof JSON.parse>; errors: { field?: string }[] })
      : null,
    text,
  };
}
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.status, `${method} ${url}: ${res.text.slice(0, 300)}`).toBe(200);
  return res.json!.result;
};
/** The whole property as the editor loads it. */
const getProperty = async () => {
  const result = await ok('GET', `/api/property/user?propertyId=${guide.propertyId}`);
  const list = Array.isArray(result) ? result : (result.items ?? [result]);
  return list.find((p: { propertyId: number }) => p.propertyId === guide.propertyId);
};
const botToken = async () =>
  solveAltcha((await call('GET', '/api/auth/botcheck/challenge', undefined, null)).json!.result);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE, {
    firstName: 'Eve<script>alert(13)</script>',
    lastName: '<img src=x onerror=alert(14)>',
  });
  guide = await seedGuide(BASE, host.token, { sections: 4, photos: 1, places: 2 });
  const property = await getProperty();
  // Names, section titles and HTML, recommendations, emergency contacts and the host contact.
  await ok('PUT', '/api/property/user', {
    ...property,
    name: TEXT,
    address1: TEXT.slice(0, 100),
    guide: {
      ...property.guide,
      hostContact: { ...property.guide.hostContact, name: TEXT.slice(0, 60) },
      sections: property.guide.sections.map((section: { title: object; body: object }, i: number) => ({
        ...section,
        title: { en: i === 0 ? TEXT : `Section ${i} <b>bold?</b>`, es: `Sección ${i} <i>x</i>` },
        body: { en: HTML, es: HTML },
      })),
      attractions: property.guide.attractions.map((attraction: object) => ({
        ...attraction,
        name: TEXT,
        description: { en: HTML, es: HTML },
      })),
    },
    emergencyInfos: property.emergencyInfos.map((info: object) => ({ ...info, name: TEXT.slice(0, 80) })),
  });
  // Device texts, Q&A, a stay, a message template, a support ticket.
  await ok('POST', '/api/devices', {
    propertyId: guide.propertyId,
    name: TEXT.slice(0, 120),
    category: 'other',
    location: TEXT.slice(0, 120),
    brand: '<b>x</b>',
    model: '"><script>alert(15)</script>',
    howTo: { en: HTML, es: HTML },
    troubleshooting: { en: HTML },
  });
  await ok('POST', `/api/ai/property/${guide.propertyId}/qa`, {
    question: `Where? ${TEXT}`,
    answer: `Here: ${TEXT}`,
    locale: 'en',
  });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = await ok('POST', '/api/stays', {
    propertyId: guide.propertyId,
    guestName: TEXT.slice(0, 100),
    email: 'guest.xss@example.com',
    checkInDate: day(2),
    checkOutDate: day(5),
    notes: TEXT,
  });
  const template = await ok('POST', '/api/messages/templates', {
    name: TEXT.slice(0, 60),
    subject: { en: `Hi {guestName} ${TEXT}`.slice(0, 150), es: `Hola ${TEXT}`.slice(0, 150) },
    body: { en: `Dear {guestName}, ${TEXT} {guideLink}`, es: `Hola {guestName}, ${TEXT}` },
  });
  await ok('POST', '/api/messages/send', { stayId: stay.stayId, templateId: template.templateId, channel: 'email' });
  const reasons = (await call('GET', '/api/list/reasontypes', undefined, null)).json!.result as { id: number }[];
  await ok('POST', '/api/support/tickets', {
    reasonTypeId: reasons[0]!.id,
    subject: TEXT.slice(0, 150),
    body: `${TEXT}\n${HTML}`,
    propertyId: guide.propertyId,
    botToken: await botToken(),
  });
  // The browser signs in as this host (the session the web app keeps in localStorage).
  session = (
    await call(
      'POST',
      '/api/auth/issuetoken',
      { email: host.email, password: host.password, rememberMe: false, botToken: await botToken() },
      null,
    )
  ).json!.result;
});

/** Fails the test when anything hostile ran or was even attempted on `page`. */
async function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const violations = await watchCsp(page);
  const check = async (label: string) => {
    expect(dialogs, `${label}: dialogs`).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
      `${label}: window.__xss`,
    ).toBeNull();
    expect(await violations(), `${label}: Content-Security-Policy violations (an injected script was blocked)`).toEqual(
      [],
    );
    // Nothing hostile in any document of the page (frames included).
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => {
          const bad: string[] = [];
          for (const element of Array.from(document.querySelectorAll('*'))) {
            for (const attribute of Array.from(element.attributes)) {
              if (/^on/i.test(attribute.name)) bad.push(`${element.tagName}[${attribute.name}]`);
              if (
                /^(href|src|action|formaction|xlink:href|data)$/i.test(attribute.name) &&
                /^\s*(javascript|data:text\/html|vbscript)/i.test(attribute.value)
              )
                bad.push(`${element.tagName}[${attribute.name}=${attribute.value.slice(0, 30)}]`);
            }
            // A JSON data block (a server view's answers) is never run: it may hold the text, as data
            // that stays inside it (it parses, and has no raw "<" that could end the element).
            const text = element.textContent ?? '';
            if (element.tagName === 'SCRIPT' && /json/i.test(element.getAttribute('type') ?? '')) {
              let parses = true;
              try {
                JSON.parse(text);
              } catch {
                parses = false;
              }
              if (!parses || text.includes('<')) bad.push(`JSON data block that could end early (#${element.id})`);
            } else if (element.tagName === 'SCRIPT' && /__xss|alert\(/.test(text))
              bad.push('inline SCRIPT with the payload');
            if (
              element.tagName === 'IFRAME' &&
              !(element as HTMLIFrameElement).src.startsWith(location.origin) &&
              /javascript|data:/i.test((element as HTMLIFrameElement).src)
            )
              bad.push('IFRAME');
          }
          return bad;
        })
        .catch(() => [] as string[]);
      expect(found, `${label}: hostile elements in ${frame.url()}`).toEqual([]);
    }
    expect(
      errors.filter((e) => /__xss|alert/.test(e)),
      `${label}: page errors from the payload`,
    ).toEqual([]);
  };
  return Object.assign(check, { errors: async () => errors });
}

test.describe('hostile text stays text', () => {
  test('the guard itself notices markup that got through (control)', async ({ page }) => {
    const check = await guard(page);
    await page.goto(`/g/${guide.slug}`);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__xss=1');
      img.src = '/nothing-here.png';
      document.body.append(img);
    });
    // The browser refuses the handler (script-src-attr 'none') and reports it: then the guard must fail.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.length ?? 0))
      .toBeGreaterThan(0);
    await expect(check('control')).rejects.toThrow();
  });

  test('in the guest guide, in both languages, unlocked, and on its print page', async ({ page }) => {
    const check = await guard(page);
    await page.goto(`/g/${guide.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT);
    await expect(page.getByText('Hostile body').first()).toBeVisible();
    // The unlocked section shows its (sanitised) HTML too.
    const locked = page.getByLabel('Access code').first();
    if (await locked.count()) {
      await locked.fill(guide.accessCode);
      await page.getByRole('button', { name: 'Unlock' }).first().click();
    }
    await page.getByText('js link').first().waitFor();
    await check('guest guide');
    await page.goto(`/es/g/${guide.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT);
    await check('guest guide (es)');
    await page.goto(`/g/${guide.slug}/print`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT);
    await check('print page');
  });

  test('in the concierge answer from a hostile Q&A pair', async ({ page }) => {
    const check = await guard(page);
    await page.goto(`/g/${guide.slug}`);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask about your stay' });
    await dialog.getByLabel('Your question').fill('Where?');
    await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
    // The hostile Q&A question is offered as a suggestion, and the answer (the Q&A pair, or the host's
    // hostile contact name when nothing matches) comes back: all of it as text.
    await expect(dialog.getByText(/^Where\? Casa <script>window\.__xss=1/).first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(/Here: Casa <script>|can help you/).first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(/Casa <script>window\.__xss=1;alert\(1\)<\/script>/).last()).toBeVisible();
    await check('concierge');
  });

  test('in the host pages', async ({ page }) => {
    const check = await guard(page);
    await page.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
    const pages: [string, RegExp | string][] = [
      ['/home', TEXT_MARK],
      ['/home/guide/properties', TEXT_MARK],
      [`/home/guide/property-${guide.propertyId}`, 'Hostile body'],
      ['/home/guide/devices', TEXT_MARK.slice(0, 30)],
      ['/home/guide/guests', TEXT_MARK.slice(0, 30)],
      ['/home/guide/messages', TEXT_MARK.slice(0, 30)],
      ['/home/guide/ai', 'Where?'],
      ['/home/support/contact', TEXT_MARK.slice(0, 30)],
    ];
    for (const [url, text] of pages) {
      await page.goto(url);
      await expect(page.getByText(text).first(), `${url} shows the hostile text as text`)
        .toBeVisible({ timeout: 20_000 })
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\npage errors: ${(await check.errors()).join('\n')}`);
        });
      await check(url);
    }
  });

  test('in the booklet PDF: the text is there, as text', async ({ request }) => {
    const res = await request.get(`/api/guide/${guide.slug}/pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gb-xss-')), 'guide.pdf');
    writeFileSync(file, await res.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('<script>window.__xss=1;alert(1)</script>');
    expect(text).toContain('Hostile body');
    // No active content in the file itself.
    expect((await res.body()).toString('latin1')).not.toMatch(/\/(JavaScript|JS|OpenAction|Launch)\b/);
  });

  test('in the mails (development outbox): subjects and bodies show as text', async ({ page }) => {
    const check = await guard(page);
    await page.goto('/api/dev/outbox');
    await expect(page.getByText(TEXT_MARK.slice(0, 40)).first()).toBeVisible();
    await check('outbox');
    // Each mail's HTML part, if the outbox links one, rendered on its own.
    const htmlLinks = await page
      .locator('a[href*="/api/dev/outbox/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const link of htmlLinks.slice(0, 10)) {
      await page.goto(link);
      await check(link);
    }
  });

  test('URLs with javascript: or data: are refused where a host can give one', async () => {
    const property = await getProperty();
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)']) {
      const res = await call('PUT', '/api/property/user', {
        ...property,
        guide: { ...property.guide, attractions: property.guide.attractions.map((a: object) => ({ ...a, url })) },
      });
      expect(res.status, url).toBe(400);
    }
  });
});
