import type { StayStatus } from '@common/contracts/stays';
import type { GuideContent } from '../../db/schema';
import { zonedInstant } from '../../lib/zoned-time';

/** Times a stay falls back to when neither the stay nor the guide gives one. */
export const DEFAULT_CHECK_IN_TIME = '15:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';

export interface StayTimes {
  checkInDate: string;
  checkInTime: string | null;
  checkOutDate: string;
  checkOutTime: string | null;
}

/** A stay's dates as instants, with the times it falls back to (the stay's, else the guide's, else the defaults). */
export function stayWindow(
  stay: StayTimes,
  property: { timeZone: string | null; guide: Pick<GuideContent, 'checkInTime' | 'checkOutTime'> },
  unlockHoursBefore: number,
) {
  const timeZone = property.timeZone ?? 'UTC';
  const checkInTime = stay.checkInTime ?? property.guide.checkInTime ?? DEFAULT_CHECK_IN_TIME;
  const checkOutTime = stay.checkOutTime ?? property.guide.checkOutTime ?? DEFAULT_CHECK_OUT_TIME;
  const checkInAt = zonedInstant(stay.checkInDate, checkInTime, timeZone);
  const checkOutAt = zonedInstant(stay.checkOutDate, checkOutTime, timeZone);
  return {
    timeZone,
    checkInTime,
    checkOutTime,
    checkInAt,
    checkOutAt,
    /** Sensitive sections show on the stay link from here... */
    unlocksAt: new Date(checkInAt.getTime() - unlockHoursBefore * 3_600_000),
    /** ...until check-out. */
    locksAt: checkOutAt,
  };
}

export type StayWindow = ReturnType<typeof stayWindow>;

export function stayStatus(window: Pick<StayWindow, 'checkInAt' | 'checkOutAt'>, now = new Date()): StayStatus {
  if (now < window.checkInAt) return 'upcoming';
  if (now < window.checkOutAt) return 'inHouse';
  return 'past';
}

/** Whether a stay link shows sensitive sections at this moment. */
export const isUnlocked = (window: Pick<StayWindow, 'unlocksAt' | 'locksAt'>, now = new Date()) =>
  now >= window.unlocksAt && now < window.locksAt;
