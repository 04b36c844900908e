import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@common/contracts/api';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseErrorSummary,
  isDatabaseFull,
  isDatabaseUnavailable,
} from '../db/availability';
import { AppError } from '../lib/errors';

/** One request-validation issue as fastify-type-provider-zod reports it (the zod issue, flattened). */
type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { origin?: string; minimum?: number | bigint; maximum?: number | bigint };
};

/** Maps a zod issue to a translation key the client can show next to the field. */
function descriptionFor(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'invalid_type':
      return /received (undefined|null)/i.test(issue.message ?? '') ? ERROR_KEYS.required : ERROR_KEYS.invalidFormat;
    case 'too_small':
      if (issue.params?.origin === 'number') return ERROR_KEYS.numberTooSmall;
      return issue.params?.origin === 'string' && Number(issue.params.minimum) === 1
        ? ERROR_KEYS.required
        : ERROR_KEYS.tooShort;
    case 'too_big':
      return issue.params?.origin === 'number' ? ERROR_KEYS.numberTooLarge : ERROR_KEYS.tooLong;
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
      return ERROR_KEYS.invalidFormat;
    default:
      return ERROR_KEYS.validation;
  }
}

/** The bound a number missed, for the range message ("no greater than {{max}}"). */
function paramsFor(issue: ValidationIssue): { params: Record<string, number> } | Record<string, never> {
  if (issue.params?.origin !== 'number') return {};
  if (issue.keyword === 'too_big' && issue.params.maximum !== undefined)
    return { params: { max: Number(issue.params.maximum) } };
  if (issue.keyword === 'too_small' && issue.params.minimum !== undefined)
    return { params: { min: Number(issue.params.minimum) } };
  return {};
}

const fieldOf = (issue: ValidationIssue, context: string | undefined) =>
  issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || context || 'body';

const send = (status: number, errors: ApiError[], result: unknown = null) => ({ status, body: { result, errors } });

/** The multipart parser (busboy) refusing a truncated or malformed upload body: plain Errors without a code. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|malformed part header|multipart: boundary not found/i;
const isMalformedMultipart = (error: FastifyError) =>
  !error.code && !error.statusCode && MALFORMED_MULTIPART.test(error.message ?? '');

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
      answer = send(
        error.statusCode,
        [
          {
            code: error.code,
            description: error.description,
            ...(field ? { field } : {}),
            ...(params ? { params } : {}),
          },
        ],
        result ?? null,
      );
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError & { validationContext?: string }).validationContext;
      answer = send(
        400,
        (error.validation as ValidationIssue[]).map((issue) => ({
          code: ERROR_CODES.validation,
          description: descriptionFor(issue),
          ...paramsFor(issue),
          field: fieldOf(issue, context),
        })),
      );
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      answer = send(500, [{ code: ERROR_CODES.internal, description: ERROR_KEYS.internal }]);
    } else if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))
    ) {
      answer = send(400, [{ code: ERROR_CODES.validation, description: ERROR_KEYS.invalidFormat, field: 'body' }]);
    } else if (isMalformedMultipart(error)) {
      // Every upload route reads its file from the `file` part.
      answer = send(400, [{ code: ERROR_CODES.validation, description: ERROR_KEYS.invalidFormat, field: 'file' }]);
    } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      answer = send(413, [{ code: ERROR_CODES.payloadTooLarge, description: ERROR_KEYS.payloadTooLarge }]);
    } else if (error.statusCode === 415) {
      answer = send(415, [{ code: ERROR_CODES.unsupportedMedia, description: ERROR_KEYS.unsupportedMedia }]);
    } else if (error.statusCode === 429) {
      answer = send(429, [{ code: ERROR_CODES.rateLimited, description: ERROR_KEYS.rateLimited }]);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      answer = send(error.statusCode, [{ code: ERROR_CODES.validation, description: ERROR_KEYS.validation }]);
    } else if (isDatabaseFull(error)) {
      request.log.error({ err: databaseErrorSummary(error) }, 'database disk full: a write was refused');
      answer = send(507, [{ code: ERROR_CODES.insufficientStorage, description: ERROR_KEYS.databaseFull }]);
    } else if (isDatabaseUnavailable(error)) {
      // PostgreSQL is restarting or unreachable: the client may try again shortly (no stack: not a bug).
      request.log.warn({ err: databaseErrorSummary(error) }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      answer = send(503, [{ code: ERROR_CODES.unavailable, description: ERROR_KEYS.databaseUnavailable }]);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      answer = send(500, [{ code: ERROR_CODES.internal, description: ERROR_KEYS.internal }]);
    }
    if (answer.status >= 500 && error instanceof AppError) request.log.warn({ code: error.code }, error.message);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
});

/**
 * Router failures Fastify reports before any route runs (a path with bad percent-encoding, a
 * failed constraint): a 400 in the wrapper like every other rejected input.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({
      result: null,
      errors: [
        {
          code: ERROR_CODES.validation,
          description: ERROR_KEYS.invalidFormat,
          field: error.code === 'FST_ERR_BAD_URL' ? 'url' : 'request',
        },
      ],
    });
}

/**
 * Requests the HTTP parser refuses (over-long request line or headers, malformed HTTP, a client
 * too slow to send its request) get the wrapper too, written straight to the socket as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, description] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, ERROR_CODES.unavailable, ERROR_KEYS.unavailable]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_CODES.payloadTooLarge, ERROR_KEYS.payloadTooLarge]
        : [400, ERROR_CODES.validation, ERROR_KEYS.invalidFormat];
  const body = JSON.stringify({ result: null, errors: [{ code, description }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
