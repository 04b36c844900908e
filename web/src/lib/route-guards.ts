import { localeFromPath, withLocale } from './i18n/locale-path';
import { ROLES, tokenRoles } from './session';

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The route guards (docs/product.md, "Route guards"), as a pure decision: where to send the visitor instead of `location`, or null.
 * - a path containing "home" needs a fully signed-in token: no token, or a token whose role claim is
 *   TwoFa (second factor pending), goes to /login?redirect={full path};
 * - a path containing "admin" needs the Internal or Admin role (on a complete sign-in), else goes to /;
 *   the roles are the server's current ones when known (`serverRoles`, GET /user), else the token's;
 * - everything else is public.
 * Targets stay in the language of the page that was asked for.
 */
export function guardRedirect(
  location: GuardLocation,
  token: string | null | undefined,
  serverRoles?: readonly string[] | null,
): string | null {
  const { pathname } = location;
  const locale = localeFromPath(pathname);
  if (pathname.includes('home')) {
    if (!isFullySignedIn(token)) {
      const fullPath = pathname + (location.search ?? '') + (location.hash ?? '');
      return withLocale(`/login?redirect=${encodeURIComponent(fullPath)}`, locale);
    }
  }
  if (pathname.includes('admin')) {
    if (!isFullySignedIn(token) || !canOpenAdmin(token, serverRoles)) return withLocale('/', locale);
  }
  return null;
}

/** Whether a token gives a complete sign-in (present and not waiting for the second factor). */
export function isFullySignedIn(token: string | null | undefined): boolean {
  return !!token && !tokenRoles(token).includes(ROLES.twoFa);
}

/** Whether the user opens the admin area: by the server's current roles when known, else the token's. */
export function canOpenAdmin(token: string | null | undefined, serverRoles?: readonly string[] | null): boolean {
  const roles = serverRoles ?? tokenRoles(token);
  return roles.includes(ROLES.internal) || roles.includes(ROLES.admin);
}
