import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, createProperty, sampleGuide, section, type TestHost, waitIndexed } from './ai.fixtures';

/**
 * The app most concierge API tests share: an owner with the sample guide ("Casa", indexed) and a
 * stranger with one of their own ("Villa Luna"). A test file calls `useTwoGuides()` once; the
 * bindings below are filled by its beforeAll.
 */
export let t: TestApp;
export let owner: TestHost;
export let stranger: TestHost;
export let casa: Awaited<ReturnType<typeof createProperty>>;
export let other: Awaited<ReturnType<typeof createProperty>>;
let ipCounter = 0;
/** A fresh client address per request group, so the per-client ask limit does not interfere. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

export const index = (host: TestHost | null, propertyId: number | string, scope = 'all') =>
  t.app.inject({ method: 'GET', url: `/api/property/index/${propertyId}/${scope}`, headers: host?.headers ?? {} });

export const ask = (
  slug: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = nextIp(),
) => t.app.inject({ method: 'POST', url: `/api/guide/${slug}/ask`, payload, headers, remoteAddress });

export async function indexNow(propertyId: number, host = owner) {
  const res = await index(host, propertyId);
  expect(res.statusCode).toBe(200);
  return waitIndexed(t, propertyId);
}

export function useTwoGuides() {
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createHost(t);
    stranger = await createHost(t);
    casa = await createProperty(t, owner, sampleGuide());
    other = await createProperty(t, stranger, {
      name: 'Villa Luna',
      sections: [
        section(
          'luna-parking',
          'parking',
          { en: 'Parking' },
          {
            en: '<p>Park in garage space 42 under the Villa Luna building. The garage door opens with the blue fob.</p>',
          },
        ),
      ],
    });
    await indexNow(casa.id);
    await waitIndexed(t, other.id);
    await t.app.inject({ method: 'GET', url: `/api/property/index/${other.id}/all`, headers: stranger.headers });
    await waitIndexed(t, other.id);
  });
  afterAll(async () => {
    await t?.close();
  });
}
