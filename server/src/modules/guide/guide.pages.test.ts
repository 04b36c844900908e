import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GUIDE_LIMITS, type GuestGuide } from '@common/contracts/guide';
import { createHost } from '../property/property.fixtures';
import { ACCESS_CODE, ARRIVAL_SECRET, createGuide, type GuideFixture, TITLES, WIFI } from './guide.fixtures';
import { GuideService } from './guide.service';
import { BROWSER, getGuide, nextIp, pdfText, t, useGuideApp } from './guide.api.fixtures';

useGuideApp();

describe('POST /guide/{slug}/events', () => {
  const post = (slug: string, payload: unknown, userAgent: string | undefined = BROWSER, ip = '10.8.8.8') =>
    t.app.inject({
      method: 'POST',
      url: `/api/guide/${slug}/events`,
      payload: payload as object,
      remoteAddress: ip,
      headers: userAgent !== undefined ? { 'user-agent': userAgent } : {},
    });

  it('adds events to per-day counters per type and section, dropping unknown sections', async () => {
    const f = await createGuide(t);
    const sectionId = f.property.guide.sections[0]!.sectionId;
    const first = await post(f.slug, {
      events: [
        { type: 'open' },
        { type: 'section_view', sectionId },
        { type: 'section_view', sectionId },
        { type: 'section_view', sectionId: 'nope' },
        { type: 'copy_wifi' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ accepted: 4 });
    expect(first.headers['set-cookie']).toBeUndefined();
    await post(f.slug, { events: [{ type: 'open' }, { type: 'search' }, { type: 'call', sectionId: 'ignored' }] });
    const service = new GuideService(t.database.db, {
      publicUrl: '',
      photoUrls: { publicUrl: '', imageBaseUrl: '/images/', imageRoutePrefix: '/images/' },
      mapTileUrl: null,
      codeGuard: t.app.accessCodeGuard,
      stayAccess: t.app.stayAccess,
    });
    const rows = await service.eventCounts(f.property.propertyId);
    const counts = Object.fromEntries(rows.map((r) => [`${r.eventType}:${r.sectionId}`, r.count]));
    expect(counts).toEqual({ 'open:': 2, [`section_view:${sectionId}`]: 2, 'copy_wifi:': 1, 'search:': 1, 'call:': 1 });
    expect(new Set(rows.map((r) => r.day)).size).toBe(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'eventType', 'propertyId', 'sectionId']);
  });

  it('does not count bots, scripts or requests without a user agent', async () => {
    const f = await createGuide(t);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      'Chrome-Lighthouse',
      '',
    ]) {
      const res = await post(f.slug, { events: [{ type: 'open' }] }, agent);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.accepted).toBe(0);
    }
    const service = new GuideService(t.database.db, {
      publicUrl: '',
      photoUrls: { publicUrl: '', imageBaseUrl: '/images/', imageRoutePrefix: '/images/' },
      mapTileUrl: null,
      codeGuard: t.app.accessCodeGuard,
      stayAccess: t.app.stayAccess,
    });
    expect(await service.eventCounts(f.property.propertyId)).toEqual([]);
  });

  it('rejects bad input naming the field', async () => {
    const f = await createGuide(t);
    const unknownType = await post(f.slug, { events: [{ type: 'purchase' }] });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors[0].field).toMatch(/^events/);
    expect((await post(f.slug, { events: [] })).statusCode).toBe(400);
    expect(
      (
        await post(f.slug, {
          events: Array.from({ length: GUIDE_LIMITS.eventsPerRequest + 1 }, () => ({ type: 'open' })),
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(f.slug, { events: [{ type: 'section_view', sectionId: '<b>' }] })).statusCode).toBe(400);
  });

  it('answers 404 for an unpublished guide and rate limits per client', async () => {
    const draft = await createGuide(t, { published: false });
    expect((await post(draft.slug, { events: [{ type: 'open' }] })).statusCode).toBe(404);
    const f = await createGuide(t);
    const ip = nextIp();
    for (let i = 0; i < GUIDE_LIMITS.eventRequestsPerWindow; i++)
      expect((await post(f.slug, { events: [{ type: 'open' }] }, BROWSER, ip)).statusCode).toBe(200);
    expect((await post(f.slug, { events: [{ type: 'open' }] }, BROWSER, ip)).statusCode).toBe(429);
  });
});

