import { DEFAULT_LOCALE, FALLBACK_LOCALE_TAG, isLocale, type Locale } from '@common/locales';
import { readLocaleCookie } from './locale-cookie';
import { hasLocalePrefix, withLocale } from './locale-path';

export interface DetectionInput {
  /** document.cookie */
  cookie: string;
  /** navigator.languages, most preferred first */
  languages: readonly string[];
}

export type DetectionSource = 'cookie' | 'browser' | 'fallback';

/** The supported locale matching a BCP 47 tag by its primary subtag (es-MX -> es), or null. */
export function localeFromTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** Detection order (docs/product.md, "Languages"): the cookie, then the browser's language list, then en-US. */
export function detectLocale(input: DetectionInput): { locale: Locale; source: DetectionSource } {
  const fromCookie = readLocaleCookie(input.cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  for (const tag of input.languages) {
    const locale = localeFromTag(tag);
    if (locale) return { locale, source: 'browser' };
  }
  return { locale: localeFromTag(FALLBACK_LOCALE_TAG) ?? DEFAULT_LOCALE, source: 'fallback' };
}

export interface LocaleRedirectDecision {
  /** Where to go instead (same page under the detected locale), or null to stay. */
  redirectTo: string | null;
  /** A locale to remember in the cookie (set when detection did not come from the cookie). */
  remember: Locale | null;
}

/**
 * Decision taken on every navigation. Prefixed paths say their language themselves and are left alone;
 * on an unprefixed path the detected locale wins, so a visitor whose cookie (or, without a cookie,
 * whose browser) says es is sent to the /es twin of the page, and a browser-detected choice is
 * remembered in the cookie.
 */
export function decideLocaleRedirect(
  location: { pathname: string; search?: string; hash?: string },
  input: DetectionInput,
): LocaleRedirectDecision {
  if (hasLocalePrefix(location.pathname)) return { redirectTo: null, remember: null };
  const { locale, source } = detectLocale(input);
  const remember = source === 'cookie' ? null : locale;
  if (locale === DEFAULT_LOCALE) return { redirectTo: null, remember };
  const redirectTo = withLocale(location.pathname, locale) + (location.search ?? '') + (location.hash ?? '');
  return { redirectTo, remember };
}
