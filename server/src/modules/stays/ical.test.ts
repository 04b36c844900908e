import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarPieces, parseCalendar, parseCalendarInPieces } from './ical';

const OPTIONS = { timeZone: 'Europe/Madrid', maxNameLength: 120 };

/** A calendar of `count` one-night reservations from 2030-01-01, UIDs ev-0, ev-1... */
function feed(count: number, extra: string[] = []): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...extra];
  for (let i = 0; i < count; i++) {
    const start = new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const end = new Date(Date.UTC(2030, 0, 2) + i * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    lines.push(
      'BEGIN:VEVENT',
      `UID:ev-${i}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      `SUMMARY:Reserved - Guest ${i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

afterEach(() => vi.restoreAllMocks());

describe('reading a large export', () => {
  it('costs linear time: events are not each compared with every other event', () => {
    // ical.js's Event scans every sibling VEVENT unless told the exceptions: n² for a feed of n
    // events (30,000 events took minutes). Counted, not timed: one scan per piece, not per event.
    const scans = vi.spyOn(ICAL.Component.prototype, 'getAllSubcomponents');
    const events = parseCalendar(feed(1000), OPTIONS);
    expect(events).toHaveLength(1000);
    expect(scans.mock.calls.length).toBeLessThan(20);
  });

  it('cuts an export into pieces that each parse alone, keeping the calendar lines, nested alarms and every event', () => {
    const text = feed(5, ['BEGIN:VTIMEZONE', 'TZID:Europe/Madrid', 'END:VTIMEZONE']).replace(
      'SUMMARY:Reserved - Guest 1\r\n',
      'SUMMARY:Reserved - Guest 1\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\n',
    );
    const pieces = [...calendarPieces(text, 2)];
    expect(pieces).toHaveLength(3);
    for (const piece of pieces) {
      expect(piece.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
      expect(piece).toContain('TZID:Europe/Madrid');
      expect(piece.endsWith('END:VCALENDAR')).toBe(true);
    }
    expect(pieces[0]).toContain('END:VALARM');
    expect(parseCalendar(text, OPTIONS).map((e) => e.uid)).toEqual(['ev-0', 'ev-1', 'ev-2', 'ev-3', 'ev-4']);
  });

  it('reads concatenated calendars and keeps the first event of a repeated UID', () => {
    const first = feed(2);
    const second = feed(3).replace('Reserved - Guest 0', 'Reserved - Someone else');
    const events = parseCalendar(`${first}${second}`, OPTIONS);
    expect(events.map((e) => e.uid)).toEqual(['ev-0', 'ev-1', 'ev-2']);
    expect(events[0]!.guestName).toBe('Guest 0');
  });

  it('pauses between pieces when reading for the server, and finds the same events', async () => {
    const text = feed(450);
    const pause = vi.fn(() => Promise.resolve());
    const events = await parseCalendarInPieces(text, OPTIONS, pause);
    expect(pause).toHaveBeenCalledTimes(3);
    expect(events).toEqual(parseCalendar(text, OPTIONS));
  });
});
