import { type Theme } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/themes in the page's language, loaded once and persisted. */
export const useThemes = () => useLookupList<Theme>('themes', '/list/themes');
