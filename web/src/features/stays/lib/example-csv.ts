import { STAY_CSV_COLUMNS } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { addDays } from '@web/lib/guest-dates';

type Column = keyof typeof STAY_CSV_COLUMNS;

/** The header name shown per column in each language; each is one the import accepts (STAY_CSV_COLUMNS). */
const HEADER_NAMES: Record<Locale, Record<Column, string>> = {
  en: {
    guestName: 'guest name',
    email: 'email',
    phone: 'phone',
    locale: 'language',
    guestCount: 'guests',
    checkInDate: 'check-in',
    checkInTime: 'check-in time',
    checkOutDate: 'check-out',
    checkOutTime: 'check-out time',
    notes: 'notes',
    reservationCode: 'reservation code',
  },
  es: {
    guestName: 'nombre',
    email: 'correo',
    phone: 'teléfono',
    locale: 'idioma',
    guestCount: 'huéspedes',
    checkInDate: 'llegada',
    checkInTime: 'hora de llegada',
    checkOutDate: 'salida',
    checkOutTime: 'hora de salida',
    notes: 'notas',
    reservationCode: 'código de reserva',
  },
};

/** The header row of the example file in `locale`. */
export function exampleCsvHeader(locale: Locale): string[] {
  return (Object.keys(STAY_CSV_COLUMNS) as Column[]).map((column) => HEADER_NAMES[locale][column]);
}

/** An example CSV with two stays from `today` (YYYY-MM-DD); empty times follow the guide's. */
export function exampleCsv(locale: Locale, today: string): string {
  const rows = [
    exampleCsvHeader(locale),
    [
      'Jane Smith',
      'jane@example.com',
      '+44 7700 900123',
      'en',
      '2',
      addDays(today, 7),
      '16:00',
      addDays(today, 10),
      '10:00',
      'Late arrival',
      'HMABCD1234',
    ],
    [
      'Lucía Pérez',
      'lucia@example.com',
      '+34 600 123 456',
      'es',
      '3',
      addDays(today, 14),
      '',
      addDays(today, 18),
      '',
      '',
      '',
    ],
  ];
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
