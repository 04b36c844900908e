/** The property lists: GET /property/user/list items and GET /property/user paging (re-exported by property.ts). */
import { z } from 'zod';
import { wrapped, dbIdParam } from './api';

/** GET /property/user/list item: for dropdowns (label name, value propertyId) and counts. */
export const PropertyListItemSchema = z.object({
  propertyId: z.number().int(),
  name: z.string(),
  isCoHost: z.boolean(),
  published: z
    .boolean()
    .optional()
    .describe('The guide is public (always sent; optional for older clients and fixtures)'),
});

/** Most properties one page of GET /property/user answers. */
export const PROPERTY_PAGE_MAX = 100;

/**
 * GET /property/user query: without `limit`, `after` or `propertyId` every property is answered (the
 * original call, kept for older clients); dashboards page with `limit` and `after`.
 */
export const PropertiesQuerySchema = z.object({
  locale: z.enum(['en', 'es']).optional().describe('Language of the names; default from Accept-Language, else en'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROPERTY_PAGE_MAX)
    .optional()
    .describe(`Page size (1-${PROPERTY_PAGE_MAX}): at most this many properties, by propertyId ascending`),
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('Keyset paging: only properties with a propertyId greater than this (the last one of the previous page)'),
  propertyId: dbIdParam()
    .optional()
    .describe('Only this property: a list of one, or empty when the caller has no such property'),
});
export type PropertiesQuery = z.infer<typeof PropertiesQuerySchema>;
export type PropertyListItem = z.infer<typeof PropertyListItemSchema>;

export const PropertyListResponseSchema = wrapped(z.array(PropertyListItemSchema));
