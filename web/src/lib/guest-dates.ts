import { type Locale } from '@common/locales';

/**
 * Date and time wording of the stays and messages screens, in the page's language (Intl).
 * A stay's dates are calendar dates and wall-clock times in the property's time zone, so they are
 * shown as written, never shifted to the browser's zone; instants (opened, sent) are shown in the
 * browser's zone, which is the host's.
 */
const intlLocale = (locale: Locale) => (locale === 'es' ? 'es-ES' : 'en-GB');

/** A calendar date (YYYY-MM-DD) read at midnight UTC, so formatting in UTC gives the same day back. */
const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Fri, 12 Dec 2026" / "vie, 12 dic 2026". */
export function formatCalendarDate(date: string, locale: Locale, { withYear = true }: { withYear?: boolean } = {}): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

/** "Friday 12 December" for a day heading. */
export function formatDayHeading(date: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(calendarDate(date));
}

/** An instant (ISO) as "12 Dec 2026, 10:05" in the browser's zone; '' for null. */
export function formatInstant(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (nights of a stay). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDate(to).getTime() - calendarDate(from).getTime()) / 86_400_000);
}

/** YYYY-MM-DD of `date` plus `days`. */
export function addDays(date: string, days: number): string {
  const next = calendarDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
