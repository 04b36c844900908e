import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_KEYS } from '@common/errors';
import { badRequest } from '../lib/errors';

/**
 * Characters no field may hold: NUL (PostgreSQL text cannot store it) and a UTF-16 surrogate
 * without its pair (PostgreSQL jsonb refuses it, and it is not text in any encoding).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string could not be stored or shown as text. */
export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE.test(value);

/** Deep enough for every contract; deeper input is refused by the schemas anyway. */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (value or object key) holding an unstorable character, or
 * null. Arrays add their index, as the validation errors do (`guide.sections.2.title`).
 */
export function findUnstorable(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacters(key)) return childPath;
    const found = findUnstorable(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One check at the edge for every request, before validation: a NUL or a lone surrogate anywhere in
 * the path parameters, the query string or the JSON body is a 400 naming the field, so no route can
 * pass one to the database and answer 500. Multipart file names are checked where they are read.
 */
export default fp(async function hostileInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const found = findUnstorable(value);
      if (found !== null) {
        throw badRequest(found || part, ERROR_KEYS.invalidCharacters);
      }
    }
  });
});
