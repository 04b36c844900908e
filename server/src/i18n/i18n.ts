import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@common/locales';
import { resources } from '@common/locales/index';

/** A translator bound to one language: `t('guest.page.title')`, `t('auth.mail.greeting', { name })`. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The server's one i18next instance, over the same bundles as the web app (common/locales, every
 * string in en and es): guest pages and PDFs, mails, and the few texts the server writes itself
 * (`common/locales/<lang>/server.json`, under `server.*`). Bundles are compiled in, so it is ready
 * on import. Values are inserted as given (`escapeValue: false`): HTML callers escape what they
 * build, mails escape in their own renderer. `{{name}}` interpolation; a numeric `count` picks
 * `_one` / `_other`; a missing key answers the key itself.
 */
const i18n = createInstance();
void i18n.init({
  resources: { en: { translation: resources.en }, es: { translation: resources.es } },
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  supportedLngs: ['en', 'es'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnObjects: false,
});

const fixed = new Map<Locale, TFunction>();

/** The translator of a language (one per language, made once). */
export function translator(locale: Locale): Translate {
  let t = fixed.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    fixed.set(locale, t);
  }
  const bound = t;
  return (key, params) => String(params ? bound(key, params) : bound(key));
}

/** A string as stored, `{{placeholders}}` kept (for a client that interpolates it); the key when missing. */
export function rawText(locale: Locale, key: string): string {
  const value: unknown = i18n.getResource(locale, 'translation', key);
  return typeof value === 'string' ? value : key;
}
