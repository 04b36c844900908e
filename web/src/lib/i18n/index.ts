export { useLocale } from './use-locale';
export { LocaleLink } from './locale-link';
