import ICAL from 'ical.js';
import { localDate } from '../../lib/zoned-time';
import { NO_DETAILS, reservationDetails, type ReservationDetails } from './reservation-details';

/**
 * Reading a listing's iCal export (Airbnb, Vrbo, Booking.com, or any calendar) into the events that
 * matter for stays. Parsing is ical.js's; the rules that say which event is a reservation are ours
 * (docs/decisions/011-calendar-import.md): see `classifyEvent`.
 */

export class NotCalendarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotCalendarError';
  }
}

export type EventKind = 'reservation' | 'block' | 'cancelled';

export interface CalendarEvent {
  uid: string;
  kind: EventKind;
  /** Check-in and check-out dates (YYYY-MM-DD); for all-day events DTEND is the check-out date. */
  checkInDate: string;
  checkOutDate: string;
  /** The guest's name when the event carries one ("Reserved - Ana García"), else null. */
  guestName: string | null;
  /** What a reservation's DESCRIPTION carries (Airbnb's reservation page and phone digits), else nulls. */
  details: ReservationDetails;
}

/**
 * Summaries that mark dates the host or the platform closed, not a guest's booking:
 * Airbnb's "Airbnb (Not available)" (and its older "Not available"), Vrbo's and others' "Blocked",
 * "Unavailable", "Owner block", and their Spanish forms. Booking.com's "CLOSED - Not available" is NOT
 * here: Booking.com exports every booking that way (its export cannot tell a booking from a closed
 * date), so it is read as a reservation without a name.
 */
const BLOCK_SUMMARIES = [
  /^airbnb\s*\(\s*not available\s*\)$/i,
  /^not available$/i,
  /^(owner\s+)?block(ed)?(\s*[-:].*)?$/i,
  /^unavailable$/i,
  /^no disponible$/i,
  /^bloquead[oa]$/i,
];

/** Summaries that say "booked" without naming anyone. */
const ANONYMOUS_SUMMARIES = [
  /^reserved$/i,
  /^reservation$/i,
  /^booked$/i,
  /^reservad[oa]$/i,
  /^reserva$/i,
  /^closed\s*-\s*not available$/i,
  /^airbnb\s*\(\s*reserved\s*\)$/i,
];

/** "Reserved - Ana", "Reservation: Ana", "Booked: Ana" -> "Ana". */
const NAME_PREFIX = /^(reserved|reservation|booked|reservad[oa]|reserva)\s*[-:–]\s*/i;

/** Whether an event is a guest's reservation, a block, or cancelled (by STATUS and SUMMARY). */
export function classifyEvent(summary: string, status: string | null): EventKind {
  if (status?.toUpperCase() === 'CANCELLED') return 'cancelled';
  const text = summary.trim();
  if (BLOCK_SUMMARIES.some((pattern) => pattern.test(text))) return 'block';
  return 'reservation';
}