describe('GET /guide/{slug}/pdf and /sign.pdf', () => {
  let f: GuideFixture;
  beforeAll(async () => {
    f = await createGuide(t);
  });

  it('answers the booklet as a PDF with the section titles, leaving sensitive sections out', async () => {
    // React's warnings (duplicate keys among the places, say) go to console.error: none expected.
    const errors = vi.spyOn(console, 'error');
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/pdf` });
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const title of [TITLES.welcome.en, TITLES.wifi.en, TITLES.rules.en, TITLES.parking.en])
      expect(text).toContain(title);
    expect(text).toContain('Casa Sol');
    expect(text).toContain('112');
    expect(text).toContain('Bodega Santa Cruz');
    expect(text).not.toContain(ARRIVAL_SECRET);
    expect(text).not.toContain(TITLES.arrival.en);
  });

  it('prints Spanish and Letter paper on request', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/pdf?locale=es&paper=letter` });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(TITLES.welcome.es);
    expect(text).toContain('Aún sin traducir');
    expect(execFileSync('pdfinfo', ['-'], { input: res.rawPayload }).toString()).toMatch(/Page size:\s+612 x 792/);
  });

  it('includes sensitive sections only for the owner who asks', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/pdf?includeSensitive=1` });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await createHost(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/guide/${f.slug}/pdf?includeSensitive=1`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/guide/${f.slug}/pdf?includeSensitive=1`,
      headers: f.host.headers,
    });
    expect(own.statusCode).toBe(200);
    const text = pdfText(own.rawPayload);
    expect(text).toContain(TITLES.arrival.en);
    expect(text).toContain(ARRIVAL_SECRET);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/pdf?includeSensitive=maybe` })).statusCode,
    ).toBe(400);
  });

  it('prints an unpublished guide for its owner only', async () => {
    const draft = await createGuide(t, { published: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/guide/${draft.slug}/pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/guide/${draft.slug}/sign.pdf` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guide/${draft.slug}/pdf`, headers: draft.host.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the QR sign with the name, short code and, when asked, the Wi-Fi', async () => {
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    const withWifi = await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/sign.pdf?locale=es&wifi=1` });
    expect(withWifi.statusCode).toBe(200);
    expect(withWifi.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(withWifi.rawPayload);
    expect(text).toContain('Casa Sol');
    expect(text).toContain('Tu guía para esta estancia');
    expect(text.replace(/\s/g, '')).toContain(guide.shortCode);
    expect(text).toContain(WIFI.password);
    expect(execFileSync('pdfinfo', ['-'], { input: withWifi.rawPayload }).toString()).toMatch(/Pages:\s+1\b/);
    const without = pdfText((await t.app.inject({ method: 'GET', url: `/api/guide/${f.slug}/sign.pdf` })).rawPayload);
    expect(without).toContain('Your guide for this stay');
    expect(without).not.toContain(WIFI.password);
  });
});

describe('guest pages', () => {
  let f: GuideFixture;
  beforeAll(async () => {
    f = await createGuide(t);
  });

  it('serves /g/{slug} fully rendered with the guide data inside, no cookie, no second request needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/g/${f.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['set-cookie']).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    for (const title of [TITLES.welcome.en, TITLES.wifi.en, TITLES.rules.en, TITLES.arrival.en])
      expect(html).toContain(title);
    expect(html).toContain('id="guide-data"');
    expect(html).toContain('Casa-Sol 5G');
    expect(html).toContain('<svg class="qr"');
    expect(html).toContain('href="tel:112"');
    expect(html).toContain('Bodega Santa Cruz');
    expect(html).not.toContain(ARRIVAL_SECRET);
    expect(html).not.toContain(ACCESS_CODE);
    expect(html).not.toContain(f.host.email);
    expect(html).toContain(`href="/es/g/${f.slug}"`);
    const data = JSON.parse(/<script type="application\/json" id="guide-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({
      slug: f.slug,
      locale: 'en',
      paths: { self: `/g/${f.slug}`, other: `/es/g/${f.slug}` },
      manifest: `/g/${f.slug}/manifest.webmanifest`,
    });
    // The manifest is linked by the guest script after the first screen, not by the page's head; the
    // site's icon is in the page: nothing is requested beside the cover photo (decision 071).
    expect(html).not.toContain('rel="manifest"');
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml">/.exec(html)![1]!;
    expect(decodeURIComponent(icon.replaceAll('&#39;', "'"))).toMatch(
      /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'[\s\S]*<\/svg>$/,
    );
  });

  it('serves the Spanish page under /es, compressed when the browser accepts it, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/es/g/${f.slug}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(TITLES.welcome.es);
    expect(html).toContain('Aún sin traducir: se muestra en inglés.');
    expect(html).toContain(`"manifest":"/es/g/${f.slug}/manifest.webmanifest"`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/es/g/${f.slug}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a guest 404 page for unknown, unpublished and malformed guides', async () => {
    const draft = await createGuide(t, { published: false });
    for (const url of [`/g/${draft.slug}`, '/g/NoSuchGuideSlug1', '/g/x', `/es/g/${draft.slug}/print`, '/g/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('href="/link"'.replace('/link', url.startsWith('/es') ? '/es/link' : '/link'));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('serves the print page without the sensitive sections', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/g/${f.slug}/print` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(TITLES.rules.en);
    expect(res.body).not.toContain(TITLES.arrival.en);
    expect(res.body).toContain('1 section is only in the live guide');
    expect(res.body).toContain('<svg class="qr"');
  });

  it('takes a short code at /link and redirects to the guide in the same language', async () => {
    const guide = (await getGuide(f.slug)).json().result as GuestGuide;
    const form = await t.app.inject({ method: 'GET', url: '/link' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="code"');
    const es = await t.app.inject({
      method: 'GET',
      url: `/es/link?code=${guide.shortCode.toLowerCase()}`,
      remoteAddress: nextIp(),
    });
    expect(es.statusCode).toBe(303);
    expect(es.headers.location).toBe(`/es/g/${f.slug}`);
    const unknown = await t.app.inject({ method: 'GET', url: '/link?code=ZZZZZZZ', remoteAddress: nextIp() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No guide has that code');
  });

  it('serves a web app manifest and icons per guide', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: `/es/g/${f.slug}/manifest.webmanifest` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({
      name: 'Casa Sol',
      start_url: `/es/g/${f.slug}`,
      display: 'standalone',
      lang: 'es',
    });
    const icon = await t.app.inject({ method: 'GET', url: `/g/${f.slug}/icon-192.png` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
