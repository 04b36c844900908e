/**
 * The list module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { editableListItems, renameListItem } from './list.repository';
export { listRoutes } from './list.routes';
export { ensureLookups } from './list.seed';
export { forgetLookupCatalog, getLookupCatalog, type LookupCatalog, LOOKUPS_EDITED_KEY } from './list.service';
export { isTimeZone, suggestTimeZone } from './time-zones';
