import { type Locale } from '@common/locales';

/** Root of every lookup query key: ['lists', name, locale, ...params]. */
export const LISTS_QUERY_KEY = ['lists'] as const;

/**
 * The query key of one list in one language (plus a parameter such as a country id). A module of its
 * own, without the lists' code: the app's start (route-prefetch.ts) seeds lists under these keys.
 */
export const listQueryKey = (name: string, locale: Locale, param?: string | number) =>
  [...LISTS_QUERY_KEY, name, locale, ...(param === undefined ? [] : [param])] as const;
