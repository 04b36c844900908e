/** The translation types the app's modules name (from i18next for now). */
export type { TFunction, TOptions } from 'i18next';
