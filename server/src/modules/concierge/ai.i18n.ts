import type { AiLocale } from '@common/contracts/ai';
import { resources } from '@common/locales/index';

/**
 * Server-side text of the concierge in the guest's language: the host-contact reply and the
 * passages made from structured guide fields (Wi-Fi, times...). The strings live in the locale
 * bundles under `guest.concierge.*`, like every other user-facing string, with i18next's
 * `{{name}}` interpolation.
 */
export function translate(locale: AiLocale, key: string, params: Record<string, string | number> | null = {}): string {
  let node: unknown = resources[locale];
  for (const part of key.split('.')) {
    node =
      node && typeof node === 'object' && Object.hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') return key;
  // null: the text as stored, placeholders kept (the client interpolates).
  if (params === null) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) =>
    String((Object.hasOwn(params, name) ? params[name] : undefined) ?? ''),
  );
}

/** Shorthand for keys under guest.concierge. */
export const ct = (locale: AiLocale, key: string, params?: Record<string, string | number> | null) =>
  translate(locale, `guest.concierge.${key}`, params);
