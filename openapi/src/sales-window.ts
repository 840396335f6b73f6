/** What is wrong with a sales window: each side words it from the catalog in its reader's language. */
export type SalesWindowReason =
  | 'end_after_event_end'
  | 'end_after_event_start'
  | 'end_not_after_start'
  | 'start_not_before_event';

/**
 * A ticket type's sales window against its event (decision 17): the end after the start and not after
 * the event's end (its start when it has none), and a start without an end before the event's start
 * (when such a window closes). One rule for the API (instants) and the organizer's form (the event's
 * wall-clock times as 'YYYY-MM-DDTHH:mm', which compare as text); null when the window is fine.
 */
export function salesWindowProblem<T extends Date | string>(
  sales: { start: T | null; end: T | null },
  event: { start: T; end: T | null },
): { field: 'salesStart' | 'salesEnd'; reason: SalesWindowReason } | null {
  const eventEnd = event.end ?? event.start;
  if (sales.end && sales.end > eventEnd) {
    return { field: 'salesEnd', reason: event.end ? 'end_after_event_end' : 'end_after_event_start' };
  }
  if (sales.start && sales.end && sales.end <= sales.start) return { field: 'salesEnd', reason: 'end_not_after_start' };
  if (sales.start && !sales.end && sales.start >= event.start) {
    return { field: 'salesStart', reason: 'start_not_before_event' };
  }
  return null;
}
