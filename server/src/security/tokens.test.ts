/**
 * Tokens and sessions under attack: forged, expired, re-signed and misdirected access tokens are
 * refused (401); refresh tokens rotate, and one presented again after the grace ends its whole
 * session; a deactivated or deleted user, a revoked role and a removed co-host are cut off on the
 * very next request, though the access token they hold has not expired.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import type { UserSession } from '@common/contracts/user';
import { authSessions, users } from '../db/schema';
import { buildTestApp, TEST_ENV, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, bearer, createUser, signIn } from '../modules/auth/accounts.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { PropertyRepository } from '../modules/property/property.repository';

let t: TestApp;
let admin: TestHost;

beforeAll(async () => {
  // No grace for a spent refresh token: presenting it again is reuse at once.
  t = await buildTestApp({ ...ACCOUNTS_TEST_ENV, REFRESH_REUSE_GRACE_SECONDS: '0' });
  admin = await createHost(t, { firstName: 'Ada', lastName: 'Admin' });
  await t.database.db
    .update(users)
    .set({ roles: ['Admin'] })
    .where(eq(users.id, admin.userId));
});
afterAll(async () => {
  await t?.close();
});

const KEY = new TextEncoder().encode(TEST_ENV.JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

/** A signed-in host (a real session through POST /auth/issuetoken). */
async function session(): Promise<UserSession> {
  return signIn(t.app, (await createUser(t)).email);
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const refresh = (pair: { token: string; refreshToken: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refreshtoken',
    payload: { token: pair.token, refreshToken: pair.refreshToken },
  });

/** Whether the token is taken as a signed-in user on a route that needs one. */
const status = async (token: string) => (await get('/api/property/user/list', token)).statusCode;

/** The claims of a real token, re-signed with `sign` (and a header of its choosing). */
function claimsOf(token: string) {
  const payload = decode(token.split('.')[1]!);
  return { sub: payload.sub as string, sid: payload.sid as string, role: payload.role as string[] };
}

describe('access tokens', () => {
  it('accepts the token of a live session', async () => {
    const s = await session();
    expect(await status(s.token)).toBe(200);
  });

  it('refuses an expired token with 401 in the wrapper', async () => {
    const s = await session();
    const expired = await t.app.tokens.sign(claimsOf(s.token), -60);
    const res = await get('/api/property/user/list', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      result: null,
      errors: [{ code: 'unauthorized', description: 'errors.unauthorized' }],
    });
  });

  it('refuses a tampered signature, and a payload changed under the original signature', async () => {
    const s = await session();
    const [header, payload, signature] = s.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await status(`${header}.${payload}.${flipped}`)).toBe(401);
    const promoted = b64({ ...decode(payload), role: ['Admin'] });
    expect((await get('/api/admin/overview', `${header}.${promoted}.${signature}`)).statusCode).toBe(401);
    expect(await status(`${header}.${payload}.`)).toBe(401);
  });

  it('refuses alg none, other HMAC algorithms and an RSA-signed token', async () => {
    const s = await session();
    const claims = claimsOf(s.token);
    const payload = s.token.split('.')[1]!;
    expect(await status(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe(401);
    expect(await status(`${b64({ alg: 'None', typ: 'JWT' })}.${payload}.`)).toBe(401);
    for (const alg of ['HS384', 'HS512']) {
      const token = await new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub)
        .setIssuer('guidebook')
        .setAudience('guidebook-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(KEY);
      expect(await status(token), alg).toBe(401);
    }
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsa = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(claims.sub)
      .setIssuer('guidebook')
      .setAudience('guidebook-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await status(rsa)).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const s = await session();
    const claims = claimsOf(s.token);
    const other = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('guidebook')
      .setAudience('guidebook-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-0123456789'));
    expect(await status(other)).toBe(401);
  });

  it('refuses a wrong or missing issuer, a wrong or missing audience, and a token without expiry', async () => {
    const s = await session();
    const claims = claimsOf(s.token);
    const build = (change: (jwt: SignJWT) => SignJWT) =>
      change(
        new SignJWT({ role: claims.role, sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuedAt(),
      ).sign(KEY);
    // The same key and claims, properly addressed, is accepted: the refusals below are about the one field.
    expect(
      await status(await build((j) => j.setIssuer('guidebook').setAudience('guidebook-api').setExpirationTime('5m'))),
    ).toBe(200);
    expect(
      await status(
        await build((j) => j.setIssuer('someone-else').setAudience('guidebook-api').setExpirationTime('5m')),
      ),
      'wrong issuer',
    ).toBe(401);
    expect(await status(await build((j) => j.setAudience('guidebook-api').setExpirationTime('5m'))), 'no issuer').toBe(
      401,
    );
    expect(
      await status(await build((j) => j.setIssuer('guidebook').setAudience('another-service').setExpirationTime('5m'))),
      'wrong audience',
    ).toBe(401);
    expect(await status(await build((j) => j.setIssuer('guidebook').setExpirationTime('5m'))), 'no audience').toBe(401);
    expect(await status(await build((j) => j.setIssuer('guidebook').setAudience('guidebook-api'))), 'no expiry').toBe(
      401,
    );
  });

  it('refuses a token naming a session that does not exist or belongs to somebody else', async () => {
    const s = await session();
    const other = await session();
    const claims = claimsOf(s.token);
    expect(await status(await t.app.tokens.sign({ ...claims, sid: randomUUID() }))).toBe(401);
    expect(await status(await t.app.tokens.sign({ ...claims, sid: 'not-a-session' }))).toBe(401);
    expect(await status(await t.app.tokens.sign({ ...claims, sid: claimsOf(other.token).sid }))).toBe(401);
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Bearer ....',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      'Bearer ' + 'x'.repeat(10_000),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/property/user/list',
        headers: { authorization: header },
      });
      expect(res.statusCode, header.slice(0, 20)).toBe(401);
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and spends the refresh token it was given', async () => {
    const s = await session();
    const first = await refresh(s);
    expect(first.statusCode).toBe(200);
    const pair = first.json().result as { token: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(s.refreshToken);
    expect(await status(pair.token)).toBe(200);
    const second = await refresh(pair);
    expect(second.statusCode).toBe(200);
    expect(second.json().result.refreshToken).not.toBe(pair.refreshToken);
  });

  it('detect reuse: a spent refresh token presented again ends the whole session, newest tokens included', async () => {
    const s = await session();
    const rotated = (await refresh(s)).json().result as { token: string; refreshToken: string };
    // The first refresh token again (stolen and replayed): refused, and the family is revoked.
    const replay = await refresh(s);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].description).toBe('auth.errors.invalidRefreshToken');
    expect(await status(rotated.token)).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(s.token).sid));
    expect(row!.revokedReason).toBe('reuse');
  });

  it('refuse a refresh token presented with the access token of another session', async () => {
    const a = await session();
    const b = await session();
    expect((await refresh({ token: b.token, refreshToken: a.refreshToken })).statusCode).toBe(401);
    // Nothing was spent: the rightful pair still refreshes.
    expect((await refresh(a)).statusCode).toBe(200);
  });

  it('refuse a made-up refresh token and a forged access token', async () => {
    const s = await session();
    expect((await refresh({ token: s.token, refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const [header, payload] = s.token.split('.');
    expect((await refresh({ token: `${header}.${payload}.`, refreshToken: s.refreshToken })).statusCode).toBe(401);
  });
});

describe('cut off at once', () => {
  it('a deactivated user: the next request with a still-valid token is 401, refresh too, and reactivation does not revive the session', async () => {
    const user = await createUser(t);
    const s = await signIn(t.app, user.email);
    expect(await status(s.token)).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/deactivate`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(await status(s.token)).toBe(401);
    expect((await refresh(s)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/reactivate`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(await status(s.token)).toBe(401);
    expect((await refresh(s)).statusCode).toBe(401);
    // Signing in again works.
    expect(await status((await signIn(t.app, user.email)).token)).toBe(200);
  });

  it('a deleted user: their token is refused with 401 (not an error)', async () => {
    const user = await createUser(t);
    const s = await signIn(t.app, user.email);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await status(s.token)).toBe(401);
    expect((await get('/api/user', s.token)).statusCode).toBe(401);
    expect((await refresh(s)).statusCode).toBe(401);
  });

  it('a revoked role: the next staff request is 403 with the same token', async () => {
    const user = await createUser(t, { roles: ['Internal'] });
    const s = await signIn(t.app, user.email);
    expect((await get('/api/admin/overview', s.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/roles/${user.id}/Internal`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/admin/overview', s.token)).statusCode).toBe(403);
  });

  it('a removed co-host: the next call on the property is 404 and it leaves their list, with the same token', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const property = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: owner.headers })).json()
      .result as Property;
    await new PropertyRepository(t.database.db).addCoHost(property.propertyId, helper.userId);
    const listed = async () =>
      (
        (await get('/api/property/user/list', helper.headers.authorization.slice(7))).json().result as {
          propertyId: number;
        }[]
      ).map((p) => p.propertyId);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ai/property/${property.propertyId}/settings`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(await listed()).toContain(property.propertyId);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cohosts/property/${property.propertyId}/${helper.userId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ai/property/${property.propertyId}/settings`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/stays?propertyId=${property.propertyId}`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(await listed()).not.toContain(property.propertyId);
  });
});
