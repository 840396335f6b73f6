import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { resolveDateRange } from './date-range';

const refused = (query: { dateFrom?: string; dateTo?: string }) => {
  try {
    resolveDateRange(query);
  } catch (err) {
    return err instanceof AppError ? [err.status, err.errors?.[0]?.path] : err;
  }
  return 'accepted';
};

describe('resolveDateRange', () => {
  it("cuts days at Kuala Lumpur's midnight (UTC+8), the end day included", () => {
    const range = resolveDateRange({ dateFrom: '2026-11-10', dateTo: '2026-11-11' });
    expect(range.from.toISOString()).toBe('2026-11-09T16:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-11T16:00:00.000Z');
  });

  it('defaults to the 366 days to today in Kuala Lumpur', () => {
    // 20:00 UTC on 21 November is already 22 November in Kuala Lumpur.
    const range = resolveDateRange({}, new Date('2026-11-21T20:00:00Z'));
    expect([range.dateFrom, range.dateTo]).toEqual(['2025-11-22', '2026-11-22']);
  });

  it('takes one day and 366 days, refuses 367, a start after the end and days that do not exist', () => {
    expect(refused({ dateFrom: '2026-11-10', dateTo: '2026-11-10' })).toBe('accepted');
    expect(refused({ dateFrom: '2025-11-10', dateTo: '2026-11-10' })).toBe('accepted');
    expect(refused({ dateFrom: '2025-11-09', dateTo: '2026-11-10' })).toEqual([422, 'dateTo']);
    expect(refused({ dateFrom: '2026-11-11', dateTo: '2026-11-10' })).toEqual([422, 'dateFrom']);
    expect(refused({ dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toEqual([422, 'dateFrom']);
    expect(refused({ dateTo: '2026-13-01' })).toEqual([422, 'dateTo']);
  });
});
