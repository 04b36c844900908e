import { type ReasonType } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/reasontypes: why a host contacts support. */
export const reasonTypesQueryOptions = (locale: Locale) =>
  lookupQueryOptions<ReasonType>('reasonTypes', '/list/reasontypes', locale);

/** GET /list/reasontypes in the page's language, loaded once and persisted. */
export const useReasonTypes = () => useLookupList<ReasonType>('reasonTypes', '/list/reasontypes');
