import { formatClockTime } from '@common/clock-time';

/** A date as guests read it in their language: "Friday, November 27, 2026" / "viernes, 27 de noviembre de 2026". */
export function formatGuestDate(date: string, locale: 'en' | 'es'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A wall-clock time as guests read it: "3:00 PM" in English, "15:00" (and "9:30") in Spanish, the
 * one rule of the guest page, its print page and the host app (common/clock-time.ts), so a message
 * or an e-mail never writes a time otherwise than the guide it points to.
 */
export function formatGuestTime(time: string, locale: 'en' | 'es'): string {
  return formatClockTime(time, locale);
}
