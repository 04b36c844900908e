/**
 * Paths that features build links to. Unprefixed: pass them through useLocalePath() / LocaleLink so
 * they stay in the visitor's language.
 */
/** The editor's segment before a property id; common/first-requests.ts reads the same (a test checks). */
export const PROPERTY_SEGMENT_PREFIX = 'property-';

/** /home/guide/property-{propertyId}: where the app goes after choosing a property to edit. */
export const propertyPath = (propertyId: string | number) => `/home/guide/${PROPERTY_SEGMENT_PREFIX}${propertyId}`;

/**
 * The property id in a `property-{id}` path segment, or null when the segment is something else.
 * (React Router matches whole segments only, so the router passes the segment and pages parse it.)
 */
export function propertyIdFromSegment(segment: string | undefined): string | null {
  if (!segment?.startsWith(PROPERTY_SEGMENT_PREFIX)) return null;
  const id = segment.slice(PROPERTY_SEGMENT_PREFIX.length);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}
