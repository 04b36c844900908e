import { type ReasonType } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/reasontypes in the page's language, loaded once and persisted. */
export const useReasonTypes = () => useLookupList<ReasonType>('reasonTypes', '/list/reasontypes');
