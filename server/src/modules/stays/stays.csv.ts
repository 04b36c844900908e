import { parse } from 'csv-parse/sync';
import { ERROR_KEYS } from '@common/errors';
import { GUIDE_LOCALES, PhoneSchema } from '@common/contracts/property';
import {
  ReservationCodeSchema,
  STAY_CSV_COLUMNS,
  STAY_ERROR_KEYS,
  STAY_LIMITS,
  TimeSchema,
} from '@common/contracts/stays';
import { z } from 'zod';

type Column = keyof typeof STAY_CSV_COLUMNS;

export interface CsvStay {
  line: number;
  guestName: string;
  email: string | null;
  phone: string | null;
  locale: 'en' | 'es';
  guestCount: number;
  checkInDate: string;
  checkInTime: string | null;
  checkOutDate: string;
  checkOutTime: string | null;
  notes: string;
  reservationCode: string | null;
}

export interface CsvProblem {
  line: number;
  field: string;
  description: string;
}

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
const HEADER_INDEX = new Map<string, Column>(
  (Object.entries(STAY_CSV_COLUMNS) as [Column, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [normalise(name), column] as const),
  ),
);

/** A real calendar date, from YYYY-MM-DD or a slashed date read in the importer's convention (en M/D/Y, es D/M/Y). */
export function readDate(value: string, locale: 'en' | 'es'): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slashed)
    [y, m, d] =
      locale === 'es'
        ? [Number(slashed[3]), Number(slashed[2]), Number(slashed[1])]
        : [Number(slashed[3]), Number(slashed[1]), Number(slashed[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** "9:05", "09:05", "3 pm", "15h" -> "HH:MM", or null. */
export function readTime(value: string): string | null {
  const match = /^(\d{1,2})(?::|h|\.)?(\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?h?$/i.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hours < 12) hours += 12;
  if (half === 'am' && hours === 12) hours = 0;
  const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return TimeSchema.safeParse(time).success ? time : null;
}

/**
 * Reads a stays CSV (comma or semicolon separated, with a header row naming the columns in en or
 * es). Every data row is either a stay or a list of problems with its line number; good rows are
 * kept whatever happens to the others.
 */
export function readStaysCsv(
  text: string,
  dateLocale: 'en' | 'es',
): { stays: CsvStay[]; problems: CsvProblem[]; rows: number } {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = Number((error as { lines?: number }).lines ?? 1);
    return { stays: [], problems: [{ line, field: 'csv', description: ERROR_KEYS.invalidFormat }], rows: 0 };
  }
  const [header, ...data] = records;
  if (!header || !data.length)
    return { stays: [], problems: [{ line: 1, field: 'csv', description: STAY_ERROR_KEYS.csvEmpty }], rows: 0 };
  const columns = header.record.map((name) => HEADER_INDEX.get(normalise(name)) ?? null);
  const missing = (['guestName', 'checkInDate', 'checkOutDate'] as const).filter((c) => !columns.includes(c));
  if (missing.length)
    return {
      stays: [],
      problems: missing.map((field) => ({ line: 1, field, description: STAY_ERROR_KEYS.csvMissingColumn })),
      rows: data.length,
    };
  if (data.length > STAY_LIMITS.importRows)
    return {
      stays: [],
      problems: [{ line: 1, field: 'csv', description: STAY_ERROR_KEYS.csvTooManyRows }],
      rows: data.length,
    };

  const stays: CsvStay[] = [];
  const problems: CsvProblem[] = [];
  for (const { record, info } of data) {
    const line = info.lines;
    const cell = (column: Column) => {
      const index = columns.indexOf(column);
      return index >= 0 ? (record[index] ?? '').trim() : '';
    };
    const rowProblems: CsvProblem[] = [];
    const problem = (field: string, description: string) => rowProblems.push({ line, field, description });

    const guestName = cell('guestName');
    if (!guestName) problem('guestName', ERROR_KEYS.required);
    else if (guestName.length > STAY_LIMITS.guestName) problem('guestName', ERROR_KEYS.tooLong);
    const email = cell('email') || null;
    if (email && (!z.email().safeParse(email).success || email.length > STAY_LIMITS.email))
      problem('email', ERROR_KEYS.invalidFormat);
    const phone = cell('phone') || null;
    if (phone && !PhoneSchema.safeParse(phone).success) problem('phone', ERROR_KEYS.invalidFormat);
    const localeCell = cell('locale').toLowerCase().slice(0, 2);
    const locale = localeCell
      ? (GUIDE_LOCALES as readonly string[]).includes(localeCell)
        ? (localeCell as 'en' | 'es')
        : null
      : 'en';
    if (!locale) problem('locale', STAY_ERROR_KEYS.invalidLocale);
    const countCell = cell('guestCount');
    const guestCount = countCell ? Number(countCell) : 1;
    if (!Number.isInteger(guestCount) || guestCount < 1 || guestCount > STAY_LIMITS.guestCount)
      problem('guestCount', ERROR_KEYS.invalidFormat);
    const dates = { checkInDate: cell('checkInDate'), checkOutDate: cell('checkOutDate') };
    const read = {
      checkInDate: readDate(dates.checkInDate, dateLocale),
      checkOutDate: readDate(dates.checkOutDate, dateLocale),
    };
    for (const field of ['checkInDate', 'checkOutDate'] as const) {
      if (!dates[field]) problem(field, ERROR_KEYS.required);
      else if (!read[field]) problem(field, STAY_ERROR_KEYS.invalidDate);
    }
    const times = { checkInTime: cell('checkInTime'), checkOutTime: cell('checkOutTime') };
    const readTimes = {
      checkInTime: times.checkInTime ? readTime(times.checkInTime) : null,
      checkOutTime: times.checkOutTime ? readTime(times.checkOutTime) : null,
    };
    for (const field of ['checkInTime', 'checkOutTime'] as const)
      if (times[field] && !readTimes[field]) problem(field, STAY_ERROR_KEYS.invalidTime);
    const notes = cell('notes');
    if (notes.length > STAY_LIMITS.notes) problem('notes', ERROR_KEYS.tooLong);
    const codeCell = cell('reservationCode');
    const reservationCode = codeCell ? ReservationCodeSchema.safeParse(codeCell) : null;
    if (reservationCode && !reservationCode.success) problem('reservationCode', ERROR_KEYS.invalidFormat);

    if (rowProblems.length) {
      problems.push(...rowProblems);
      continue;
    }
    stays.push({
      line,
      guestName,
      email,
      phone,
      locale: locale!,
      guestCount,
      checkInDate: read.checkInDate!,
      checkInTime: readTimes.checkInTime,
      checkOutDate: read.checkOutDate!,
      checkOutTime: readTimes.checkOutTime,
      notes,
      reservationCode: reservationCode?.data ?? null,
    });
  }
  return { stays, problems, rows: data.length };
}
