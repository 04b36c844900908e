import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  createUser,
  enableTwoFactor,
  issueToken,
  signIn,
  totp,
  userRow,
} from '../auth/accounts.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(ACCOUNTS_TEST_ENV);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, session: UserSession, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/2fa/${path}`,
    headers: { ...bearer(session.token), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });

describe('POST /user/2fa/setup', () => {
  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup' })).statusCode).toBe(401);
  });

  it('answers a secret and its otpauth URL without turning two-factor on (a body-less JSON POST is fine)', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await post('setup', session);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json().result as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Guidebook');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect((await userRow(t, user.id)).twoFactorEnabled).toBe(false);
  });
});

describe('POST /user/2fa/enable', () => {
  it('requires a signed-in user and rejects bad input', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/2fa/enable', payload: { code: '123456' } })).statusCode,
    ).toBe(401);
    const session = await signIn(t.app, (await createUser(t)).email);
    const res = await post('enable', session, { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('code');
  });

  it('refuses before setup, and with a wrong code', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    expect((await post('enable', session, { code: '123456' })).json().errors[0].description).toBe(
      'auth.errors.twoFactorNotSetUp',
    );
    const { secret } = (await post('setup', session)).json().result as { secret: string };
    const wrongCode = (await totp(secret)) === '000000' ? '111111' : '000000';
    const wrong = await post('enable', session, { code: wrongCode });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors[0]).toMatchObject({ description: 'auth.errors.invalidTwoFactorCode', field: 'code' });
  });

  it('turns two-factor on with a code from the app and answers ten recovery codes; sign-in then asks for the second factor', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const { secret } = (await post('setup', session)).json().result as { secret: string };
    const res = await post('enable', session, { code: await totp(secret) });
    expect(res.statusCode).toBe(200);
    const { twoFactorEnabled, recoveryCodes } = res.json().result as {
      twoFactorEnabled: boolean;
      recoveryCodes: string[];
    };
    expect(twoFactorEnabled).toBe(true);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await userRow(t, user.id)).twoFactorEnabled).toBe(true);
    expect((await issueToken(t.app, user.email)).json().result.roles).toEqual([{ name: 'TwoFa' }]);
    expect((await post('setup', session)).json().errors[0].description).toBe('auth.errors.twoFactorAlreadyEnabled');
  });
});

describe('TOTP secrets at rest', () => {
  it('are stored sealed, never as the secret the app shows', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const { secret } = (await post('setup', session)).json().result as { secret: string };
    expect((await userRow(t, user.id)).twoFactorPendingSecret).toMatch(/^enc1:/);
    expect((await userRow(t, user.id)).twoFactorPendingSecret).not.toContain(secret);
    await post('enable', session, { code: await totp(secret) });
    const row = await userRow(t, user.id);
    expect(row.twoFactorSecret).toMatch(/^enc1:/);
    expect(row.twoFactorSecret).not.toContain(secret);
  });

  it('stored in plain text by an older version, are sealed at start-up and keep working', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const { secret } = await enableTwoFactor(t, session);
    await t.database.db.update(users).set({ twoFactorSecret: secret }).where(eq(users.id, user.id));
    expect(await t.app.twoFactor.resealStoredSecrets()).toBeGreaterThanOrEqual(1);
    const row = await userRow(t, user.id);
    expect(row.twoFactorSecret).toMatch(/^enc1:/);
    expect(t.app.secretBox.open(row.twoFactorSecret!)).toBe(secret);
    expect((await post('disable', session, { code: await totp(secret) })).statusCode).toBe(200);
  });
});

describe('POST /user/2fa/disable', () => {
  async function enabled(options: { keepStep?: boolean } = {}) {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    return { user, session, ...(await enableTwoFactor(t, session, options)) };
  }

  it('requires a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/2fa/disable', payload: { code: '123456' } })).statusCode,
    ).toBe(401);
  });

  it('turns two-factor off with a current code', async () => {
    const { user, session, secret } = await enabled();
    const res = await post('disable', session, { code: await totp(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ twoFactorEnabled: false });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
    expect((await issueToken(t.app, user.email)).json().result.refreshToken).not.toBe('');
  });

  it('turns two-factor off with a recovery code', async () => {
    const { session, recoveryCodes } = await enabled();
    expect((await post('disable', session, { code: recoveryCodes[3]! })).statusCode).toBe(200);
  });

  it('refuses a wrong or replayed code, and when two-factor is off', async () => {
    const { session, enableCode } = await enabled({ keepStep: true });
    const replay = await post('disable', session, { code: enableCode });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errors[0].description).toBe('auth.errors.codeUsed');
    expect((await post('disable', session, { code: 'zzzzz-zzzzz' })).json().errors[0].description).toBe(
      'auth.errors.invalidTwoFactorCode',
    );
    const off = await signIn(t.app, (await createUser(t)).email);
    expect((await post('disable', off, { code: '123456' })).json().errors[0].description).toBe(
      'auth.errors.twoFactorNotEnabled',
    );
  });
});
