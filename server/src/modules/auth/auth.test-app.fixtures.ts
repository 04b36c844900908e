import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, bearer, createUser, enableTwoFactor, signIn } from './accounts.fixtures';

// Shared setup of the sign-in and session API tests (auth-*.test.ts).

/** The app of the test file that called useAuthTestApp (files of a worker run one after another). */
export let t: TestApp;

/** Builds the app before the file's tests and closes it after. */
export function useAuthTestApp(): void {
  beforeAll(async () => {
    t = await buildTestApp(ACCOUNTS_TEST_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const refresh = (token: string, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { token, refreshToken } });
export const putUser = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: bearer(token),
    payload: { firstName: 'Ana', lastName: 'Host' },
  });

/** A user with two-factor on, set up through the API; answers the secret and recovery codes. */
export async function userWithTwoFactor() {
  const user = await createUser(t);
  const { secret, recoveryCodes } = await enableTwoFactor(t, await signIn(t.app, user.email));
  return { user, secret, recoveryCodes };
}
