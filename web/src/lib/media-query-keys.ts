/**
 * Query key root of the photo library (GET /media/library/{page}/{mediaSourceId}/{propertyId}).
 * The photos feature keys its pages under it (['media', 'library', page, source, property]); other
 * features invalidate it when the library may have changed, e.g. after a property save, which
 * reloads page 1 (SPEC.md section 4).
 */
export const MEDIA_LIBRARY_QUERY_KEY = ['media', 'library'] as const;
