import { describe, expect, it } from 'vitest';
import { type CalendarEvent, eventCalendarFile } from './calendar-file';

const details = {
  uid: 'order-0b9c1f0e@pentas.test',
  url: 'https://pentas.test/orders/0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
  description: 'Order #0b9c1f0e: 2 tickets.',
  now: new Date('2026-11-26T10:00:00Z'),
};

/** 12 Dec 2026, 7:30 pm to 11:00 pm in Jakarta (UTC+7). */
const jakarta: CalendarEvent = {
  title: 'Java Jazz Night',
  startsAt: '2026-12-12T12:30:00.000Z',
  endsAt: '2026-12-12T16:00:00.000Z',
  timeZone: 'Asia/Jakarta',
  venue: 'JIExpo Kemayoran',
  location: 'Jakarta, Indonesia',
};

const linesOf = (file: string) => file.split('\r\n');

describe('the event as an .ics file', () => {
  it("writes the start and end on the event's own clock, with its zone and offset", () => {
    const file = eventCalendarFile(jakarta, details);
    const lines = linesOf(file);
    expect(lines).toContain('DTSTART;TZID=Asia/Jakarta:20261212T193000');
    expect(lines).toContain('DTEND;TZID=Asia/Jakarta:20261212T230000');
    expect(lines).toContain('TZID:Asia/Jakarta');
    expect(lines).toContain('TZOFFSETTO:+0700');
    expect(lines).toContain('TZNAME:WIB');
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain(`UID:${details.uid}`);
    expect(lines).toContain('LOCATION:JIExpo Kemayoran\\, Jakarta\\, Indonesia');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is not moved by the clock of the buyer or of Kuala Lumpur: the same instant reads 8:30 pm in Kuala Lumpur', () => {
    const lines = linesOf(eventCalendarFile({ ...jakarta, timeZone: 'Asia/Kuala_Lumpur' }, details));
    expect(lines).toContain('DTSTART;TZID=Asia/Kuala_Lumpur:20261212T203000');
    expect(lines).toContain('TZOFFSETFROM:+0800');
  });

  it('writes a zone west of UTC with its negative offset', () => {
    const lines = linesOf(eventCalendarFile({ ...jakarta, timeZone: 'America/New_York', endsAt: null }, details));
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261212T073000');
    expect(lines).toContain('TZOFFSETTO:-0500');
    // No end: none is made up.
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('writes UTC when the zone changes its offset during the event (a daylight saving switch)', () => {
    // London leaves summer time at 01:00 UTC on 25 October 2026.
    const lines = linesOf(
      eventCalendarFile(
        { ...jakarta, timeZone: 'Europe/London', startsAt: '2026-10-24T23:00:00Z', endsAt: '2026-10-25T02:00:00Z' },
        details,
      ),
    );
    expect(lines).toContain('DTSTART:20261024T230000Z');
    expect(lines).toContain('DTEND:20261025T020000Z');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const title = `Konsert Amal; "Suara", Hati\n${'Malam ✨ '.repeat(12)}`;
    const file = eventCalendarFile({ ...jakarta, title }, details);
    const encoder = new TextEncoder();
    for (const line of linesOf(file)) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Konsert Amal\\; "Suara"\\, Hati\\nMalam ✨ Malam');
  });
});
