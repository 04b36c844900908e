import { type Country } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/countries in the page's language, loaded once and persisted. */
export const useCountries = () => useLookupList<Country>('countries', '/list/countries');
