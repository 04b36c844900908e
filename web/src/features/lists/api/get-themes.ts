import { type Theme } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/themes: colour themes of the guest guide; the first is the default. */
export const themesQueryOptions = (locale: Locale) => lookupQueryOptions<Theme>('themes', '/list/themes', locale);

/** GET /list/themes in the page's language, loaded once and persisted. */
export const useThemes = () => useLookupList<Theme>('themes', '/list/themes');
