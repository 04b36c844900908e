import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@common/locales';

/**
 * Locale <-> path rules (docs/product.md, "Languages"; strategy prefix-except-default):
 * the default locale (en) is unprefixed, every other locale lives under /{code}/...
 */

/** The locale a pathname belongs to: its first segment when that is a non-default locale code. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** Whether the pathname carries a locale prefix (e.g. /es, /es/pricing). */
export function hasLocalePrefix(pathname: string): boolean {
  return localeFromPath(pathname) !== DEFAULT_LOCALE;
}

/** The pathname without its locale prefix: /es -> /, /es/pricing -> /pricing, /pricing -> /pricing. */
export function stripLocale(pathname: string): string {
  if (!hasLocalePrefix(pathname)) return pathname || '/';
  const rest = pathname.slice(1 + localeFromPath(pathname).length);
  return rest === '' ? '/' : rest;
}

/**
 * Puts `path` (which may carry ?query and #hash, and may already be prefixed) under `locale`.
 * Relative paths (no leading slash) are returned untouched.
 */
export function withLocale(path: string, locale: Locale): string {
  if (!path.startsWith('/')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare + suffix;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + suffix;
}

/** Same page, other language: keeps the path, query and hash, swaps the prefix. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  return withLocale(location.pathname, locale) + (location.search ?? '') + (location.hash ?? '');
}

/** The route prefixes the router mounts: '' for the default locale, '/es' for the others. */
export const LOCALE_PREFIXES: ReadonlyArray<{ locale: Locale; prefix: string }> = LOCALES.map((locale) => ({
  locale,
  prefix: locale === DEFAULT_LOCALE ? '' : `/${locale}`,
}));
