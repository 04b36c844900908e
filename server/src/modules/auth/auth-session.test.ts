import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authSessions, refreshTokens, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { createUser, signIn } from './accounts.fixtures';
import { t, useAuthTestApp, refresh, putUser } from './auth.test-app.fixtures';

useAuthTestApp();

describe('POST /auth/refreshtoken', () => {
  it('answers a new pair and spends the old refresh token', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await refresh(session.token, session.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = res.json().result as { token: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await t.app.tokens.verify(pair.token))?.sid).toBe((await t.app.tokens.verify(session.token))?.sid);
    expect((await putUser(pair.token)).statusCode).toBe(200);
    const next = await refresh(pair.token, pair.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('accepts an expired access token of the same session', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const claims = (await t.app.tokens.verify(session.token))!;
    const expired = await t.app.tokens.sign(claims, -60);
    expect((await putUser(expired)).statusCode).toBe(401);
    expect((await refresh(expired, session.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token is presented again', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const rotated = (await refresh(session.token, session.refreshToken)).json().result as {
      token: string;
      refreshToken: string;
    };
    // Presented again after the grace for concurrent tabs.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    const replay = await refresh(session.token, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].description).toBe('auth.errors.invalidRefreshToken');
    // Every token of the family is dead: the rotated refresh token and the access token.
    expect((await refresh(rotated.token, rotated.refreshToken)).statusCode).toBe(401);
    expect((await putUser(rotated.token)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, (await t.app.tokens.verify(session.token))!.sid));
    expect(row).toMatchObject({ revokedReason: 'reuse' });
    // Other sessions of the user are untouched.
    const other = await signIn(t.app, user.email);
    expect((await putUser(other.token)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing with the same pair at once a pair each, and keeps the session', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const [a, b] = await Promise.all([
      refresh(session.token, session.refreshToken),
      refresh(session.token, session.refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = a.json().result as { token: string; refreshToken: string };
    const pairB = b.json().result as { token: string; refreshToken: string };
    expect(pairA.refreshToken).not.toBe(pairB.refreshToken);
    expect((await putUser(pairA.token)).statusCode).toBe(200);
    expect((await refresh(pairB.token, pairB.refreshToken)).statusCode).toBe(200);
    // A moment later (within the grace) the first tab's stale pair still works once more.
    expect((await refresh(session.token, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses tampered, unsigned and foreign access tokens without spending the refresh token', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const [h, p, s] = session.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: ['Admin'] })).toString('base64url')}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const otherUser = await signIn(t.app, (await createUser(t)).email);
    for (const token of [tampered, none, foreign, otherUser.token, 'garbage']) {
      const res = await refresh(token, session.refreshToken);
      expect(res.statusCode, token).toBe(401);
    }
    expect((await refresh(session.token, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token and bad input', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    expect((await refresh(session.token, 'not-a-refresh-token')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { token: session.token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('refreshToken');
  });

  it('refuses the refresh of a deactivated user', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(session.token, session.refreshToken)).statusCode).toBe(401);
    expect((await putUser(session.token)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const sid = (await t.app.tokens.verify(session.token))!.sid;
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authSessions.id, sid)));
    const res = await refresh(session.token, session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].description).toBe('auth.errors.sessionExpired');
  });
});

describe('POST /auth/signout', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { signedOut: true }, errors: [] });
    expect((await refresh(session.token, session.refreshToken)).statusCode).toBe(401);
    expect((await putUser(session.token)).statusCode).toBe(401);
  });

  it('answers the same for an unknown refresh token and rejects bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: 'unknown' } });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('refreshToken');
  });
});
