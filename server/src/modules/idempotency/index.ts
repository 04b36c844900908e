/**
 * The idempotency module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { IdempotencyKeyHeadersSchema, default as idempotencyPlugin } from './idempotency.plugin';
