import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { STARTER_EMERGENCY_OLD_CLOSING } from '@common/starter-guide';
import { properties } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createProperty } from '../guide/guide.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
let host: TestHost;
let property: Property;
beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t);
  property = await createProperty(t, host);
  // The starter guide as it is, published (no host contact card on it).
  await t.database.db.update(properties).set({ published: true }).where(eq(properties.id, property.propertyId));
});
afterAll(async () => {
  await t?.close();
});

const page = async (prefix: '' | '/es') => {
  const res = await t.app.inject({ method: 'GET', url: `${prefix}/g/${property.guide.slug}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const emergencyCard = (html: string) =>
  html.slice(html.indexOf('id="emergency"'), html.indexOf('</section>', html.indexOf('id="emergency"')));
const saveContact = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/inbox/contact', headers: host.headers, payload });

describe("the emergency card and the starter text promise the host's phone only when there is one", () => {
  it('promises no number without one, in both languages', async () => {
    const en = await page('');
    const es = await page('/es');
    expect(en).toContain('For anything urgent about the property, contact us at any time.');
    expect(es).toContain('Para cualquier urgencia del alojamiento, contáctanos a cualquier hora.');
    expect(en).not.toContain('listed below');
    expect(es).not.toContain('nuestro teléfono están aquí abajo');
    expect(emergencyCard(en)).not.toContain('Your host');
    expect(emergencyCard(es)).not.toContain('Tu anfitrión');
  });

  it('shows an older guide\'s untouched "listed below" text as the closing that promises nothing', async () => {
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, property.propertyId));
    const guide = structuredClone(row!.guide);
    const emergency = guide.sections.find((s) => s.kind === 'emergency')!;
    emergency.body = {
      en: `${emergency.body!.en!.split('</p>')[0]}</p>${STARTER_EMERGENCY_OLD_CLOSING.en}`,
      es: `${emergency.body!.es!.split('</p>')[0]}</p>${STARTER_EMERGENCY_OLD_CLOSING.es}`,
    };
    await t.database.db.update(properties).set({ guide }).where(eq(properties.id, property.propertyId));
    expect(await page('')).not.toContain('listed below');
    expect(await page('/es')).not.toContain('nuestro teléfono están aquí abajo');
    expect(await page('')).toContain('contact us at any time');
  });

  it("lists the account's phone once the host shares it, and not before", async () => {
    expect((await saveContact({ phone: '+34 611 222 333', showPhone: false })).statusCode).toBe(200);
    expect(emergencyCard(await page(''))).not.toContain('611 222 333');
    expect((await saveContact({ phone: '+34 611 222 333', showPhone: true })).statusCode).toBe(200);
    const en = emergencyCard(await page(''));
    expect(en).toContain('Your host');
    expect(en).toContain('tel:+34611222333');
    expect(emergencyCard(await page('/es'))).toContain('Tu anfitrión');
  });
});
