import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDate, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('converts a local time to its instant, in winter and in summer', () => {
    expect(zonedInstant('2026-01-15', '15:00', 'Europe/Madrid').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedInstant('2026-07-15', '15:00', 'Europe/Madrid').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    expect(zonedInstant('2026-07-15', '11:00', 'America/Chicago').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(zonedInstant('2026-07-15', '11:00', 'UTC').toISOString()).toBe('2026-07-15T11:00:00.000Z');
  });

  it('resolves the days of a daylight-saving change', () => {
    // Madrid springs forward on 2026-03-29 at 02:00 -> 03:00, and falls back on 2026-10-25.
    expect(zonedInstant('2026-03-29', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedInstant('2026-10-25', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('gives the local date of an instant, adds days across months, and knows zone names', () => {
    expect(localDate('Pacific/Auckland', new Date('2026-05-01T20:00:00Z'))).toBe('2026-05-02');
    expect(localDate('America/Los_Angeles', new Date('2026-05-01T05:00:00Z'))).toBe('2026-04-30');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
