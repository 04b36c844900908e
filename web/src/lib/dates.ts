import { formatClockTime } from '@common/clock-time';
import { type Locale } from '@common/locales';

/**
 * The one place dates and times are formatted (docs/product.md, "Interface constants"): English follows US conventions (numeric
 * dates mm/dd/yy, 12-hour times "3:00 PM", weeks start on Sunday), Spanish its own (dd/mm/yy, 24-hour "15:00",
 * weeks start on Monday). Wall-clock times follow the guest page's rule (common/clock-time.ts).
 * Calendar dates (YYYY-MM-DD, a stay's days, an article's date) are read at midnight GMT and shown
 * in GMT, so they never shift by a day; instants (ISO timestamps) are shown in the browser's zone,
 * which is the host's.
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

/** First day of the week: 0 Sunday (en), 1 Monday (es). */
export const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 0, es: 1 };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

type DateInput = string | Date;

/** A Date for a calendar date (YYYY-MM-DD, read in GMT) or an instant; null when unreadable. */
function toDate(value: DateInput): { date: Date; calendar: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendar: false };
  const calendar = CALENDAR_DATE.test(value);
  const date = calendar ? calendarDate(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

/**
 * One formatter per language, options and kind of date, made on first use and kept: making an
 * Intl.DateTimeFormat costs far more than formatting with one (a page of dates made dozens).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const read = toDate(value);
  if (!read) return typeof value === 'string' ? value : '';
  const key = `${locale} ${read.calendar ? 'calendar' : 'instant'} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...options,
      ...(read.calendar ? { timeZone: 'UTC' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(read.date);
}

/** The UI date format: "12/05/26" (en, mm/dd/yy) / "05/12/26" (es, dd/mm/yy). */
export const formatDate = (value: DateInput, locale: Locale) =>
  format(value, locale, { day: '2-digit', month: '2-digit', year: '2-digit' });

/** A readable date: "Sat, Dec 5, 2026" / "sáb, 5 dic 2026" (without the year on request). */
export const formatDateMedium = (value: DateInput, locale: Locale, { withYear = true }: { withYear?: boolean } = {}) =>
  format(value, locale, { weekday: 'short', day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined });

/** A full date for articles and headings: "December 5, 2026" / "5 de diciembre de 2026". */
export const formatDateLong = (value: DateInput, locale: Locale) =>
  format(value, locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** A day heading: "Saturday, December 5" / "sábado, 5 de diciembre". */
export const formatDayHeading = (value: DateInput, locale: Locale) =>
  format(value, locale, { weekday: 'long', day: 'numeric', month: 'long' });

/** An instant with its time: "12/05/26, 10:05 AM" / "05/12/26, 10:05"; '' for null. */
export const formatDateTime = (value: DateInput | null, locale: Locale) =>
  value === null
    ? ''
    : format(value, locale, { day: '2-digit', month: '2-digit', year: '2-digit', hour: 'numeric', minute: '2-digit' });

/**
 * A wall-clock time as stored ("HH:MM", check-in, check-out, a schedule's hour) in the language's
 * format, the guest page's: "3:00 PM" (en) / "15:00" (es). Anything else is shown as it is.
 */
export const formatTime = (time: string, locale: Locale): string =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? formatClockTime(time, locale) : time;

const TYPED_TIME = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/**
 * A time as a host types it, in either language's way ("3:00 PM", "3pm", "15:00", "15.30", "9"), as
 * stored ("HH:MM"); null when it is not a time.
 */
export function parseTime(typed: string): string | null {
  const match = TYPED_TIME.exec(typed.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
