import { z } from 'zod';
import { wrapped, dbIdParam } from './api';

/**
 * The photo library, stock-photo search and icon names (docs/product.md, "Photo drawer"; docs/api.md):
 *
 *   POST   {apiBase}/media/library/{mediaSourceId}/{propertyId}   multipart, one or more `file` parts
 *                                                                  -> MediaUploadResult { items }
 *   POST   {apiBase}/media/library/stock/{propertyId}   SaveStockPhotoRequest -> MediaLibraryItem
 *   GET    {apiBase}/media/library/{page}/{mediaSourceId}/{propertyId}  -> MediaLibraryPage { items, totalCount }
 *   DELETE {apiBase}/media/library/{mediaId}/{mediaSourceId}       -> DeletedMedia
 *   GET    {apiBase}/media/photos/{searchTerm}/{page}              -> StockSearchResult (Pexels shape)
 *   GET    {apiBase}/media/autocomplete/icon/{text}                -> string[] (Tabler icon names)
 *
 * All calls need a signed-in host. Library calls concern the caller's own properties: another
 * host's property or media answers 404, exactly like one that does not exist.
 *
 * Image paths (`smallImagePath`, `largeImagePath`) are RELATIVE: the web prefixes them with
 * `imageBaseUrl` from GET /config (it ends with "/"). The files behind them are public to anyone
 * holding the URL (the guest guide shows them) and unguessable (random 128-bit names); listing and
 * deleting are owner-only. Files never change once written, so they are cached for a year.
 */

/** Limits shared by the API validation and the drawer. */
export const MEDIA_LIMITS = {
  /** Files per upload request; more is a 400 on `file`. */
  filesPerUpload: 20,
  /** Default byte limit per file (the server's UPLOAD_MAX_BYTES may differ; GET /config does not expose it). */
  defaultMaxBytes: 15 * 1024 * 1024,
  /** Width of the grid variant (smallImagePath), in pixels; never enlarged. */
  smallWidth: 400,
  /** Longest side of the guide variant (largeImagePath), in pixels; never enlarged. */
  largeSize: 1600,
  /** Stock photos per search page (the Pexels per_page the server asks for). */
  stockPageSize: 24,
  /** Highest stock search page accepted. */
  stockMaxPage: 1000,
  searchTermMax: 100,
  /** Icon names answered by the icon autocomplete, at most. */
  iconResults: 20,
  iconTextMax: 64,
  altMax: 500,
} as const;

/**
 * The MIME types the upload accepts (checked by content, never by name or declared type). HEIC/HEIF
 * is accepted only when the server's image library can decode HEVC; the prebuilt sharp used here
 * decodes AVIF but not HEVC, so HEIC files are refused as unsupported (iPhones convert HEIC to JPEG
 * when the file picker does not ask for HEIC).
 */
export const MEDIA_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/heic',
  'image/heif',
] as const;

const positiveId = (what: string) => dbIdParam().describe(what);

/** One photo of the library. */
export const MediaLibraryItemSchema = z.object({
  mediaId: z.number().int().describe('Library item id'),
  mediaSourceId: z.number().int().describe('From GET /list/mediasources: 1 Uploads, 2 Stock photos'),
  propertyId: z.number().int().describe('The property whose library holds the photo'),
  smallImagePath: z
    .string()
    .describe('Grid variant (WebP, 400 px wide), relative to imageBaseUrl, e.g. "Ab/AbC...-s.webp"; never changes'),
  largeImagePath: z.string().describe('Guide variant (JPEG, longest side <= 1600 px), relative to imageBaseUrl'),
  width: z.number().int().describe('Width of the large variant in pixels'),
  height: z.number().int().describe('Height of the large variant in pixels'),
  smallWidth: z.number().int().describe('Width of the small variant in pixels'),
  smallHeight: z.number().int().describe('Height of the small variant in pixels'),
  alt: z.string().nullable().describe('Description for screen readers (stock photos bring one), or null'),
  fileName: z.string().nullable().describe('Name of the uploaded file as sent (uploads only), or null'),
  photographer: z.string().nullable().describe('Stock photos: photographer to credit, or null'),
  photographerUrl: z.string().nullable().describe('Stock photos: link to the photographer, or null'),
  createDate: z.string().describe('ISO 8601 date-time'),
});
export type MediaLibraryItem = z.infer<typeof MediaLibraryItemSchema>;

/** GET /media/library/{page}/{mediaSourceId}/{propertyId}: newest first, LIBRARY_PAGE_SIZE (15) per page. */
export const MediaLibraryPageSchema = z.object({
  items: z.array(MediaLibraryItemSchema),
  totalCount: z.number().int().describe('Items of this source and property over all pages'),
});
export type MediaLibraryPage = z.infer<typeof MediaLibraryPageSchema>;

