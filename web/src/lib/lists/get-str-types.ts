import { type StrType } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/strTypes in the page's language, loaded once and persisted. */
export const useStrTypes = () => useLookupList<StrType>('strTypes', '/list/strTypes');
