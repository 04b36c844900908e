import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { createGuide, saveProperty } from './guide.fixtures';

/**
 * Issue 14: the page-analytics tag on guest guides only where the host opted in (a guide setting),
 * only when the server has an ANALYTICS_ID, and only after the guest's consent; the guest page's
 * Content-Security-Policy allows the analytics server on those pages and no other guest page.
 */
const TAG_ORIGIN = 'http://127.0.0.1:3999';
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ ANALYTICS_ID: 'G-GUEST1', ANALYTICS_SCRIPT_URL: `${TAG_ORIGIN}/gtag/js` });
  plain = await buildTestApp();
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
});

const policyOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
const page = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
const put = (app: TestApp, headers: Record<string, string>, payload: unknown) =>
  app.app.inject({ method: 'PUT', url: '/api/property/user', headers, payload: payload as object });

describe('guest analytics: the guide setting', { timeout: 60_000 }, () => {
  it('is off by default, is saved, and is kept when a client leaves it out', async () => {
    const { host, property } = await createGuide(t, { accessCode: null });
    expect(property.guide.guestAnalytics).toBe(false);
    const on = await saveProperty(t, host, { ...property, guide: { ...property.guide, guestAnalytics: true } });
    expect(on.guide.guestAnalytics).toBe(true);
    // An older client that does not know the field keeps the host's choice.
    const { guestAnalytics: _dropped, ...olderGuide } = on.guide;
    const kept = await saveProperty(t, host, { ...on, guide: olderGuide });
    expect(kept.guide.guestAnalytics).toBe(true);
    const off = await saveProperty(t, host, { ...kept, guide: { ...kept.guide, guestAnalytics: false } });
    expect(off.guide.guestAnalytics).toBe(false);
  });

  it('answers 400 naming the field for a value that is no boolean', async () => {
    const { host, property } = await createGuide(t, { accessCode: null });
    const res = await put(t, host.headers, { ...property, guide: { ...property.guide, guestAnalytics: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({ code: 'validation', field: 'guide.guestAnalytics' }),
    );
  });

  it("answers 404 for another host's guide and changes nothing", async () => {
    const { property } = await createGuide(t, { accessCode: null });
    const other = await createHost(t, { firstName: 'Otto' });
    const res = await put(t, other.headers, { ...property, guide: { ...property.guide, guestAnalytics: true } });
    expect(res.statusCode).toBe(404);
    const html = (await page(t, `/g/${property.guide.slug}`)).body;
    expect(html).not.toContain('data-consent');
  });
});

describe('guest analytics: the guest page', { timeout: 60_000 }, () => {
  let property: Property;
  let optedIn: Property;

  beforeAll(async () => {
    property = (await createGuide(t, { accessCode: null })).property;
    const fixture = await createGuide(t, { accessCode: null });
    optedIn = await saveProperty(t, fixture.host, {
      ...fixture.property,
      guide: { ...fixture.property.guide, guestAnalytics: true },
    });
  });

  it('without the opt-in: no question, no tag, and the same policy as a server without analytics', async () => {
    const res = await page(t, `/g/${property.guide.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-consent');
    expect(res.body).not.toContain('G-GUEST1');
    expect(res.body).not.toContain(TAG_ORIGIN);
    expect(res.body).toContain('No cookies');
    // The app itself may load the tag (after consent), so its policy names the tag server...
    const appPolicy = policyOf((await page(t, '/api/config')).headers['content-security-policy']);
    expect(appPolicy.get('script-src')).toContain(TAG_ORIGIN);
    // ...but a guide without the opt-in has exactly the policy of a guide on a server without analytics.
    const plainGuide = (await createGuide(plain, { accessCode: null })).property;
    const plainPolicy = (await page(plain, `/g/${plainGuide.guide.slug}`)).headers['content-security-policy'];
    expect(res.headers['content-security-policy']).toBe(plainPolicy);
    expect(policyOf(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    // Other guest pages (print, not found) never allow it either.
    expect(
      policyOf((await page(t, `/g/${optedIn.guide.slug}/print`)).headers['content-security-policy']).get('connect-src'),
    ).toEqual(["'self'"]);
    expect(
      policyOf((await page(t, '/g/NoSuchGuide-0000')).headers['content-security-policy']).get('script-src'),
    ).toEqual(["'self'"]);
  });

  it('with the opt-in: asks first (en and es), the tag is not in the page, and only this page allows its server', async () => {
    const res = await page(t, `/g/${optedIn.guide.slug}`);
    expect(res.statusCode).toBe(200);
    // The question, hidden until the guest script finds no remembered answer, with both answers as buttons.
    expect(res.body).toMatch(
      /<section class="consent" role="region" aria-labelledby="consent-title" data-consent hidden>/,
    );
    expect(res.body).toContain('<h2 id="consent-title">May we measure visits?</h2>');
    expect(res.body).toContain('data-consent-answer="granted">Accept</button>');
    expect(res.body).toContain('data-consent-answer="denied">Decline</button>');
    expect(res.body).toContain('No cookies unless you accept analytics');
    // No tag before consent: the id travels only in the page data the guest script reads.
    expect(res.body).not.toMatch(/<script[^>]*gtag/);
    const island = /<script type="application\/json" id="guide-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(island!).analytics).toEqual({ id: 'G-GUEST1', script: `${TAG_ORIGIN}/gtag/js` });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", TAG_ORIGIN]);
    expect(policy.get('connect-src')).toEqual(["'self'", TAG_ORIGIN]);

    const es = await page(t, `/es/g/${optedIn.guide.slug}`);
    expect(es.body).toContain('<h2 id="consent-title">¿Podemos medir las visitas?</h2>');
    expect(es.body).toContain('data-consent-answer="granted">Aceptar</button>');

    // The printable page of the same guide never loads it.
    const print = await page(t, `/g/${optedIn.guide.slug}/print`);
    expect(print.body).not.toContain('data-consent');
    expect(print.body).not.toContain('G-GUEST1');
  });

  it('with the opt-in but no ANALYTICS_ID on the server: nothing', async () => {
    const fixture = await createGuide(plain, { accessCode: null });
    const saved = await saveProperty(plain, fixture.host, {
      ...fixture.property,
      guide: { ...fixture.property.guide, guestAnalytics: true },
    });
    const res = await page(plain, `/g/${saved.guide.slug}`);
    expect(res.body).not.toContain('data-consent');
    expect(JSON.parse(/id="guide-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!).analytics).toBeNull();
    expect(policyOf(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});
