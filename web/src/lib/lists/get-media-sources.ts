import { type MediaSource } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/mediasources in the page's language, loaded once and persisted. */
export const useMediaSources = () => useLookupList<MediaSource>('mediaSources', '/list/mediasources');
