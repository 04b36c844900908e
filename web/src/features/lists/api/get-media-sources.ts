import { type MediaSource } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/mediasources: where library photos come from. */
export const mediaSourcesQueryOptions = (locale: Locale) =>
  lookupQueryOptions<MediaSource>('mediaSources', '/list/mediasources', locale);

/** GET /list/mediasources in the page's language, loaded once and persisted. */
export const useMediaSources = () => useLookupList<MediaSource>('mediaSources', '/list/mediasources');
