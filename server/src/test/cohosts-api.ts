import { afterAll, beforeAll, expect } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from './test-app';
import { linkIn, outboxFor } from '../modules/auth/accounts.fixtures';
import { type TestHost } from '../modules/property/property.fixtures';

// Shared setup of the co-host API tests (modules/cohosts/cohosts.*.test.ts).

/** The app of the test file that called useCoHostsTestApp (files of a worker run one after another). */
export let t: TestApp;

/** Builds the app before the file's tests; closes it after. */
export function useCoHostsTestApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

export async function createProperty(host: TestHost): Promise<Property> {
  const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

export const invite = (host: TestHost | null, payload: unknown, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/cohosts/invitations${query}`,
    headers: host?.headers ?? {},
    payload: payload as object,
  });
export const preview = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/host/confirm/preview', payload: { token } });
export const accept = (host: TestHost | null, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/host/confirm', headers: host?.headers ?? {}, payload: { token } });
export const ofProperty = (host: TestHost, propertyId: number) =>
  t.app.inject({ method: 'GET', url: `/api/cohosts/property/${propertyId}`, headers: host.headers });
export const removeCoHost = (host: TestHost, propertyId: number, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/cohosts/property/${propertyId}/${userId}`, headers: host.headers });
export const revoke = (host: TestHost, invitationId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/cohosts/invitations/${invitationId}`, headers: host.headers });
export const myProperties = async (host: TestHost) =>
  (await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers })).json().result as Property[];

/** Invites `email` to the properties and answers the token from the e-mailed link. */
export async function invited(
  owner: TestHost,
  propertyIds: number[],
  email: string,
  message?: string,
): Promise<{ invitationId: number; token: string }> {
  const res = await invite(owner, { propertyIds, email, ...(message ? { message } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await outboxFor(t, email);
  const link = linkIn(mail!.text);
  expect(link.pathname).toBe('/host/confirm');
  return { invitationId: res.json().result.invitationId as number, token: link.searchParams.get('token')! };
}
