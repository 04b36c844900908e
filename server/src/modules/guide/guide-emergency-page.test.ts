import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { createProperty, saveProperty } from './guide.fixtures';

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
});
