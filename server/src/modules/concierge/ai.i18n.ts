import type { AiLocale } from '@common/contracts/ai';
import { rawText, translator } from '../../i18n/i18n';

/**
 * Server-side text of the concierge in the guest's language (the host-contact reply, the passages
 * made from structured guide fields such as Wi-Fi and times) through the server's one translator:
 * the strings live in the locale bundles under `guest.*`, with i18next's `{{name}}` interpolation.
 * `params: null` answers the text as stored, placeholders kept (the guest page interpolates it).
 */
export function translate(locale: AiLocale, key: string, params: Record<string, string | number> | null = {}): string {
  return params === null ? rawText(locale, key) : translator(locale)(key, params);
}

/** Shorthand for keys under guest.concierge. */
export const ct = (locale: AiLocale, key: string, params?: Record<string, string | number> | null) =>
  translate(locale, `guest.concierge.${key}`, params);
