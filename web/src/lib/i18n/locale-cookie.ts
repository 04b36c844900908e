import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '@common/locales';

const MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** The locale remembered in the `i18n_redirected` cookie, or null when absent or unknown. */
export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    return isLocale(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie style string: 365 days, path /, SameSite=Lax, Secure only when configured. */
export function localeCookieString(locale: Locale, options: { secure: boolean }): string {
  const attributes = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Remembers the language choice in the browser. */
export function writeLocaleCookie(locale: Locale, options: { secure: boolean }): void {
  document.cookie = localeCookieString(locale, options);
}