export const MediaLibraryPageParamsSchema = z.object({
  page: positiveId('1-based page (the drawer pager is 0-based and sends page+1)'),
  mediaSourceId: positiveId('From GET /list/mediasources'),
  propertyId: positiveId("One of the caller's properties"),
});
export type MediaLibraryPageParams = z.infer<typeof MediaLibraryPageParamsSchema>;

/**
 * POST /media/library/{mediaSourceId}/{propertyId}: multipart/form-data with one or more parts named
 * `file`. mediaSourceId must be 1 (Uploads); stock photos are saved with POST /media/library/stock/{propertyId}.
 *
 * All or nothing: each file is checked by its content (JPEG, PNG, WebP, AVIF, GIF, HEIC/HEIF when the
 * server can decode it), its size (UPLOAD_MAX_BYTES, default 15 MB) and its pixel count
 * (UPLOAD_MAX_PIXELS). If any file is refused, nothing is stored and the answer lists one error per
 * refused file: `field` is `file[i]` (0-based position among the file parts) and
 * `params.fileName` the file's name. Status 413 when a refusal is a size one, else 400.
 * Stored photos are re-encoded (orientation applied, EXIF/GPS and other metadata removed).
 */
export const MediaUploadParamsSchema = z.object({
  mediaSourceId: positiveId('Must be 1 (Uploads)'),
  propertyId: positiveId("One of the caller's properties"),
});
export type MediaUploadParams = z.infer<typeof MediaUploadParamsSchema>;

/** The new library items, in the order of the file parts. */
export const MediaUploadResultSchema = z.object({ items: z.array(MediaLibraryItemSchema) });
export type MediaUploadResult = z.infer<typeof MediaUploadResultSchema>;

/** DELETE /media/library/{mediaId}/{mediaSourceId}. */
export const MediaDeleteParamsSchema = z.object({
  mediaId: positiveId('Library item id'),
  mediaSourceId: positiveId("The item's media source (a mismatch is a 404)"),
});
export type MediaDeleteParams = z.infer<typeof MediaDeleteParamsSchema>;

/**
 * The item and its files are gone. A photo still used by a guide is removed from it too (section
 * photos, attraction photo, property image): `removedFromPropertyIds` lists the properties whose
 * guide changed, so the web can refetch them. See docs/decisions/004-media.md.
 */
export const DeletedMediaSchema = z.object({
  mediaId: z.number().int(),
  removedFromPropertyIds: z.array(z.number().int()),
});
export type DeletedMedia = z.infer<typeof DeletedMediaSchema>;

/**
 * POST /media/library/stock/{propertyId}: save a copy of a stock photo into the library (source 2).
 * Send `photoId` (the server looks the photo up at the provider) or `url` (the photo's `src.*` URL
 * as answered by the search). The server fetches only from the provider's image hosts (https); any
 * other host, a redirect elsewhere, or content that is not an image is a 400 on `url`.
 * Saving the same stock photo twice for a property answers the existing item.
 */
export const SaveStockPhotoParamsSchema = z.object({ propertyId: positiveId("One of the caller's properties") });
export type SaveStockPhotoParams = z.infer<typeof SaveStockPhotoParamsSchema>;

export const SaveStockPhotoRequestSchema = z
  .object({
    photoId: z.number().int().positive().optional().describe('Pexels photo id (photos[].id)'),
    url: z
      .string()
      .trim()
      .max(2048)
      .regex(/^https?:\/\/\S+$/i, 'http(s) URL')
      .optional()
      .describe('photos[].src.original (or another src size)'),
    alt: z.string().trim().max(MEDIA_LIMITS.altMax).optional().describe('photos[].alt'),
    photographer: z.string().trim().max(200).optional().describe('photos[].photographer, kept for credit'),
    photographerUrl: z
      .string()
      .trim()
      .max(2048)
      .regex(/^https?:\/\/\S+$/i, 'http(s) URL')
      .optional()
      .describe('photos[].photographer_url'),
  })
  .refine((body) => body.photoId !== undefined || body.url !== undefined, {
    path: ['url'],
    message: 'photoId or url is required',
  });
export type SaveStockPhotoRequest = z.input<typeof SaveStockPhotoRequestSchema>;

/** GET /media/photos/{searchTerm}/{page}. */
export const StockSearchParamsSchema = z.object({
  searchTerm: z.string().trim().min(1).max(MEDIA_LIMITS.searchTermMax).describe('Words to search for'),
  page: z.coerce.number().int().min(1).max(MEDIA_LIMITS.stockMaxPage).describe('1-based'),
});
export type StockSearchParams = z.infer<typeof StockSearchParamsSchema>;

