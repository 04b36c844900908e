import { RESERVATION_CODE_PATTERN, STAY_LIMITS } from '@common/contracts/stays';

/**
 * What a platform's calendar event says about a reservation beyond its dates and name. Airbnb
 * writes it in the DESCRIPTION:
 *
 *   Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCD1234
 *   Phone Number (Last 4 Digits): 1234
 *
 * Booking.com's export has no DESCRIPTION ("CLOSED - Not available" and dates only) and Vrbo's
 * names the guest in the SUMMARY only, so for them nothing is read. Other calendars may write
 * "Reservation code: ..." / "Confirmation code: ..." lines, which are read too.
 */
export interface ReservationDetails {
  reservationCode: string | null;
  phoneLast4: string | null;
  /** An https address found in the event; the sync keeps it only on the feed's own host (see reservationUrlFor). */
  reservationUrl: string | null;
}

export const NO_DETAILS: ReservationDetails = { reservationCode: null, phoneLast4: null, reservationUrl: null };

const URL_LINE = /^\s*reservation\s+url\s*:\s*(\S+)/im;
const PHONE_LINE = /^\s*phone\s+number\s*\(\s*last\s+4\s+digits\s*\)\s*:\s*(\d{4})\s*$/im;
const CODE_LINE =
  /^\s*(?:reservation|confirmation|booking)\s+(?:code|id|number|no\.?)\s*:\s*([A-Za-z0-9][A-Za-z0-9-]*)\s*$/im;
/** The code at the end of a reservation page's path: /hosting/reservations/details/HMABCD1234. */
const CODE_IN_PATH = /\/reservations?\/(?:details\/)?([A-Za-z0-9][A-Za-z0-9-]*)\/?$/i;

const asCode = (value: string | undefined): string | null =>
  value && value.length <= STAY_LIMITS.reservationCode && RESERVATION_CODE_PATTERN.test(value)
    ? value.toUpperCase()
    : null;

function httpsUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && !url.port ? url : null;
  } catch {
    return null;
  }
}

/** The reservation details in an event's DESCRIPTION (ical.js has already unfolded and unescaped it). */
export function reservationDetails(description: unknown): ReservationDetails {
  if (typeof description !== 'string' || !description.trim()) return NO_DETAILS;
  const text = description.slice(0, 4_000);
  const url = httpsUrl(URL_LINE.exec(text)?.[1]);
  const code = asCode(CODE_LINE.exec(text)?.[1]) ?? (url ? asCode(CODE_IN_PATH.exec(url.pathname)?.[1]) : null);
  return {
    reservationCode: code,
    phoneLast4: PHONE_LINE.exec(text)?.[1] ?? null,
    reservationUrl: url && url.href.length <= 500 ? url.href : null,
  };
}

const siteOf = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/**
 * The reservation page's address if it is on the platform's own host: the host of the calendar
 * the host added (www. aside), so a calendar can never make the host app link somewhere else.
 */
export function reservationUrlFor(candidate: string | null, feedUrl: string): string | null {
  const url = httpsUrl(candidate ?? undefined);
  if (!url) return null;
  try {
    return siteOf(url.hostname) === siteOf(new URL(feedUrl).hostname) ? url.href : null;
  } catch {
    return null;
  }
}
