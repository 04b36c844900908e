/**
 * Error codes carried in the `{ result, errors }` wrapper. Each error's `description` is a translation
 * key under `errors.*` in the locale bundles; the client translates it for display.
 */
export const ERROR_CODES = {
  validation: 'validation',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media',
  unavailable: 'unavailable',
  insufficientStorage: 'insufficient_storage',
  internal: 'internal',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Translation keys for generic errors. Feature-specific keys live next to their feature. */
export const ERROR_KEYS = {
  validation: 'errors.validation',
  required: 'errors.required',
  invalidFormat: 'errors.invalidFormat',
  tooShort: 'errors.tooShort',
  invalidCharacters: 'errors.invalidCharacters',
  tooLong: 'errors.tooLong',
  /** A number above its maximum (params: max) or below its minimum (params: min). */
  numberTooLarge: 'errors.numberTooLarge',
  numberTooSmall: 'errors.numberTooSmall',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  routeNotFound: 'errors.routeNotFound',
  conflict: 'errors.conflict',
  /** The `Idempotency-Key` header was already used with another body (docs/api.md). */
  idempotencyKeyReused: 'errors.idempotencyKeyReused',
  rateLimited: 'errors.rateLimited',
  /** Uploads (photos, videos, manuals, screenshots, imports) over the per-user limit; params: seconds. */
  tooManyUploads: 'errors.tooManyUploads',
  payloadTooLarge: 'errors.payloadTooLarge',
  unsupportedMedia: 'errors.unsupportedMedia',
  unavailable: 'errors.unavailable',
  databaseUnavailable: 'errors.databaseUnavailable',
  storageFull: 'errors.storageFull',
  storageUnavailable: 'errors.storageUnavailable',
  databaseFull: 'errors.databaseFull',
  /** No translation provider is configured (TRANSLATION_PROVIDER). */
  translationUnavailable: 'errors.translationUnavailable',
  /** The translation provider failed or answered something unusable. */
  translationFailed: 'errors.translationFailed',
  /** Translations over the per-user limit; params: seconds. */
  tooManyTranslations: 'errors.tooManyTranslations',
  internal: 'errors.internal',
} as const;
