import type { GuestStay, Stay } from '@common/contracts/stays';
import { GUIDE_LOCALES } from '@common/contracts/property';
import type { StayRow } from '../../db/schema';
import type { StayWithProperty } from './stays.repository';
import { isUnlocked, stayStatus, stayWindow } from './stay-window';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const localeOf = (value: string) =>
  (GUIDE_LOCALES as readonly string[]).includes(value) ? (value as 'en' | 'es') : 'en';

/** The guest link of a stay: the guide's address in the stay's language (/es/g/... for Spanish) with its token. */
export const stayLinkUrl = (publicUrl: string, slug: string, token: string, locale: string) =>
  `${guideUrl(publicUrl, slug, locale)}?s=${encodeURIComponent(token)}`;

/** The guide's public address in a language (English has no prefix). */
export const guideUrl = (publicUrl: string, slug: string, locale: string) =>
  `${publicUrl}${localeOf(locale) === 'en' ? '' : `/${localeOf(locale)}`}/g/${encodeURIComponent(slug)}`;

export function presentStay(
  { stay, property }: StayWithProperty,
  options: { publicUrl: string; unlockHoursBefore: number; now?: Date },
): Stay {
  const window = stayWindow(stay, property, options.unlockHoursBefore);
  return {
    stayId: stay.id,
    propertyId: property.id,
    propertyName: property.name,
    guestName: stay.guestName,
    email: stay.email,
    phone: stay.phone,
    locale: localeOf(stay.locale),
    guestCount: stay.guestCount,
    checkInDate: stay.checkInDate,
    checkInTime: window.checkInTime,
    checkOutDate: stay.checkOutDate,
    checkOutTime: window.checkOutTime,
    timeZone: window.timeZone,
    notes: stay.notes,
    reservationCode: stay.reservationCode,
    phoneLast4: stay.phoneLast4,
    reservationUrl: stay.reservationUrl,
    source: stay.source as Stay['source'],
    status: stayStatus(window, options.now),
    link: {
      url: stay.linkToken ? stayLinkUrl(options.publicUrl, property.slug, stay.linkToken, stay.locale) : '',
      revoked: !stay.linkToken,
      unlocksAt: window.unlocksAt.toISOString(),
      locksAt: window.locksAt.toISOString(),
      firstOpenedAt: iso(stay.firstOpenedAt),
      lastOpenedAt: iso(stay.lastOpenedAt),
      openCount: stay.openCount,
    },
    arrivedAt: iso(stay.arrivedAt),
    checkedOutAt: iso(stay.checkedOutAt),
    createDate: stay.createDate.toISOString(),
    modifyDate: stay.modifyDate.toISOString(),
  };
}

/** What the guest on a stay link sees of their stay: first name, dates, and whether the link unlocks now. */
export function presentGuestStay(
  stay: StayRow,
  property: StayWithProperty['property'],
  unlockHoursBefore: number,
  now = new Date(),
): GuestStay {
  const window = stayWindow(stay, property, unlockHoursBefore);
  return {
    guestFirstName: stay.guestName.trim().split(/\s+/)[0] ?? '',
    checkInDate: stay.checkInDate,
    checkInTime: window.checkInTime,
    checkOutDate: stay.checkOutDate,
    checkOutTime: window.checkOutTime,
    unlocked: isUnlocked(window, now),
    unlocksAt: window.unlocksAt.toISOString(),
    locksAt: window.locksAt.toISOString(),
    arrivedAt: iso(stay.arrivedAt),
    checkedOutAt: iso(stay.checkedOutAt),
  };
}
