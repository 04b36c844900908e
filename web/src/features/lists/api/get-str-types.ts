import { type StrType } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/strTypes: rental (structure) types; prompt types reuse this list. */
export const strTypesQueryOptions = (locale: Locale) =>
  lookupQueryOptions<StrType>('strTypes', '/list/strTypes', locale);

/** GET /list/strTypes in the page's language, loaded once and persisted. */
export const useStrTypes = () => useLookupList<StrType>('strTypes', '/list/strTypes');
