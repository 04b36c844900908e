import { resources } from '@common/locales/index';
import type { GuideLocale } from '@common/contracts/guide';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const plural: Record<GuideLocale, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  es: new Intl.PluralRules('es'),
};

const lookup = (locale: GuideLocale, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      resources[locale],
    );

/**
 * The server-side translator of the guest pages and PDFs (the same bundles the web app uses, so
 * every string exists in en and es). `{{name}}` interpolation; a numeric `count` picks `_one` /
 * `_other` like i18next.
 */
export function translator(locale: GuideLocale): Translate {
  return (key, params) => {
    let value = lookup(locale, key);
    if (params && typeof params.count === 'number') {
      const form = lookup(locale, `${key}_${plural[locale].select(params.count)}`) ?? lookup(locale, `${key}_other`);
      if (typeof form === 'string') value = form;
    }
    if (typeof value !== 'string') return key;
    return params
      ? value.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in params ? String(params[name]) : match))
      : value;
  };
}
