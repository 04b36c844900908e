import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { refreshTokens } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { bearer, botToken, createUser, issueToken, PASSWORD, signIn, totp, uniqueEmail } from './accounts.fixtures';
import { t, useAuthTestApp, putUser, userWithTwoFactor } from './auth.test-app.fixtures';

useAuthTestApp();

describe('POST /auth/issuetoken', () => {
  it('answers the user with every session field, a token and a refresh token', async () => {
    const user = await createUser(t, { roles: ['Admin'], firstName: 'Ana', lastName: 'Host' });
    const res = await issueToken(t.app, user.email.toUpperCase(), PASSWORD, { rememberMe: true });
    expect(res.statusCode).toBe(200);
    const result = res.json().result as UserSession;
    expect(Object.keys(result).sort()).toEqual(
      [
        'aspNetUsersId',
        'firstName',
        'lastName',
        'refreshToken',
        'email',
        'phoneNumber',
        'token',
        'profileImageMediaId',
        'twoFactorEnabled',
        'phoneNumberConfirmed',
        'onboardingCount',
        'rememberMe',
        'fullName',
        'fullNameLastFirst',
        'shortName',
        'shortNameFirst',
        'isActive',
        'createDate',
        'lastLoginDate',
        'previousLoginDate',
        'profileImage',
        'roles',
        'locale',
      ].sort(),
    );
    expect(result).toMatchObject({
      aspNetUsersId: user.id,
      email: user.email,
      rememberMe: true,
      fullName: 'Ana Host',
      fullNameLastFirst: 'Host, Ana',
      shortName: 'Ana H.',
      shortNameFirst: 'Ana',
      roles: [{ name: 'Admin' }],
      twoFactorEnabled: false,
      isActive: true,
    });
    expect(result.refreshToken.length).toBeGreaterThan(30);
    expect(result.lastLoginDate).not.toBeNull();
    const claims = await t.app.tokens.verify(result.token);
    expect(claims).toMatchObject({ sub: user.id, role: ['Admin'] });
    expect(res.body).not.toContain('passwordHash');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('moves the last sign-in to previousLoginDate', async () => {
    const user = await createUser(t);
    const first = await signIn(t.app, user.email);
    const second = await signIn(t.app, user.email);
    expect(second.previousLoginDate).toBe(first.lastLoginDate);
  });

  it('stores only a hash of the refresh token', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const stored = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    expect(stored).toHaveLength(1);
    const plain = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, session.refreshToken));
    expect(plain).toHaveLength(0);
  });

  it('rejects bad input naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('answers a wrong password and an unknown email identically with 409', async () => {
    const user = await createUser(t);
    const wrong = await issueToken(t.app, user.email, 'wrong password here');
    const unknown = await issueToken(t.app, uniqueEmail('nobody'), 'wrong password here');
    expect(wrong.statusCode).toBe(409);
    expect(unknown.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      result: null,
      errors: [{ code: 'conflict', description: 'auth.errors.invalidCredentials' }],
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an unconfirmed account with 409 emailNotConfirmed', async () => {
    const user = await createUser(t, { confirmed: false });
    const res = await issueToken(t.app, user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe('auth.errors.emailNotConfirmed');
  });

  it('refuses a deactivated account with 409 accountInactive', async () => {
    const user = await createUser(t, { isActive: false });
    const res = await issueToken(t.app, user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe('auth.errors.accountInactive');
  });

  it('requires a bot-check token, and accepts each one once', async () => {
    const user = await createUser(t);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors[0]).toMatchObject({ description: 'auth.errors.botCheckFailed', field: 'botToken' });
    const token = await botToken(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      payload: { email: user.email, password: PASSWORD, botToken: token },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      payload: { email: user.email, password: PASSWORD, botToken: token },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errors[0].description).toBe('auth.errors.botCheckFailed');
  });

  it('answers a TwoFa token, no refresh token and no profile when two-factor is on', async () => {
    const { user } = await userWithTwoFactor();
    const res = await issueToken(t.app, user.email);
    expect(res.statusCode).toBe(200);
    const pending = res.json().result as UserSession;
    expect(pending).toMatchObject({
      refreshToken: '',
      twoFactorEnabled: true,
      roles: [{ name: 'TwoFa' }],
      email: user.email,
      firstName: '',
      aspNetUsersId: '',
    });
    expect((await t.app.tokens.verify(pending.token))?.role).toEqual(['TwoFa']);
  });
});

