import { type TFunction } from '@web/lib/i18n/translator';
import { ApiCallError } from '@web/lib/api-call';

/**
 * Puts a refused call's field errors next to the fields of the form that sent it: `map` turns the
 * server's field name (e.g. "body.subject") into a form field. Returns whether any error was placed;
 * the rest stay for <FormError>.
 */
export function applyFieldErrors(
  error: unknown,
  t: TFunction,
  setFieldError: (field: string, message: string) => void,
  fields: readonly string[],
  map: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiCallError)) return false;
  let placed = false;
  for (const item of error.errors) {
    const raw = item.field?.replace(/^body\./, '');
    const field = raw ? (map[raw] ?? raw) : undefined;
    if (field && fields.includes(field)) {
      setFieldError(field, t(item.description, { ...item.params }));
      placed = true;
    }
  }
  return placed;
}

/** The error for <FormError> only when none of its messages belongs to a field. */
export const unplacedError = (error: unknown, fields: readonly string[], map: Record<string, string> = {}) =>
  error instanceof ApiCallError &&
  error.errors.some((item) => {
    const raw = item.field?.replace(/^body\./, '');
    return raw ? fields.includes(map[raw] ?? raw) : false;
  })
    ? null
    : error;
