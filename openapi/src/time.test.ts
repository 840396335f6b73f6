import { describe, expect, it } from 'vitest';
import { instantInZone, todayInZone, zoneOffsetMs } from './time';

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
