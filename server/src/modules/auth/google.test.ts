import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, createUser, issueToken, signIn, uniqueEmail, userRow } from './accounts.fixtures';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

let t: TestApp;
let jwksServer: Server;
let jwksRequests = 0;
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: SigningKey;
let strangerKey: SigningKey;

/** An ID token as Google issues it (RS256, kid, iss, aud, exp), with overrides. */
async function idToken(
  claims: JWTPayload & { email?: string },
  options: { key?: SigningKey; kid?: string; issuer?: string; audience?: string; expiresIn?: string | number } = {},
) {
  return new SignJWT({ email_verified: true, given_name: 'Gina', family_name: 'Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? `google-${Math.random().toString(36).slice(2)}`))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? privateKey);
}

const googleSignIn = (credential: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/IssueTokenGoogle', payload: { credential, ...extra } });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((req, res) => {
    jwksRequests++;
    if (req.url !== '/oauth2/v3/certs') return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await buildTestApp({
    ...ACCOUNTS_TEST_ENV,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

describe('POST /auth/IssueTokenGoogle', () => {
  it('creates a confirmed account without password on first sign-in, and signs the same account in afterwards', async () => {
    const email = uniqueEmail('gina');
    const res = await googleSignIn(await idToken({ sub: 'google-sub-1', email }), { rememberMe: true, locale: 'es' });
    expect(res.statusCode).toBe(200);
    const session = res.json().result as UserSession;
    expect(session).toMatchObject({ email, firstName: 'Gina', lastName: 'Google', rememberMe: true, locale: 'es' });
    expect(session.refreshToken).not.toBe('');
    const row = await userRow(t, session.aspNetUsersId);
    expect(row).toMatchObject({ emailConfirmed: true, passwordHash: null, googleSubject: 'google-sub-1' });
    expect(jwksRequests).toBeGreaterThan(0);

    // The short issuer spelling is Google's too.
    const again = await googleSignIn(await idToken({ sub: 'google-sub-1', email }, { issuer: 'accounts.google.com' }));
    expect(again.json().result.aspNetUsersId).toBe(session.aspNetUsersId);
    // No password sign-in for an account without password.
    expect((await issueToken(t.app, email, 'any password at all')).statusCode).toBe(409);
  });

  it('links an existing account with the same email (case-insensitive)', async () => {
    const user = await createUser(t, { confirmed: false });
    const res = await googleSignIn(await idToken({ sub: 'google-sub-link', email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.aspNetUsersId).toBe(user.id);
    expect(await userRow(t, user.id)).toMatchObject({ googleSubject: 'google-sub-link', emailConfirmed: true });
    // The password still works too.
    expect((await signIn(t.app, user.email)).aspNetUsersId).toBe(user.id);
  });

  it('refuses to take over an account linked to another Google identity', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ googleSubject: 'google-sub-original' }).where(eq(users.id, user.id));
    const res = await googleSignIn(await idToken({ sub: 'google-sub-intruder', email: user.email }));
    expect(res.statusCode).toBe(409);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token, an unknown key, an unverified email and alg none', async () => {
    const email = uniqueEmail();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = (await idToken({ email })).split('.')[1];
    const bad = [
      await idToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ email }, { issuer: 'https://evil.example.com' }),
      await idToken({ email }, { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
      await idToken({ email }, { key: strangerKey }),
      await idToken({ email }, { key: strangerKey, kid: 'unknown-kid' }),
      await idToken({ email, email_verified: false }),
      `${header}.${payload}.`,
      'not-a-jwt',
    ];
    for (const credential of bad) {
      const res = await googleSignIn(credential);
      expect(res.statusCode, credential.slice(0, 40)).toBe(409);
      expect(res.json().errors[0].description).toBe('auth.errors.googleTokenInvalid');
    }
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it('asks for the second factor when the account has two-factor on', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, user.id));
    const res = await googleSignIn(await idToken({ sub: 'google-sub-2fa', email: user.email }));
    expect(res.json().result).toMatchObject({ refreshToken: '', roles: [{ name: 'TwoFa' }] });
  });

  it('rejects bad input naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/IssueTokenGoogle', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('credential');
  });

  it('answers 404 when GOOGLE_CLIENT_ID is not configured', async () => {
    const plain = await buildTestApp(ACCOUNTS_TEST_ENV, t.database);
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/IssueTokenGoogle',
        payload: { credential: await idToken({ email: uniqueEmail() }) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].description).toBe('auth.errors.googleDisabled');
    } finally {
      await plain.close();
    }
  });
});
