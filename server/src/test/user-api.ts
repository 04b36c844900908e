import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { media, oneTimeCodes } from '../db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { ACCOUNTS_TEST_ENV, botToken, PASSWORD } from '../modules/auth/accounts.fixtures';

// Shared setup of the user API tests (modules/user/user-*.test.ts).

/** A photo in the library of a new property of the signed-in user (as an upload would leave it). */
export async function libraryPhoto(t: TestApp, token: string): Promise<number> {
  const property = (
    await t.app.inject({ method: 'POST', url: '/api/property/user', headers: { authorization: `Bearer ${token}` } })
  ).json().result;
  const [row] = await t.database.db
    .insert(media)
    .values({
      propertyId: property.propertyId,
      mediaSourceId: 1,
      smallPath: 'x/s.webp',
      largePath: 'x/l.webp',
      width: 10,
      height: 10,
      smallWidth: 5,
      smallHeight: 5,
      storedBytes: 100,
    })
    .returning();
  return row!.id;
}

/** The app of the test file that called useUserTestApp (files of a worker run one after another). */
export let t: TestApp;

/** Builds the app before the file's tests and closes it after. */
export function useUserTestApp(): void {
  beforeAll(async () => {
    t = await buildTestApp(ACCOUNTS_TEST_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const NEW_PASSWORD = 'a brand new passphrase';

export const signup = async (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: {
      firstName: 'Ana',
      lastName: 'Host',
      password: PASSWORD,
      locale: 'en',
      botToken: await botToken(t.app),
      ...body,
    },
  });
export const confirm = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/signupconfirmation', payload: { email, code } });
export const startReset = async (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/password/${encodeURIComponent(email)}`,
    headers: { 'x-bot-token': await botToken(t.app) },
  });
export const finishReset = (email: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/user/password/', payload: { email, code, password } });
export const refresh = (s: { token: string; refreshToken: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refreshtoken',
    payload: { token: s.token, refreshToken: s.refreshToken },
  });
export const expireCodes = (userId: string) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.userId, userId));
