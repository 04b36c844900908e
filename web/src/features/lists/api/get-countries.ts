import { type Country } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/countries: every country, sorted by name in the requested language. */
export const countriesQueryOptions = (locale: Locale) =>
  lookupQueryOptions<Country>('countries', '/list/countries', locale);

/** GET /list/countries in the page's language, loaded once and persisted. */
export const useCountries = () => useLookupList<Country>('countries', '/list/countries');
