export { i18n, initI18n } from './i18n';
export {
  localeFromPath,
  stripLocale,
  withLocale,
  switchLocalePath,
  hasLocalePrefix,
  LOCALE_PREFIXES,
} from './locale-path';
export { readLocaleCookie, localeCookieString, writeLocaleCookie } from './locale-cookie';
export { detectLocale, decideLocaleRedirect, localeFromTag } from './locale-detection';
export { useLocale, useLocalePath, useSwitchLocale } from './use-locale';
export { LocaleLink, LocaleNavLink } from './locale-link';
