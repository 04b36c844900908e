import { useSyncExternalStore } from 'react';
import { type TokenPair } from '@common/contracts/auth';
import { type UserSession } from '@common/contracts/user';
import { VIEW_COOKIE } from '@common/host-view';

/**
 * The signed-in user's profile as the browser keeps it (docs/product.md, "Session"), in localStorage under
 * 'user': the UserSession answered by the sign-in calls (common/contracts/user.ts). Every field is
 * optional here because the store is `{}` when nobody signed in, and a remembered profile keeps no tokens.
 */
export type SessionUser = Partial<UserSession>;

export type { TokenPair } from '@common/contracts/auth';

export const SESSION_STORAGE_KEY = 'user';

/** Role names carried in the token's `role` claim (docs/product.md, "Route guards"). */
export const ROLES = { internal: 'Internal', admin: 'Admin', twoFa: 'TwoFa' } as const;

const listeners = new Set<() => void>();
/** The user a server render is made for (renderAsUser): stands in for the browser's storage meanwhile. */
let serverUser: SessionUser | null = null;
/** The user a server-rendered page was made for (hydrateAsUser): what hydration starts from. */
let hydrationUser: SessionUser | null = null;
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser = {};

function notify() {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): SessionUser {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SessionUser) : {};
  } catch {
    return {};
  }
}

/** The stored user; an empty object when nobody signed in. Stable identity while storage is unchanged. */
export function getUser(): SessionUser {
  if (serverUser) return serverUser;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); behave as signed out.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

/** Replaces the stored user entirely (after sign-in). */
export function setUser(user: SessionUser): void {
  if (user.token) signedOutByUser = false;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  writeViewCookie(user.token);
  notify();
}

/**
 * The view cookie (common/host-view.ts, decision 077) as the stored access token: written with it,
 * until it expires, and removed with it (sign-out, a refresh that failed), so the server renders a
 * host's page for exactly the session this browser holds. SameSite=Strict: another site's links and
 * forms never carry it.
 */
export function writeViewCookie(token: string | null | undefined): void {
  if (typeof document === 'undefined') return;
  const expiry = token ? decodeJwtPayload(token)?.exp : undefined;
  const seconds = typeof expiry === 'number' ? Math.floor(expiry - Date.now() / 1000) : 0;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    token && seconds > 0
      ? `${VIEW_COOKIE}=${token}; Max-Age=${seconds}; Path=/; SameSite=Strict${secure}`
      : `${VIEW_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
}

/** After a profile save: the returned user replaces the stored one, keeping the current token pair. */
export function replaceUserKeepingTokens(user: SessionUser): void {
  const { token, refreshToken } = getUser();
  setUser({ ...user, token, refreshToken });
}

/** After a token refresh: only the token pair changes. */
export function replaceTokens(pair: TokenPair): void {
  setUser({ ...getUser(), token: pair.token, refreshToken: pair.refreshToken });
}

/** Forgets the token pair (a refresh failed): the profile stays, the session does not. */
export function clearTokens(): void {
  const { token: _token, refreshToken: _refreshToken, ...profile } = getUser();
  setUser(profile);
}

/**
 * Sign-out state change: without rememberMe the stored user is reset to empty.
 * With rememberMe the profile is kept for the next sign-in, but never the tokens: signing out must
 * end the session. The caller then navigates to / (see useSignOut in lib/auth).
 */
/**
 * True from an explicit sign-out until the visitor is on an unguarded page or signs in again. A
 * guarded page still on screen while the navigation to / settles then leads to /, not
 * to the login page its guard would choose when a session merely expires.
 */
let signedOutByUser = false;
export const wasSignedOutByUser = (): boolean => signedOutByUser;
export function forgetSignOut(): void {
  signedOutByUser = false;
}

export function signOut(): void {
  signedOutByUser = true;
  const user = getUser();
  if (!user.rememberMe) setUser({});
  else clearTokens();
}

/** The bearer token, or null when signed out. */
export function getToken(): string | null {
  return getUser().token || null;
}

/** Subscribes to session changes from this tab and from other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const SIGNED_OUT: SessionUser = {};

/** The letters an avatar without a photo shows: first and last name's initials, else the e-mail's first letter. */
export function userInitials(user: SessionUser): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.email?.[0] || '?').toUpperCase();
}

/**
 * The stored user inside React; re-renders when it changes. A prerendered public page is built signed
 * out, so hydration starts signed out and then shows the stored user; a server render is made as its
 * host (renderAsUser).
 */
export function useSessionUser(): SessionUser {
  return useSyncExternalStore(subscribeSession, getUser, () => serverUser ?? hydrationUser ?? SIGNED_OUT);
}

/**
 * A page the server rendered for its host (decision 077) is hydrated as the user it was rendered for,
 * so that the first render matches its markup; then the stored user takes over.
 */
export function hydrateAsUser(user: SessionUser | null): void {
  hydrationUser = user;
}

/**
 * Runs a server render (synchronous, so no other render can interleave) as `user`: the session reads
 * answer it instead of the browser's storage, which a server has not (decision 077).
 */
export function renderAsUser<T>(user: SessionUser, render: () => T): T {
  serverUser = user;
  try {
    return render();
  } finally {
    serverUser = null;
  }
}

/**
 * Reads a JWT's payload without verifying it: the browser only needs the claims to pick routes;
 * the server verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The roles in a token's `role` claim (a string or a list of strings). */
export function tokenRoles(token: string | null | undefined): string[] {
  if (!token) return [];
  const claim = decodeJwtPayload(token)?.role;
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.filter((r): r is string => typeof r === 'string');
  return [];
}