/** Image sizes Pexels offers for each photo (all https URLs on images.pexels.com). */
export const StockPhotoSrcSchema = z.object({
  original: z.string(),
  large2x: z.string(),
  large: z.string(),
  medium: z.string(),
  small: z.string(),
  portrait: z.string(),
  landscape: z.string(),
  tiny: z.string(),
});
export type StockPhotoSrc = z.infer<typeof StockPhotoSrcSchema>;

/** One stock photo, in the provider's (Pexels) shape and field names. */
export const StockPhotoSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().describe("The photo's page at the provider"),
  photographer: z.string(),
  photographer_url: z.string(),
  photographer_id: z.number().int().nullable(),
  avg_color: z.string().nullable(),
  src: StockPhotoSrcSchema,
  alt: z.string().describe('Empty when the provider has none'),
});
export type StockPhoto = z.infer<typeof StockPhotoSchema>;

/** From the provider's X-Ratelimit-Limit / -Remaining / -Reset headers (reset: UNIX seconds). */
export const StockRateLimitsSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  reset: z.number().int().describe('UNIX time (seconds) when the monthly quota resets'),
});
export type StockRateLimits = z.infer<typeof StockRateLimitsSchema>;

/**
 * The Pexels search shape plus rate_limits. Results are cached by the server for an hour (the
 * rate_limits then are those of the original answer).
 *
 * Without PEXELS_API_KEY the answer is still 200, with `photos: []`, `total_results: 0`,
 * `next_page: null`, `rate_limits: null` and one error
 * `{ code: 'unavailable', description: 'host.photos.stockNotConfigured' }` that the drawer shows.
 * When the provider fails the answer is 502 (`host.photos.errors.stockUnavailable`), or 429 when the
 * provider's quota is spent (`host.photos.errors.stockRateLimited`).
 */
export const StockSearchResultSchema = z.object({
  photos: z.array(StockPhotoSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_results: z.number().int(),
  next_page: z
    .string()
    .nullable()
    .describe('Non-null when a later page exists (ask this API for page+1; never call this URL)'),
  prev_page: z.string().nullable().optional(),
  rate_limits: StockRateLimitsSchema.nullable(),
});
export type StockSearchResult = z.infer<typeof StockSearchResultSchema>;

/** GET /media/autocomplete/icon/{text}. */
export const IconAutocompleteParamsSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(MEDIA_LIMITS.iconTextMax)
    .describe('Part of an icon name or a keyword, e.g. "wif" or "toilet"'),
});
export type IconAutocompleteParams = z.infer<typeof IconAutocompleteParamsSchema>;

/**
 * Up to MEDIA_LIMITS.iconResults Tabler icon names (kebab-case, no prefix, as in @tabler/icons-react:
 * "wifi" is IconWifi, "home-filled" is IconHomeFilled), best first: exact name, names starting with the
 * text, names containing it, then icons tagged with it.
 */
export const IconNamesSchema = z.array(z.string());
export type IconNames = z.infer<typeof IconNamesSchema>;

export const MediaLibraryPageResponseSchema = wrapped(MediaLibraryPageSchema);
export const MediaUploadResponseSchema = wrapped(MediaUploadResultSchema);
export const MediaLibraryItemResponseSchema = wrapped(MediaLibraryItemSchema);
export const DeletedMediaResponseSchema = wrapped(DeletedMediaSchema);
export const StockSearchResponseSchema = wrapped(StockSearchResultSchema);
export const IconNamesResponseSchema = wrapped(IconNamesSchema);

/** Error descriptions the media calls send (translation keys in common/locales/{en,es}/host.json). */
export const MEDIA_ERROR_KEYS = {
  /** 200 with an empty result: PEXELS_API_KEY is not set. */
  stockNotConfigured: 'host.photos.stockNotConfigured',
  stockUnavailable: 'host.photos.errors.stockUnavailable',
  stockRateLimited: 'host.photos.errors.stockRateLimited',
  /** params.fileName: not an image the server accepts (checked by content). */
  unsupportedType: 'host.photos.errors.unsupportedType',
  /** params.fileName, params.maxMegabytes. */
  fileTooLarge: 'host.photos.errors.fileTooLarge',
  /** params.fileName, params.maxMegapixels: too many pixels (decompression bombs included). */
  tooManyPixels: 'host.photos.errors.tooManyPixels',
  /** params.max */
  tooManyFiles: 'host.photos.errors.tooManyFiles',
  noFiles: 'host.photos.errors.noFiles',
  /** Multipart uploads go to the Uploads source only. */
  uploadSourceOnly: 'host.photos.errors.uploadSourceOnly',
  unknownSource: 'host.photos.errors.unknownSource',
  /** The stock photo URL is not on the provider's image hosts (or redirected away from them). */
  stockHostNotAllowed: 'host.photos.errors.stockHostNotAllowed',
  /** The stock photo could not be fetched or is not an image. */
  stockFetchFailed: 'host.photos.errors.stockFetchFailed',
} as const;
