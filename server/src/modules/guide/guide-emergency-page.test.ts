import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { createProperty, saveProperty } from './guide.fixtures';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

/**
 * The host's "Emergencies" section and the page's emergency card are one place for the guest: one
 * entry in the contents, the host's text right under the numbers (guest page and printed booklet).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOST_TEXT = 'The gas tap is under the sink; the nearest hospital is Clinica Sol, 5 minutes away.';

async function guideWithEmergencyText(): Promise<Property> {
  const host = await createHost(t);
  hostHeaders = host.headers;
  const created = await createProperty(t, host);
  return saveProperty(t, host, {
    ...created,
    guide: {
      ...created.guide,
      published: true,
      accessCode: null,
      sections: created.guide.sections.map((s) =>
        s.kind === 'emergency' ? { ...s, body: { ...s.body, en: `<p>${HOST_TEXT}</p>` } } : s,
      ),
    },
  });
}

let hostHeaders: Record<string, string> = {};

const HOW_TO = 'Press the round button twice, then wait for the green light.';
async function addDevice(propertyId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: hostHeaders,
    payload: {
      propertyId,
      name: 'Coffee machine',
      category: 'tv',
      location: 'Kitchen',
      howTo: { en: `<p>${HOW_TO}</p>` },
      troubleshooting: { en: '<p>Descale it with the white bottle.</p>' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
};

describe('the emergency section and the emergency card', () => {
  it('guest page: one contents entry, the host text after the emergency numbers', async () => {
    const property = await guideWithEmergencyText();
    const html = await page(`/g/${property.guide.slug}`);
    const contents = html.slice(html.indexOf('id="toc-title"'), html.indexOf('</nav>', html.indexOf('id="toc-title"')));
    expect(contents.match(/>Emergenc/g)).toEqual(['>Emergenc']);
    expect(contents).toContain('href="#emergency"');
    const card = html.indexOf('id="emergency"');
    expect(card).toBeGreaterThan(0);
    expect(html.indexOf(HOST_TEXT)).toBeGreaterThan(card);
  });

  it('printed booklet: one contents entry, the host text on the emergency sheet', async () => {
    const property = await guideWithEmergencyText();
    const html = await page(`/g/${property.guide.slug}/print`);
    const contents = html.slice(
      html.indexOf('class="print-toc"'),
      html.indexOf('</ol>', html.indexOf('class="print-toc"')),
    );
    expect(contents.match(/Emergenc/g)).toEqual(['Emergenc']);
    const sheet = html.indexOf('emergency-sheet');
    expect(html.indexOf(HOST_TEXT)).toBeGreaterThan(sheet);
  });

  it('the booklet PDF has the devices and the emergency text on the emergency page, one contents entry each', async () => {
    const property = await guideWithEmergencyText();
    await addDevice(property.propertyId);
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${property.guide.slug}/pdf` });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('How things work');
    expect(text).toContain('Coffee machine');
    expect(text).toContain(HOW_TO);
    expect(text).toContain('Descale it with the white bottle.');
    // "Emergencies" (the section) is no longer a contents entry of its own; its text is on the emergency page.
    expect(text).not.toContain('Emergencies');
    expect(text.lastIndexOf('Emergency')).toBeLessThan(text.indexOf(HOST_TEXT.slice(0, 30)));
  });

  it('the print page lists the devices with their how-to', async () => {
    const property = await guideWithEmergencyText();
    await addDevice(property.propertyId);
    const html = await page(`/g/${property.guide.slug}/print`);
    expect(html).toContain('How things work');
    expect(html).toContain(HOW_TO);
  });
});
