import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@common/contracts/api';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { AppError } from '../lib/errors';

/** One request-validation issue as fastify-type-provider-zod reports it (the zod issue, flattened). */
type ValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: { origin?: string; minimum?: number | bigint } };

/** Maps a zod issue to a translation key the client can show next to the field. */
function descriptionFor(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'invalid_type':
      return /received (undefined|null)/i.test(issue.message ?? '') ? ERROR_KEYS.required : ERROR_KEYS.invalidFormat;
    case 'too_small':
      return issue.params?.origin === 'string' && Number(issue.params.minimum) === 1 ? ERROR_KEYS.required : ERROR_KEYS.tooShort;
    case 'too_big':
      return ERROR_KEYS.tooLong;
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
      return ERROR_KEYS.invalidFormat;
    default:
      return ERROR_KEYS.validation;
  }
}

const fieldOf = (issue: ValidationIssue, context: string | undefined) => issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || context || 'body';

const send = (status: number, errors: ApiError[], result: unknown = null) => ({ status, body: { result, errors } });

/**
 * The single error handler: typed AppErrors, request validation (400 naming the field), body
 * limits, rate limits, and everything else as a 500 that is logged with the request id and never
 * leaks a stack trace or SQL to the client.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let answer: { status: number; body: { result: unknown; errors: ApiError[] } };

    if (error instanceof AppError) {
      const { field, params, headers, result } = error.options;
      if (headers) void reply.headers(headers);
      answer = send(error.statusCode, [{ code: error.code, description: error.description, ...(field ? { field } : {}), ...(params ? { params } : {}) }], result ?? null);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError & { validationContext?: string }).validationContext;
      answer = send(
        400,
        (error.validation as ValidationIssue[]).map((issue) => ({ code: ERROR_CODES.validation, description: descriptionFor(issue), field: fieldOf(issue, context) })),
      );
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      answer = send(500, [{ code: ERROR_CODES.internal, description: ERROR_KEYS.internal }]);
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
      answer = send(400, [{ code: ERROR_CODES.validation, description: ERROR_KEYS.invalidFormat, field: 'body' }]);
    } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      answer = send(413, [{ code: ERROR_CODES.payloadTooLarge, description: ERROR_KEYS.payloadTooLarge }]);
    } else if (error.statusCode === 415) {
      answer = send(415, [{ code: ERROR_CODES.unsupportedMedia, description: ERROR_KEYS.unsupportedMedia }]);
    } else if (error.statusCode === 429) {
      answer = send(429, [{ code: ERROR_CODES.rateLimited, description: ERROR_KEYS.rateLimited }]);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      answer = send(error.statusCode, [{ code: ERROR_CODES.validation, description: ERROR_KEYS.validation }]);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      answer = send(500, [{ code: ERROR_CODES.internal, description: ERROR_KEYS.internal }]);
    }
    if (answer.status >= 500 && error instanceof AppError) request.log.warn({ code: error.code }, error.message);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
});
