import { describe, expect, it } from 'vitest';
import { dayParam } from '@/lib/search-params';
import { averageTicketPrice, daySeconds, percent, rangeProblem } from './figures';

describe('analytics figures', () => {
  it('averages revenue over tickets sold to the minor unit, and gives none for no sales', () => {
    expect(averageTicketPrice('160.00', 2)).toBe('80.00');
    expect(averageTicketPrice('100.00', 3)).toBe('33.33');
    expect(averageTicketPrice('0.00', 0)).toBeNull();
    expect(averageTicketPrice('50.00', 0)).toBeNull();
  });

  it('writes shares as percentages and none of nothing', () => {
    expect(percent(111, 120)).toBe('92.5%');
    expect(percent(1, 2)).toBe('50%');
    expect(percent(0, 0)).toBeNull();
  });

  it("cuts days at the event zone's midnight", () => {
    expect(new Date(daySeconds('2026-11-20', 'Asia/Kuala_Lumpur') * 1000).toISOString()).toBe(
      '2026-11-19T16:00:00.000Z',
    );
    expect(new Date(daySeconds('2026-11-20', 'Asia/Jakarta') * 1000).toISOString()).toBe('2026-11-19T17:00:00.000Z');
  });

  it('takes only YYYY-MM-DD days from the address, and says why a range cannot be asked for', () => {
    expect(dayParam('2026-11-20')).toBe('2026-11-20');
    expect(dayParam('2026-13-45')).toBeUndefined();
    expect(dayParam(20261120)).toBeUndefined();
    expect(rangeProblem('2026-11-21', '2026-11-20')).toBe('The first day must not be after the last.');
    expect(rangeProblem('2025-01-01', '2026-11-20')).toBe('At most 366 days at once.');
    expect(rangeProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(rangeProblem(undefined, '2026-11-20')).toBeNull();
  });
});
