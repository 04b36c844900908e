import { ERROR_CODES, ERROR_KEYS, type ErrorCode } from '@common/errors';

/**
 * A failure a service raises on purpose. The error handler turns it into the status code and
 * the `{ result, errors }` wrapper; `description` is a translation key the client shows.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly description: string,
    readonly options: {
      field?: string;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
      result?: unknown;
    } = {},
  ) {
    super(description);
    this.name = 'AppError';
  }
}

export const badRequest = (
  field: string,
  description: string = ERROR_KEYS.validation,
  params?: Record<string, string | number>,
) => new AppError(400, ERROR_CODES.validation, description, { field, params });
export const unauthorized = (description: string = ERROR_KEYS.unauthorized) =>
  new AppError(401, ERROR_CODES.unauthorized, description);
export const forbidden = (description: string = ERROR_KEYS.forbidden) =>
  new AppError(403, ERROR_CODES.forbidden, description);
/** Another host's data is reported exactly like data that does not exist. */
export const notFound = (description: string = ERROR_KEYS.notFound) =>
  new AppError(404, ERROR_CODES.notFound, description);
export const conflict = (
  description: string = ERROR_KEYS.conflict,
  options: { field?: string; result?: unknown; params?: Record<string, string | number> } = {},
) => new AppError(409, ERROR_CODES.conflict, description, options);
export const tooManyRequests = (retryAfterSeconds: number, description: string = ERROR_KEYS.rateLimited) =>
  new AppError(429, ERROR_CODES.rateLimited, description, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    params: { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });
export const unavailable = (description: string = ERROR_KEYS.unavailable) =>
  new AppError(503, ERROR_CODES.unavailable, description);
