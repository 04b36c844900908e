import { readFileSync } from 'node:fs';
import { expect, test, type ConsoleMessage } from '@playwright/test';

/**
 * The public site as search engines, link previews and browsers without JavaScript see it: every public
 * page is complete HTML from the server with its own title, description, canonical and hreflang links,
 * listed in sitemap.xml; robots.txt keeps the private areas out. Then a visitor reads it in Spanish with
 * JavaScript on, through the main navigation, and the app takes over the prerendered pages cleanly.
 */
type Bundle = Record<string, unknown>;
const read = (file: string): Bundle =>
  JSON.parse(readFileSync(new URL(`../../common/locales/${file}`, import.meta.url), 'utf8')) as Bundle;
const at = (bundle: Bundle, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Bundle)[part], bundle) as string;

const LOCALE_FILES = {
  en: { common: read('en/common.json'), marketing: read('en/marketing.json') },
  es: { common: read('es/common.json'), marketing: read('es/marketing.json') },
};
type Locale = keyof typeof LOCALE_FILES;

const ARTICLES = [
  ['how-ai-supercharges-your-short-term-rental-guidebook', 'howAi'],
  ['why-every-short-term-rental-host-needs-a-guidebook', 'whyEveryHost'],
  ['why-offering-your-short-term-rental-guidebook-in-three-formats-changes-everything', 'threeFormats'],
] as const;

/** Every public page (unprefixed path) with the marketing key of its title and description; null = the home page. */
const PAGES: Array<{ path: string; title: string | null; description: string | null }> = [
  { path: '/', title: null, description: null },
  { path: '/pricing', title: 'pricing.metaTitle', description: 'pricing.metaDescription' },
  { path: '/company/about-us', title: 'about.metaTitle', description: 'about.metaDescription' },
  { path: '/company/news', title: 'news.metaTitle', description: 'news.metaDescription' },
  { path: '/community/comparisons', title: 'comparisons.metaTitle', description: 'comparisons.metaDescription' },
  { path: '/community/contact', title: 'contact.metaTitle', description: 'contact.metaDescription' },
  { path: '/community/faq', title: 'faq.metaTitle', description: 'faq.metaDescription' },
  { path: '/insights', title: 'insights.metaTitle', description: 'insights.metaDescription' },
  ...ARTICLES.map(([slug, key]) => ({
    path: `/insights/${slug}`,
    title: `insights.articles.${key}.title`,
    description: `insights.articles.${key}.teaser`,
  })),
  { path: '/service/privacy', title: 'privacy.metaTitle', description: 'privacy.metaDescription' },
  { path: '/service/terms', title: 'terms.metaTitle', description: 'terms.metaDescription' },
];

const localized = (path: string, locale: Locale) => (locale === 'en' ? path : path === '/' ? '/es' : `/es${path}`);
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function expectedTitle(page: (typeof PAGES)[number], locale: Locale): string {
  const { common, marketing } = LOCALE_FILES[locale];
  if (!page.title) return at(common, 'meta_title');
  return at(common, 'app.documentTitle').replace('{{title}}', at(marketing, page.title));
}
function expectedDescription(page: (typeof PAGES)[number], locale: Locale): string {
  const { common, marketing } = LOCALE_FILES[locale];
  return page.description ? at(marketing, page.description) : at(common, 'meta_description');
}

