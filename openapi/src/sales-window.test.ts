import { describe, expect, it } from 'vitest';
import { salesWindowProblem } from './sales-window';

const at = (iso: string) => new Date(iso);

describe('a sales window against its event (one rule for the API and the form)', () => {
  it('is fine inside the event, or with no times at all', () => {
    const event = { start: at('2026-12-05T11:00:00Z'), end: at('2026-12-05T15:00:00Z') };
    expect(salesWindowProblem({ start: null, end: null }, event)).toBeNull();
    expect(
      salesWindowProblem({ start: at('2026-12-01T00:00:00Z'), end: at('2026-12-05T14:00:00Z') }, event),
    ).toBeNull();
  });

  it("refuses an end after the event's end, or its start when it has no end", () => {
    const late = { start: null, end: at('2026-12-05T16:00:00Z') };
    expect(salesWindowProblem(late, { start: at('2026-12-05T11:00:00Z'), end: at('2026-12-05T15:00:00Z') })).toEqual({
      field: 'salesEnd',
      reason: 'end_after_event_end',
    });
    expect(salesWindowProblem(late, { start: at('2026-12-05T11:00:00Z'), end: null })?.reason).toBe(
      'end_after_event_start',
    );
  });

  it("reads the form's wall-clock text the same way: an end not after the start, a lone start after the event's", () => {
    const event = { start: '2026-12-05T19:00', end: null };
    expect(salesWindowProblem({ start: '2026-12-02T10:00', end: '2026-12-02T10:00' }, event)).toEqual({
      field: 'salesEnd',
      reason: 'end_not_after_start',
    });
    expect(salesWindowProblem({ start: '2026-12-05T19:00', end: null }, event)).toEqual({
      field: 'salesStart',
      reason: 'start_not_before_event',
    });
  });
});
