import { describe, expect, it } from 'vitest';
import { formatClockTime } from '@common/clock-time';
import { formatGuestTime } from './guest-format';

describe('times in messages and e-mails', () => {
  it('are written as the guest page writes them, in both languages', () => {
    for (const time of ['09:30', '15:00', '00:05', '12:00']) {
      expect(formatGuestTime(time, 'en'), time).toBe(formatClockTime(time, 'en'));
      expect(formatGuestTime(time, 'es'), time).toBe(formatClockTime(time, 'es'));
    }
    expect(formatGuestTime('15:00', 'en')).toBe('3:00 PM');
    expect(formatGuestTime('09:30', 'es')).toBe('9:30');
  });
});
