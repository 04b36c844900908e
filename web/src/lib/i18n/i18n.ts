import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@common/locales';
import { resources } from '@common/locales/index';

/**
 * The one i18next instance of the app. The bundles are compiled in (common/locales/index.ts), so
 * initialisation and language changes are synchronous: the first render already speaks the right language.
 * A single namespace holds every surface: keys read `host.nav.properties`, `errors.notFound`.
 */
export const i18n: I18n = createInstance();

export function initI18n(locale: Locale): I18n {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: resources.en },
      es: { translation: resources.es },
    },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'es'],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
