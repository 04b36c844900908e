import { describe, expect, it } from 'vitest';
import { formatClockTime } from '@common/clock-time';
import {
  FIRST_DAY_OF_WEEK,
  formatDate,
  formatDateLong,
  formatDateMedium,
  formatDateTime,
  formatDayHeading,
  formatTime,
  parseTime,
} from './dates';

describe('dates (docs/product.md, "Interface constants")', () => {
  it('writes English dates as mm/dd/yy and Spanish ones as dd/mm/yy', () => {
    expect(formatDate('2026-12-05', 'en')).toBe('12/05/26');
    expect(formatDate('2026-12-05', 'es')).toBe('05/12/26');
  });

  it('starts the week on Sunday in English and on Monday in Spanish', () => {
    expect(FIRST_DAY_OF_WEEK).toEqual({ en: 0, es: 1 });
  });

  it('keeps a calendar date on its day whatever the browser zone (read and shown in GMT)', () => {
    // 2026-03-01 at midnight GMT is still 28 February in the Americas: the day must not move.
    expect(formatDateLong('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDateLong('2026-03-01', 'es')).toBe('1 de marzo de 2026');
  });

  it('has a readable form and a day heading per language', () => {
    expect(formatDateMedium('2026-12-05', 'en')).toBe('Sat, Dec 5, 2026');
    expect(formatDateMedium('2026-12-05', 'es', { withYear: false })).toBe('sáb, 5 dic');
    expect(formatDayHeading('2026-12-05', 'en')).toBe('Saturday, December 5');
    expect(formatDayHeading('2026-12-05', 'es')).toBe('sábado, 5 de diciembre');
  });

  it('writes an instant with its time, and nothing for null or text it cannot read', () => {
    expect(formatDateTime(new Date(2026, 11, 5, 10, 5), 'en')).toBe('12/05/26, 10:05 AM');
    expect(formatDateTime(new Date(2026, 11, 5, 10, 5), 'es')).toBe('05/12/26, 10:05');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('writes a wall-clock time the guest page\'s way: "3:00 PM" / "15:00", "9:05 AM" / "9:05"', () => {
    for (const time of ['15:00', '09:05', '00:30', '12:00']) {
      expect(formatTime(time, 'en')).toBe(formatClockTime(time, 'en'));
      expect(formatTime(time, 'es')).toBe(formatClockTime(time, 'es'));
    }
    expect(formatTime('15:00', 'en')).toBe('3:00 PM');
    expect(formatTime('15:00', 'es')).toBe('15:00');
    expect(formatTime('--:--', 'en')).toBe('--:--');
  });

  it("reads a time typed either language's way", () => {
    expect(parseTime('3:00 PM')).toBe('15:00');
    expect(parseTime('3pm')).toBe('15:00');
    expect(parseTime('12:15 a.m.')).toBe('00:15');
    expect(parseTime('12 PM')).toBe('12:00');
    expect(parseTime('15:00')).toBe('15:00');
    expect(parseTime('9.30')).toBe('09:30');
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('13 pm')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('10:60')).toBeNull();
    expect(parseTime('soon')).toBeNull();
  });
});
