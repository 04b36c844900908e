import { type Locale } from '@common/locales';

import { formatDateMedium, formatDateTime, formatDayHeading as dayHeading } from './dates';

/**
 * Date and time wording of the stays and messages screens, through the app's one date helper
 * (lib/dates.ts). A stay's dates are calendar dates and wall-clock times in the
 * property's time zone, so they are shown as written, never shifted to the browser's zone; instants
 * (opened, sent) are shown in the browser's zone, which is the host's.
 */

/** A calendar date (YYYY-MM-DD) read at midnight UTC, so formatting in UTC gives the same day back. */
const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Sat, Dec 12, 2026" / "sáb, 12 dic 2026". */
export function formatCalendarDate(
  date: string,
  locale: Locale,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  return formatDateMedium(date, locale, { withYear });
}

/** "Saturday, December 12" for a day heading. */
export function formatDayHeading(date: string, locale: Locale): string {
  return dayHeading(date, locale);
}

/** An instant (ISO) as "12/12/26, 10:05 AM" in the browser's zone; '' for null. */
export function formatInstant(iso: string | null, locale: Locale): string {
  return formatDateTime(iso, locale);
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