test('every public page answers complete HTML with its own title, description, canonical and hreflang links, in both languages', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const page of PAGES) {
    for (const locale of ['en', 'es'] as const) {
      const url = localized(page.path, locale);
      const response = await request.get(url, { headers: { Accept: 'text/html' } });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const title = expectedTitle(page, locale);
      titles.add(title);
      expect(html, url).toContain(`<html lang="${locale}"`);
      expect(html, url).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(html, url).toContain(
        `<meta name="description" content="${escapeHtml(expectedDescription(page, locale))}" />`,
      );
      expect(html, url).toContain(`<meta property="og:title" content="${escapeHtml(title)}" />`);
      expect(html, url).toContain(`<meta property="og:image" content="${baseURL}/social-card.png" />`);
      expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html, url).toContain(`<link rel="canonical" href="${baseURL}${url}" />`);
      expect(html, url).toContain(
        `<link rel="alternate" hreflang="en" href="${baseURL}${localized(page.path, 'en')}" />`,
      );
      expect(html, url).toContain(
        `<link rel="alternate" hreflang="es" href="${baseURL}${localized(page.path, 'es')}" />`,
      );
      expect(html, url).toContain(
        `<link rel="alternate" hreflang="x-default" href="${baseURL}${localized(page.path, 'en')}" />`,
      );
      // The page's content itself, not the loading shell: a level-1 heading inside #root.
      expect(html, url).toMatch(/<div id="root" data-prerendered="">[\s\S]*<h1[\s>]/);
      expect(html, url).not.toContain('<div class="boot-splash"');
    }
  }
  expect(titles.size, 'each page has its own title').toBe(PAGES.length * 2);
  // The social preview image the pages name exists.
  const image = await request.get('/social-card.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('a page that is not public still gets the app shell, not a prerendered page', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('data-prerendered');
});

test('sitemap.xml lists every public page in both languages with its alternates; robots.txt keeps private areas out', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = PAGES.flatMap((page) => [
    `${baseURL}${localized(page.path, 'en')}`,
    `${baseURL}${localized(page.path, 'es')}`,
  ]);
  expect(locs.sort()).toEqual(expected.sort());
  for (const page of PAGES) {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}${localized(page.path, 'es')}"/>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${localized(page.path, 'en')}"/>`,
    );
  }
  expect(xml).not.toContain('/login');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  for (const path of ['/home', '/admin', '/account', '/g/', '/es/g/', '/api/'])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('without JavaScript a visitor reads the Spanish pricing page and an article, with working links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/es/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: at(LOCALE_FILES.es.marketing, 'pricing.title') }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: at(LOCALE_FILES.es.common, 'nav.primary') })
    .getByRole('link', { name: at(LOCALE_FILES.es.common, 'nav.insights') })
    .click();
  await expect(page).toHaveURL(/\/es\/insights$/);
  await page
    .getByRole('link', { name: at(LOCALE_FILES.es.marketing, 'insights.articles.howAi.title') })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: at(LOCALE_FILES.es.marketing, 'insights.articles.howAi.title') }),
  ).toBeVisible();
  await context.close();
});

test('a Spanish visitor goes through the main navigation; the prerendered pages hydrate without warnings', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const problems: string[] = [];
  const watch = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  page.on('console', watch);
  page.on('pageerror', (error) => problems.push(error.message));
  const es = LOCALE_FILES.es;
  const nav = page.getByRole('navigation', { name: at(es.common, 'nav.primary') });

  // A Spanish browser on the English home page is taken to /es.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page).toHaveTitle(at(es.common, 'meta_title'));

  // A full load of a Spanish page hydrates the prerendered markup; then the app navigates on its own.
  await page.goto('/es/pricing');
  await expect(page.getByRole('heading', { level: 1, name: at(es.marketing, 'pricing.title') })).toBeVisible();
  for (const [link, heading, title] of [
    ['nav.insights', 'insights.title', 'insights.metaTitle'],
    ['nav.faq', 'faq.title', 'faq.metaTitle'],
    ['nav.company', 'about.title', 'about.metaTitle'],
    ['nav.pricing', 'pricing.title', 'pricing.metaTitle'],
  ] as const) {
    await nav.getByRole('link', { name: at(es.common, link) }).click();
    await expect(page.getByRole('heading', { level: 1, name: at(es.marketing, heading) })).toBeVisible();
    await expect(page).toHaveTitle(at(es.common, 'app.documentTitle').replace('{{title}}', at(es.marketing, title)));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
  // The footer leads to the legal pages.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: at(es.common, 'footer.privacy') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: at(es.marketing, 'privacy.title') })).toBeVisible();
  expect(problems, 'no hydration or console errors').toEqual([]);
  await context.close();
});
