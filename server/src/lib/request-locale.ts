import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locales';

/**
 * The language an answer's names should be in: `?locale=en|es` when given, else the first supported
 * language of `Accept-Language` (by q-value, "es-MX" counts as es), else the default (en).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as { locale?: unknown };
  if (isLocale(query.locale)) return query.locale;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