describe('POST /auth/verify2fa', () => {
  it('completes the sign-in with a TOTP and answers the full user', async () => {
    const { user, secret } = await userWithTwoFactor();
    const pending = (await issueToken(t.app, user.email, PASSWORD, { rememberMe: true })).json().result as UserSession;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(pending.token),
      payload: { code: await totp(secret) },
    });
    expect(res.statusCode).toBe(200);
    const full = res.json().result as UserSession;
    expect(full).toMatchObject({ aspNetUsersId: user.id, twoFactorEnabled: true, rememberMe: true, firstName: 'Ana' });
    expect(full.refreshToken).not.toBe('');
    expect((await t.app.tokens.verify(full.token))?.role).toEqual([]);
    expect((await putUser(full.token)).statusCode).toBe(200);
  });

  it('accepts a recovery code once', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    const pending = (await issueToken(t.app, user.email)).json().result as UserSession;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(pending.token),
      payload: { code: recoveryCodes[0]!.toUpperCase() },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = (await issueToken(t.app, user.email)).json().result as UserSession;
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(again.token),
      payload: { code: recoveryCodes[0] },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].description).toBe('auth.errors.codeUsed');
  });

  it('refuses a wrong code and a reused TOTP with 409', async () => {
    const { user, secret } = await userWithTwoFactor();
    const pending = (await issueToken(t.app, user.email)).json().result as UserSession;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(pending.token),
      payload: { code: '000000' === (await totp(secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors[0].description).toBe('auth.errors.invalidTwoFactorCode');
    const code = await totp(secret);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/verify2fa',
          headers: bearer(pending.token),
          payload: { code },
        })
      ).statusCode,
    ).toBe(200);
    const again = (await issueToken(t.app, user.email)).json().result as UserSession;
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(again.token),
      payload: { code },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].description).toBe('auth.errors.codeUsed');
  });

  it('accepts a pending token once', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const pending = (await issueToken(t.app, user.email)).json().result as UserSession;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/verify2fa',
          headers: bearer(pending.token),
          payload: { code: recoveryCodes[0] },
        })
      ).statusCode,
    ).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(pending.token),
      payload: { code: recoveryCodes[1] },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('requires a token and rejects bad input', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify2fa', payload: { code: '123456' } })).statusCode,
    ).toBe(401);
    const { user } = await userWithTwoFactor();
    const pending = (await issueToken(t.app, user.email)).json().result as UserSession;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify2fa',
      headers: bearer(pending.token),
      payload: { code: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('code');
  });

  it('refuses the TwoFa token on every other endpoint (403 where a user is required, nothing more than anonymous elsewhere)', async () => {
    const { user } = await userWithTwoFactor();
    const pending = (await issueToken(t.app, user.email)).json().result as UserSession;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const sample: Record<string, string> = { email: encodeURIComponent(user.email), value: '1' };
    let guarded = 0;
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const method of Object.keys(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        if (path === '/api/auth/verify2fa') continue;
        const url = path.replace(/{(\w+)}/g, (_, name: string) => sample[name] ?? '1');
        const verb = method.toUpperCase() as 'GET';
        const anonymous = await t.app.inject({ method: verb, url });
        const withTwoFa = await t.app.inject({ method: verb, url, headers: bearer(pending.token) });
        checked++;
        if (anonymous.statusCode === 401) {
          guarded++;
          expect(withTwoFa.statusCode, `${method} ${path}`).toBe(403);
        } else {
          expect(withTwoFa.statusCode, `${method} ${path}`).toBe(anonymous.statusCode);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(guarded).toBeGreaterThanOrEqual(7);
  });
});
