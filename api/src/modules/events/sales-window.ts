import { salesWindowProblem } from '@pentas/openapi';
import type { events } from '../../db/schema';
import type { FieldError } from '../../lib/errors';
import { parseEventInstant } from '../../lib/instants';

/**
 * A ticket type's sales window as an organizer sets it: read in the event's zone like the event's own
 * times, then held to the shared rule (`salesWindowProblem`). Field errors under `prefix`.
 */
export interface SalesWindowInput {
  salesStart?: string | null;
  salesEnd?: string | null;
}

type EventTimes = Pick<typeof events.$inferSelect, 'timeZone' | 'startsAt' | 'endsAt'>;

function parsed(value: string | null | undefined, zone: string, path: string, label: string, errors: FieldError[]) {
  if (!value) return null;
  const at = parseEventInstant(value, zone);
  if (!at) errors.push({ path, message: `${label} must be a valid date and time` });
  return at;
}

export function resolveSalesWindow(input: SalesWindowInput, event: EventTimes, prefix: string, errors: FieldError[]) {
  const before = errors.length;
  const salesStartsAt = parsed(input.salesStart, event.timeZone, `${prefix}salesStart`, 'Sales start', errors);
  const salesEndsAt = parsed(input.salesEnd, event.timeZone, `${prefix}salesEnd`, 'Sales end', errors);
  if (errors.length > before) return { salesStartsAt, salesEndsAt };
  const problem = salesWindowProblem(
    { start: salesStartsAt, end: salesEndsAt },
    { start: event.startsAt, end: event.endsAt },
  );
  if (problem) errors.push({ path: `${prefix}${problem.field}`, message: problem.message });
  return { salesStartsAt, salesEndsAt };
}
