import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@web/test/fixtures';
import {
  clearTokens,
  decodeJwtPayload,
  getToken,
  getUser,
  replaceTokens,
  replaceUserKeepingTokens,
  SESSION_STORAGE_KEY,
  setUser,
  signOut,
  subscribeSession,
  tokenRoles,
  userInitials,
} from './session';
import { VIEW_COOKIE } from '@common/host-view';

describe('session store', () => {
  it('is empty when nothing (or garbage) is stored', () => {
    expect(getUser()).toEqual({});
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getUser()).toEqual({});
    expect(getToken()).toBeNull();
  });

  it('keeps the user in localStorage under "user"', () => {
    setUser({ firstName: 'Ana', token: 't', refreshToken: 'r' });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ firstName: 'Ana', token: 't', refreshToken: 'r' });
    expect(getToken()).toBe('t');
  });

  it('replaces the profile but keeps the current token pair after a profile save', () => {
    setUser({ firstName: 'Ana', token: 't', refreshToken: 'r' });
    replaceUserKeepingTokens({ firstName: 'Ana María', token: 'stale', refreshToken: 'stale' });
    expect(getUser()).toEqual({ firstName: 'Ana María', token: 't', refreshToken: 'r' });
  });

  it('replaces only the token pair after a refresh', () => {
    setUser({ email: 'a@b.c', token: 't', refreshToken: 'r' });
    replaceTokens({ token: 't2', refreshToken: 'r2' });
    expect(getUser()).toEqual({ email: 'a@b.c', token: 't2', refreshToken: 'r2' });
    clearTokens();
    expect(getUser()).toEqual({ email: 'a@b.c' });
  });

  it('on sign-out resets the user to empty unless rememberMe is set', () => {
    setUser({ firstName: 'Ana', token: 't', refreshToken: 'r' });
    signOut();
    expect(getUser()).toEqual({});

    setUser({ email: 'a@b.c', rememberMe: true, token: 't', refreshToken: 'r' });
    signOut();
    expect(getUser()).toEqual({ email: 'a@b.c', rememberMe: true });
  });

  it('notifies subscribers of changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setUser({ token: 't' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setUser({});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('JWT payload', () => {
  it('decodes the role claim as a string or a list', () => {
    expect(tokenRoles(fakeJwt('TwoFa'))).toEqual(['TwoFa']);
    expect(tokenRoles(fakeJwt(['Admin', 'Internal']))).toEqual(['Admin', 'Internal']);
    expect(tokenRoles(fakeJwt())).toEqual([]);
    expect(tokenRoles(null)).toEqual([]);
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwtPayload('nope')).toBeNull();
    expect(decodeJwtPayload('a.###.c')).toBeNull();
  });

  it('reads non-ASCII claims (base64url, UTF-8)', () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Begoña' }))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(decodeJwtPayload(`h.${payload}.s`)).toEqual({ name: 'Begoña' });
  });
});

describe('userInitials', () => {
  it("is the first and last name's initials, else the e-mail's first letter, in capitals", () => {
    expect(userInitials({ firstName: 'lucía', lastName: ' Host' })).toBe('LH');
    expect(userInitials({ firstName: 'Ana' })).toBe('A');
    expect(userInitials({ firstName: ' ', email: 'ops@example.com' })).toBe('O');
    expect(userInitials({})).toBe('?');
  });
});

describe('view cookie (decision 077)', () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const tokenFor = (seconds: number, sub = 'user-1') =>
    `${encode({ alg: 'HS256' })}.${encode({ sub, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
  const viewCookie = () =>
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${VIEW_COOKIE}=`))
      ?.slice(VIEW_COOKIE.length + 1);
  afterEach(() => {
    document.cookie = `${VIEW_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('follows the stored access token: written with it, replaced on refresh, removed with it', () => {
    const token = tokenFor(900);
    setUser({ firstName: 'Ana', token, refreshToken: 'r' });
    expect(viewCookie()).toBe(token);
    const refreshed = tokenFor(900, 'user-2');
    replaceTokens({ token: refreshed, refreshToken: 'r2' });
    expect(viewCookie()).toBe(refreshed);
    clearTokens();
    expect(viewCookie()).toBeUndefined();

    setUser({ email: 'a@b.c', rememberMe: true, token, refreshToken: 'r' });
    expect(viewCookie()).toBe(token);
    signOut();
    expect(viewCookie()).toBeUndefined();
  });

  it('is not kept for a token that has expired or names no expiry', () => {
    setUser({ token: tokenFor(-5), refreshToken: 'r' });
    expect(viewCookie()).toBeUndefined();
    setUser({ token: fakeJwt(), refreshToken: 'r' });
    expect(viewCookie()).toBeUndefined();
  });
});
