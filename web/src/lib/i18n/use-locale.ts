import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Locale } from '@common/locales';
import { usePublicConfig } from '../public-config';
import { writeLocaleCookie } from './locale-cookie';
import { localeFromPath, switchLocalePath, withLocale } from './locale-path';

/** The language of the current page, read from its path prefix. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an unprefixed app path ('/home', '/login?redirect=...') into the current language's path. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => withLocale(path, locale), [locale]);
}

/**
 * Switches language: remembers the choice in the cookie, then shows the same page (path, query and
 * hash) under the other prefix.
 */
export function useSwitchLocale(): (locale: Locale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const { cookieSecure } = usePublicConfig();
  return useCallback(
    (locale: Locale) => {
      writeLocaleCookie(locale, { secure: cookieSecure });
      void navigate(switchLocalePath(location, locale));
    },
    [cookieSecure, location, navigate],
  );
}