/** The guest's name a reservation's summary carries, or null ("Reserved", "CLOSED - Not available"). */
export function guestNameFromSummary(summary: string, maxLength: number): string | null {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (!text || ANONYMOUS_SUMMARIES.some((pattern) => pattern.test(text))) return null;
  const name = text.replace(NAME_PREFIX, '').trim();
  if (!name || ANONYMOUS_SUMMARIES.some((pattern) => pattern.test(name))) return null;
  return name.slice(0, maxLength);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar date of a DTSTART/DTEND. All-day values, floating times and times with a TZID are
 * taken as written (the listing's own calendar dates); UTC times are turned into the property's date.
 */
function calendarDate(time: ICAL.Time, timeZone: string): string {
  if (!time.isDate && time.zone?.tzid === 'UTC') return localDate(timeZone, time.toJSDate());
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** The VCALENDAR components of a parsed text (one, or several concatenated). */
function calendars(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new NotCalendarError(`not iCalendar text (${(error as Error).message.slice(0, 80)})`);
  }
  const list = Array.isArray(parsed) && Array.isArray(parsed[0]) ? (parsed as unknown[]) : [parsed];
  const found = list
    .filter((jcal) => Array.isArray(jcal) && jcal[0] === 'vcalendar')
    .map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (!found.length) throw new NotCalendarError('no VCALENDAR');
  return found;
}

/** VEVENTs per piece a large export is read in: a piece is parsed in a few tens of milliseconds. */
export const EVENTS_PER_PIECE = 200;

/**
 * A calendar text cut into smaller calendars of at most `perPiece` VEVENTs each: every piece is its
 * VCALENDAR's own lines (properties, VTIMEZONEs) with some of its events, so each parses alone.
 * Folded lines start with a space and never look like BEGIN/END; a VEVENT's nested components
 * (VALARM) stay inside it.
 */
export function* calendarPieces(text: string, perPiece = EVENTS_PER_PIECE): Generator<string> {
  const lines = text.split(/\r?\n/);
  let head: string[] | null = null;
  let events: string[] = [];
  let count = 0;
  let depth = 0; // inside a VEVENT: nesting depth of BEGIN/END
  const piece = () => [...head!, ...events, 'END:VCALENDAR'].join('\r\n');
  for (const line of lines) {
    const tag = line.toUpperCase().trimEnd();
    if (head === null) {
      if (tag === 'BEGIN:VCALENDAR') head = [line];
      continue;
    }
    if (depth > 0) {
      events.push(line);
      if (tag.startsWith('BEGIN:')) depth += 1;
      else if (tag.startsWith('END:')) depth -= 1;
      if (depth === 0 && ++count >= perPiece) {
        yield piece();
        events = [];
        count = 0;
      }
    } else if (tag === 'BEGIN:VEVENT') {
      events.push(line);
      depth = 1;
    } else if (tag === 'END:VCALENDAR') {
      yield piece();
      head = null;
      events = [];
      count = 0;
    } else {
      head.push(line);
    }
  }
  // An export cut short (no END:VCALENDAR) is read as far as it goes, as ical.js reads it whole.
  if (head !== null) yield piece();
}

interface ParseOptions {
  timeZone: string;
  maxNameLength: number;
}

/** Adds the events of one parsed piece to `events` (the first of a UID wins). */
function readEvents(text: string, options: ParseOptions, events: Map<string, CalendarEvent>): void {
  for (const calendar of calendars(text)) {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      if (component.hasProperty('recurrence-id')) continue;
      let event: ICAL.Event;
      try {
        // `exceptions: []`: without it ical.js scans every sibling VEVENT for this one's recurrence
        // overrides, which makes a feed of n events cost n² (30,000 events took minutes). Overrides
        // are skipped above: a recurring event is read by its first occurrence.
        event = new ICAL.Event(component, { exceptions: [] });
      } catch {
        continue;
      }
      const uid = typeof event.uid === 'string' ? event.uid.trim().slice(0, 500) : '';
      if (!uid || events.has(uid) || !event.startDate) continue;
      const checkInDate = calendarDate(event.startDate, options.timeZone);
      const checkOutDate = event.endDate ? calendarDate(event.endDate, options.timeZone) : checkInDate;
      const status = component.getFirstPropertyValue('status');
      const summary = typeof event.summary === 'string' ? event.summary : '';
      const kind = classifyEvent(summary, typeof status === 'string' ? status : null);
      // A stay needs at least one night; a same-day block or appointment is not one.
      if (kind !== 'cancelled' && checkOutDate <= checkInDate) continue;
      events.set(uid, {
        uid,
        kind,
        checkInDate,
        checkOutDate,
        guestName: kind === 'reservation' ? guestNameFromSummary(summary, options.maxNameLength) : null,
        details:
          kind === 'reservation' ? reservationDetails(component.getFirstPropertyValue('description')) : NO_DETAILS,
      });
    }
  }
}

const checkCalendar = (text: string) => {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new NotCalendarError('no BEGIN:VCALENDAR');
};

/**
 * The events of an iCal export, one per UID (a recurrence override never replaces its master; a
 * later duplicate UID does not replace an earlier one), with dates in the property's time zone.
 * Events without a UID or a start, or ending before they start, are skipped.
 */
export function parseCalendar(text: string, options: ParseOptions): CalendarEvent[] {
  checkCalendar(text);
  const events = new Map<string, CalendarEvent>();
  for (const piece of calendarPieces(text)) readEvents(piece, options, events);
  return [...events.values()];
}

/**
 * parseCalendar for the server: the export is read piece by piece (EVENTS_PER_PIECE events), and
 * `pause` runs between pieces so that a 5 MB export (~30,000 events, seconds of parsing) never holds
 * the process for more than one piece's parse.
 */
export async function parseCalendarInPieces(
  text: string,
  options: ParseOptions,
  pause: () => Promise<void>,
): Promise<CalendarEvent[]> {
  checkCalendar(text);
  const events = new Map<string, CalendarEvent>();
  for (const piece of calendarPieces(text)) {
    readEvents(piece, options, events);
    await pause();
  }
  return [...events.values()];
}
