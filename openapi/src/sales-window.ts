/**
 * A ticket type's sales window against its event (decision 17): the end after the start and not after
 * the event's end (its start when it has none), and a start without an end before the event's start
 * (when such a window closes). One rule for the API (instants) and the organizer's form (the event's
 * wall-clock times as 'YYYY-MM-DDTHH:mm', which compare as text); null when the window is fine.
 */
export function salesWindowProblem<T extends Date | string>(
  sales: { start: T | null; end: T | null },
  event: { start: T; end: T | null },
): { field: 'salesStart' | 'salesEnd'; message: string } | null {
  const eventEnd = event.end ?? event.start;
  if (sales.end && sales.end > eventEnd) {
    return { field: 'salesEnd', message: `Sales end cannot be after the event's ${event.end ? 'end' : 'start'}` };
  }
  if (sales.start && sales.end && sales.end <= sales.start) {
    return { field: 'salesEnd', message: 'Sales end must be after the sales start' };
  }
  if (sales.start && !sales.end && sales.start >= event.start) {
    return {
      field: 'salesStart',
      message: 'Sales start must be before the event starts (sales close then unless you set a sales end)',
    };
  }
  return null;
}
