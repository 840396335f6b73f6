import { describe, expect, it } from 'vitest';
import { isTimeZone, parseEventInstant } from './instants';

describe('parseEventInstant', () => {
  it('reads a wall-clock time in the event zone', () => {
    expect(parseEventInstant('2026-12-01T19:30', 'Asia/Kuala_Lumpur')?.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect(parseEventInstant('2026-12-01T19:30', 'Asia/Jakarta')?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
  });

  it('keeps an instant that carries its offset', () => {
    expect(parseEventInstant('2026-12-01T19:30:00+08:00', 'Asia/Jakarta')?.toISOString()).toBe(
      '2026-12-01T11:30:00.000Z',
    );
    expect(parseEventInstant('2026-12-01T11:30:00.000Z', 'Asia/Jakarta')?.toISOString()).toBe(
      '2026-12-01T11:30:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    for (const bad of ['', 'tomorrow', '2026-12-01', '2026-13-45T99:99', '1 Dec 2026 7pm']) {
      expect(parseEventInstant(bad, 'Asia/Kuala_Lumpur'), bad).toBeNull();
    }
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
