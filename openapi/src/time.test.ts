import { describe, expect, it } from 'vitest';
import {
  formatActionDate,
  formatActionTime,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  formatEventTimeRange,
  instantInZone,
  isoToLocalInput,
  localInputToIso,
  todayInZone,
  zoneName,
  zoneOffsetMs,
} from './time';

describe('time zones', () => {
  it('knows Kuala Lumpur is eight hours ahead of UTC', () => {
    expect(zoneOffsetMs(new Date('2026-06-01T00:00:00Z'), 'Asia/Kuala_Lumpur')).toBe(8 * 3600_000);
  });

  it('turns a local wall-clock time into the right instant', () => {
    const at = instantInZone({ year: 2026, month: 12, day: 1, hour: 19, minute: 30 }, 'Asia/Kuala_Lumpur');
    expect(at.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    const jakarta = instantInZone({ year: 2026, month: 12, day: 1, hour: 19 }, 'Asia/Jakarta');
    expect(jakarta.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('tells the local date when UTC is still on the previous day', () => {
    expect(todayInZone('Asia/Kuala_Lumpur', new Date('2026-11-30T17:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 1,
    });
  });
});

describe('writing times (decisions.md items 3 and 41)', () => {
  // 12:30 UTC: 8:30 pm in Kuala Lumpur, 7:30 pm in Jakarta.
  const evening = '2026-12-05T12:30:00.000Z';

  it("writes an event in Kuala Lumpur's zone without a zone name", () => {
    expect(formatEventDateTime(evening, 'Asia/Kuala_Lumpur')).toBe('Sat, 5 Dec 2026, 8:30 pm');
    expect(formatEventTime(evening, 'Asia/Kuala_Lumpur')).toBe('8:30 pm');
    expect(formatEventDate(evening, 'Asia/Kuala_Lumpur')).toBe('Sat, 5 Dec 2026');
  });

  it("writes an event elsewhere on its own clock, with its zone's short name", () => {
    expect(formatEventDateTime(evening, 'Asia/Jakarta')).toBe('Sat, 5 Dec 2026, 7:30 pm WIB');
    expect(formatEventTime(evening, 'Asia/Jakarta')).toBe('7:30 pm WIB');
    expect(formatEventTime(evening, 'Asia/Singapore')).toBe('8:30 pm SGT');
    expect(formatEventTime(evening, 'Asia/Bangkok')).toBe('7:30 pm ICT');
    expect(formatEventTime(evening, 'Asia/Manila')).toBe('8:30 pm PHT');
    // Beyond the catalog's countries, ICU's own short name.
    expect(formatEventTime(evening, 'Asia/Tokyo')).toBe('9:30 pm GMT+9');
  });

  it('puts an instant near midnight on the date of the zone it is written in', () => {
    // 16:30 UTC on the 5th: 12:30 am on the 6th in Kuala Lumpur, still 11:30 pm on the 5th in Jakarta.
    const late = '2026-12-05T16:30:00.000Z';
    expect(formatEventDateTime(late, 'Asia/Kuala_Lumpur')).toBe('Sun, 6 Dec 2026, 12:30 am');
    expect(formatEventDateTime(late, 'Asia/Jakarta')).toBe('Sat, 5 Dec 2026, 11:30 pm WIB');
    expect(formatActionTime(late)).toBe('6 Dec 2026, 12:30 am');
  });

  it("writes actions on Kuala Lumpur's clock, unnamed", () => {
    expect(formatActionTime(evening)).toBe('5 Dec 2026, 8:30 pm');
    // 16:30 UTC is already the 6th in Kuala Lumpur.
    expect(formatActionDate('2026-12-05T16:30:00.000Z')).toBe('Sun, 6 Dec 2026');
  });

  it("names a zone for a calendar file as the formatters do, Kuala Lumpur's too", () => {
    expect(zoneName(evening, 'Asia/Kuala_Lumpur')).toBe('MYT');
    expect(zoneName(evening, 'Asia/Jakarta')).toBe('WIB');
    expect(zoneName(evening, 'Asia/Tokyo')).toBe('GMT+9');
  });

  it('names the zone once in a range, and the end date only when it differs', () => {
    const end = '2026-12-05T15:30:00.000Z';
    expect(formatEventTimeRange(evening, end, 'Asia/Jakarta')).toBe('7:30 pm – 10:30 pm WIB');
    expect(formatEventTimeRange(evening, end, 'Asia/Kuala_Lumpur')).toBe('8:30 pm – 11:30 pm');
    expect(formatEventTimeRange(evening, '2026-12-05T18:00:00.000Z', 'Asia/Jakarta')).toBe(
      '7:30 pm – Sun, 6 Dec 2026, 1:00 am WIB',
    );
  });

  it("writes the widget's host locale, and en-MY for a locale the runtime does not know", () => {
    expect(formatEventDateTime(evening, 'Asia/Jakarta', 'en-US')).toBe('Sat, Dec 5, 2026, 7:30 PM WIB');
    expect(formatEventDateTime(evening, 'Asia/Jakarta', 'not a locale!')).toBe('Sat, 5 Dec 2026, 7:30 pm WIB');
  });

  it('gives a datetime-local input the wall clock of the zone', () => {
    expect(isoToLocalInput(evening, 'Asia/Jakarta')).toBe('2026-12-05T19:30');
    expect(isoToLocalInput('2026-12-05T16:05:00.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-12-06T00:05');
    expect(isoToLocalInput(null, 'Asia/Jakarta')).toBe('');
    expect(localInputToIso(isoToLocalInput(evening, 'Asia/Manila'), 'Asia/Manila')).toBe(evening);
  });

  it('writes Malay for ms-MY, the day period small as Malaysians write it', () => {
    expect(formatEventDateTime(evening, 'Asia/Kuala_Lumpur', 'ms-MY')).toBe('Sab, 5 Dis 2026, 8:30 ptg');
    expect(formatActionTime(evening, 'ms-MY')).toBe('5 Dis 2026, 8:30 ptg');
  });
});
